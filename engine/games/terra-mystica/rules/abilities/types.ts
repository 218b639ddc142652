/** What an ability may do during play. Each hook is optional; the registry names one handler per ability id. */
import type { Ability, AbilityId } from "../../schema/faction";
import type { Env } from "../env";

export type AbilityOf<K extends AbilityId> = Extract<Ability, { ability: K }>;

export interface AbilityHooks<A extends Ability> {
  /** The faction gained spades. */
  onSpades?(env: Env, seat: number, ability: A, count: number): void;
  /** The faction took town tiles. */
  onTown?(env: Env, seat: number, ability: A, count: number): void;
  /** VP when the faction passes. */
  passVp?(env: Env, seat: number, ability: A): number;
  /** An opponent took power from the faction's building (once per building). */
  onLeechTaken?(env: Env, seat: number, ability: A): void;
  /** Every opponent declined the power of the faction's building. */
  onLeechAllDeclined?(env: Env, seat: number, ability: A): void;
}

/** Whether an ability that needs a structure is unlocked. */
export function unlocked(env: Env, seat: number, requires: string | undefined): boolean {
  if (!requires) return true;
  const p = env.state.players[seat]!;
  return (p.buildings as Record<string, number>)[requires]! > 0;
}

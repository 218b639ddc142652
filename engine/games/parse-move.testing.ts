/** A game's setup for tests through the contract: its lab setup of `players` seats (tests only). */
import type { AnyGameModule } from "../core/game";
import { GAMES } from "./index";

export function labSetupFor(id: keyof typeof GAMES, catalog: unknown, players: number, seed: number): unknown {
  const game: AnyGameModule = GAMES[id];
  return game.lab!.setupFor(catalog, { players, map: "base", options: [], seed });
}

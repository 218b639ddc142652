/**
 * The move families of Origins, registered once (one per move type; a type without a family fails
 * to compile). Legal moves, apply and the notation are assembled from this table, in this order.
 */
import { DRAFT } from "./setup";
import { BONUS, MAIN, NEIGHBOUR, VISIT } from "./visit";
import { ACTIVATE, COPY, DONE, PAY, SKIP, USE } from "./ability";
import { GAIN } from "./resources";
import { MILITARY } from "./military";
import { CLIMB } from "./temple";
import { BUILD, RESERVE } from "./build";
import { ORATOR, RECRUIT } from "./recruit";
import { FOOD } from "./food";
import { CASH, INCREASE, SWAP } from "./freemen";
import { MOTHERSHIP } from "./mothership";
import { CARD, DISTRICT } from "./district";
import { TOWER } from "./tower";
import { POPULATION } from "./population";
import { PASS } from "./pass";
import { END, FREEZE, SUPERIORITY } from "./superiority";
import type { MoveFamily } from "./family";
import type { MoveType } from "./types";

export const MOVE_FAMILIES: { readonly [T in MoveType]: MoveFamily<T> } = {
  draft: DRAFT,
  neighbour: NEIGHBOUR,
  main: MAIN,
  bonus: BONUS,
  gain: GAIN,
  military: MILITARY,
  climb: CLIMB,
  build: BUILD,
  reserve: RESERVE,
  recruit: RECRUIT,
  orator: ORATOR,
  food: FOOD,
  increase: INCREASE,
  cash: CASH,
  swap: SWAP,
  mothership: MOTHERSHIP,
  copy: COPY,
  card: CARD,
  activate: ACTIVATE,
  use: USE,
  pay: PAY,
  skip: SKIP,
  done: DONE,
  visit: VISIT,
  district: DISTRICT,
  tower: TOWER,
  population: POPULATION,
  pass: PASS,
  superiority: SUPERIORITY,
  freeze: FREEZE,
  end: END,
};

export const FAMILIES: readonly MoveFamily[] = Object.values(MOVE_FAMILIES) as MoveFamily[];

export function familyOf(type: MoveType): MoveFamily | undefined {
  return Object.hasOwn(MOVE_FAMILIES, type) ? (MOVE_FAMILIES[type] as MoveFamily) : undefined;
}

/** The family reading a command's first word. */
export const FAMILY_BY_VERB: ReadonlyMap<string, MoveFamily> = new Map(FAMILIES.flatMap((f) => f.verbs.map((v) => [v, f] as const)));

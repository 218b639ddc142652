/**
 * The moves of Origins, one type per kind of move. A player's turn action (`visit`, `district`,
 * `tower`, `population`, `pass`) starts a queue of steps (`state.pending`); the other moves answer
 * the step at its head (which main action, which resources, which temple, which tile and cell...).
 * Dice are named by colour and value (`R4`); a Freeman on a meeting place by `R4@2` (place 2).
 */
import type { Colour, Resource, Temple } from "../schema/common";

/** A die as moves name it: colour and value, and the meeting place (0-based) of a placed Freeman. */
export interface DieRef {
  colour: Colour;
  value: number;
  at?: number;
}

export type Worker = { kind: "freeman"; die: DieRef } | { kind: "archon" } | { kind: "orator"; value: number };

interface Base {
  /** The player's id (`p1` …). */
  player: string;
}

export type Move = Base &
  (
    | { type: "draft"; die: DieRef }
    | { type: "visit"; place: number; worker: Worker }
    | { type: "main"; which: "top" | "bottom" }
    | { type: "bonus"; gold?: boolean }
    | { type: "neighbour"; place: number }
    | { type: "done" }
    | { type: "skip" }
    | { type: "use" }
    | { type: "pay" }
    | { type: "gain"; resources: Resource[] }
    | { type: "military"; order: ("advance" | "attack")[] }
    | { type: "climb"; temple: Temple }
    | { type: "build"; from: { slot: number } | { reserved: string }; cell: string; as: "building" | "farm" | "over-farm" }
    | { type: "reserve"; slot: number }
    | { type: "recruit"; slot: number; boost?: boolean }
    | { type: "orator"; value: number; boost?: boolean }
    | { type: "food"; target: "military" | DieRef }
    | { type: "increase"; die: DieRef; by: number }
    | { type: "cash"; die: DieRef }
    | { type: "swap"; die: DieRef; colour: Colour }
    | { type: "mothership"; place: number }
    | { type: "copy"; cell: string }
    | { type: "district"; die: DieRef; seat: string }
    | { type: "card"; card: string }
    | { type: "activate"; cell: string }
    | { type: "tower"; colour: Colour }
    | { type: "population" }
    | { type: "pass" }
    | { type: "superiority" }
    | { type: "freeze" }
    | { type: "end" }
  );

export type MoveType = Move["type"];
export type MoveOf<T extends MoveType> = Extract<Move, { type: T }>;

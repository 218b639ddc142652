/**
 * Scenarios in game notation for tests and stories: set a game up with a log's setup lines (and
 * any moves), then play more lines and look at the result. Pure: the caller loads the catalog.
 */
import type { Catalog } from "../catalog";
import { parseLog } from "../notation/parse";
import { replay } from "../notation/replay";
import { applyInPlace } from "../rules/apply";
import type { Rejection } from "../rules/result";
import type { GameState, PlayerState } from "../rules/state";

export interface Scenario {
  readonly catalog: Catalog;
  state: GameState;
  /** Play log lines; throws on the first bad one (with its line number and reason). */
  play(lines: string): Scenario;
  /** Play one log line; returns the first rejection instead of throwing (the state is then unchanged). */
  attempt(line: string): Rejection | undefined;
  player(faction: string): PlayerState;
}

/** Start a scenario from log text (setup lines, optionally moves). Lines may be indented. */
export function scenario(catalog: Catalog, log: string): Scenario {
  const result = replay(dedent(log), catalog);
  if (!result.ok) throw new Error(`line ${result.line} (${result.text.trim()}): ${result.message}`);
  const s: Scenario = {
    catalog,
    state: result.state,
    play(lines) {
      const parsed = parseLog(dedent(lines));
      if (!parsed.ok) throw new Error(`line ${parsed.line} (${parsed.text.trim()}): ${parsed.message}`);
      for (const e of parsed.entries) {
        if (e.parsed.kind !== "move") throw new Error(`line ${e.line}: only moves can be played in a scenario`);
        const r = applyInPlace(catalog, s.state, e.parsed.move);
        if (!r.ok) throw new Error(`line ${e.line} (${e.text.trim()}): ${r.message} [${r.code}]`);
      }
      return s;
    },
    attempt(line) {
      const parsed = parseLog(line);
      if (!parsed.ok) return { ok: false, code: "move/unparsable", message: parsed.message };
      for (const e of parsed.entries) {
        if (e.parsed.kind !== "move") continue;
        const r = applyInPlace(catalog, s.state, e.parsed.move);
        if (!r.ok) return r;
      }
      return undefined;
    },
    player(faction) {
      const p = s.state.players.find((q) => q.faction === faction);
      if (!p) throw new Error(`${faction} is not in the scenario`);
      return p;
    },
  };
  return s;
}

function dedent(text: string): string {
  return text
    .split("\n")
    .map((l) => l.trim())
    .join("\n");
}

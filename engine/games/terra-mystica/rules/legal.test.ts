/**
 * Legal moves along a real game: every move listed is accepted, and the moves the players really
 * made (in the forms the list uses) are listed.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validatePackSource } from "../testing/node/load-pack";
import { compileCatalog } from "../catalog";
import { formatMove } from "../notation/format";
import { parseLog } from "../notation/parse";
import { setupFromEntries } from "../notation/replay";
import { apply, applyInPlace } from "./apply";
import { legalMoves } from "./legal";
import type { Move } from "./moves";
import { createGame } from "./setup";

const GAMES = path.join(import.meta.dirname, "../../../../../shared/games");
const LOGS: [string, string][] = [
  ["tmai-game-a", "base"],
  ["snellman-testgame2", "base"],
  ["league/league-s60g4", "promo"],
  ["league/league-s64g5", "promo"],
];
const haveLogs = fs.existsSync(GAMES);

/** A move in a form where equal moves compare equal (a bridge either way round). */
function key(m: Move): string {
  return m.type === "bridge" ? formatMove({ ...m, a: [m.a, m.b].sort()[0]!, b: [m.a, m.b].sort()[1]! }) : formatMove(m);
}

/** Moves whose logged form is the form legalMoves lists. */
function listable(m: Move): boolean {
  if ((m.type === "leech" || m.type === "decline") && !m.from) return false;
  if (m.type === "town" && (m.count ?? 1) > 1) return false;
  return ["build", "upgrade", "action", "send", "advance", "favor", "town", "leech", "decline", "bridge", "pass"].includes(m.type) || (m.type === "dig" && m.spades <= 3);
}

describe.skipIf(!haveLogs)("legal moves", () => {
  it.each(LOGS)("lists only moves that apply, and the moves really played, all through %s", (name, pack) => {
    const v = validatePackSource(path.join(import.meta.dirname, "../../../../content", pack));
    if (!v.ok) throw new Error(`content/${pack} is invalid`);
    const catalog = compileCatalog(v.resolved);
    const parsed = parseLog(fs.readFileSync(path.join(GAMES, `${name}.log`), "utf8"));
    if (!parsed.ok) throw new Error(parsed.message);
    const found = setupFromEntries(parsed.entries, catalog);
    if ("ok" in found) throw new Error(found.message);
    const created = createGame(catalog, found.setup);
    if (!created.ok) throw new Error(created.message);
    const state = created.state;
    const moves = parsed.entries.slice(found.firstMove).flatMap((e) => (e.parsed.kind === "move" ? [{ line: e.line, move: e.parsed.move }] : []));
    const missing: string[] = [];
    const refused: string[] = [];
    moves.forEach(({ line, move }, i) => {
      if ("faction" in move && listable(move)) {
        const listed = legalMoves(catalog, state, move.faction).map(key);
        if (!listed.includes(key(move))) missing.push(`line ${line}: ${formatMove(move)}`);
      }
      if (i % 7 === 0)
        for (const p of state.players)
          for (const m of legalMoves(catalog, state, p.faction)) {
            const r = apply(catalog, state, m);
            if (!r.ok) refused.push(`line ${line}: ${formatMove(m)}: ${r.message}`);
          }
      const r = applyInPlace(catalog, state, move);
      if (!r.ok) throw new Error(`line ${line}: ${r.message}`);
    });
    expect(refused).toEqual([]);
    expect(missing).toEqual([]);
  });
});

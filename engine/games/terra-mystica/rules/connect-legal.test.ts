import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pack } from "./scenarios/helpers";

import { parseLog } from "../notation/parse";
import { setupFromEntries } from "../notation/replay";
import { apply, applyInPlace } from "./apply";
import { legalMoves } from "./legal";
import { createGame } from "./setup";
import { summarize } from "./summary";

const LOG = path.join(import.meta.dirname, "../../../../../shared/games/snellman-testgame2.log");
const catalog = pack("base");

describe.skipIf(!fs.existsSync(LOG))(`Mermaids' river towns in legal moves${fs.existsSync(LOG) ? "" : " (skipped: ../shared is absent)"}`, () => {
  it("lists a connect that founds the same town as each connect the Mermaids played in a real game", () => {
    const parsed = parseLog(fs.readFileSync(LOG, "utf8"));
    if (!parsed.ok) throw new Error(parsed.message);
    const found = setupFromEntries(parsed.entries, catalog);
    if ("ok" in found) throw new Error(found.message);
    const created = createGame(catalog, found.setup);
    if (!created.ok) throw new Error(created.message);
    const state = created.state;
    let connects = 0;
    for (const e of parsed.entries) {
      if (e.parsed.kind !== "move") continue;
      const move = e.parsed.move;
      if (move.type === "connect") {
        connects++;
        const played = apply(catalog, state, move);
        if (!played.ok) throw new Error(played.message);
        const listed = legalMoves(catalog, state, move.faction).filter((m) => m.type === "connect");
        expect(listed.length, `line ${e.line}`).toBeGreaterThan(0);
        const same = listed.some((m) => {
          const r = apply(catalog, state, m);
          return r.ok && JSON.stringify(r.state.board.town) === JSON.stringify(played.state.board.town);
        });
        expect(same, `line ${e.line}: ${e.text}`).toBe(true);
      }
      const r = applyInPlace(catalog, state, move);
      if (!r.ok) throw new Error(`line ${e.line}: ${r.message}`);
    }
    expect(connects).toBeGreaterThan(0);
    expect(summarize(state).finished).toBe(true);
  });
});

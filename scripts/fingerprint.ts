/**
 * A fingerprint of what the Terra Mystica engine does, to check that a change meant to be invisible
 * (a speed-up) changes no game: 60 seeded self-play games (2–5 players; base, promo with the league's
 * options, base with `strict-leech`) — every move chosen, the full listing and each kind's listing of
 * every player who may move at every seventh position, the setup and the final state — and the
 * replay of every real log of ../shared/games (final state or refusal). Prints one hash per game and
 * log, and the total; run it at two heads (two worktrees) and compare.
 *
 *   npx tsx scripts/fingerprint.ts
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { factionsForSeed, playSelfPlay, seatsToMove } from "../engine/games/terra-mystica/bots";
import { compileCatalog, type Catalog } from "../engine/games/terra-mystica/catalog";
import { formatMove } from "../engine/games/terra-mystica/notation/format";
import { replay } from "../engine/games/terra-mystica/notation/replay";
import { legalMoves, withKinds } from "../engine/games/terra-mystica/rules/legal";
import { cloneState } from "../engine/games/terra-mystica/rules/state";
import { validatePackSource } from "./cli/pack-dir";

const ROOT = path.join(import.meta.dirname, "..");
const GAMES = path.join(ROOT, "..", "shared", "games");
const LEAGUE = [
  "errata-cultist-power",
  "maintain-player-order",
  "mini-expansion-1",
  "shipping-bonus",
  "strict-chaosmagician-sh",
  "strict-darkling-sh",
  "strict-leech",
  "temple-scoring-tile",
  "variable-turn-order",
];

function catalogOf(pack: string): Catalog {
  const v = validatePackSource(path.join(ROOT, "content", pack));
  if (!v.ok) throw new Error(`content/${pack} is invalid`);
  return compileCatalog(v.resolved);
}

const base = catalogOf("base");
const promo = catalogOf("promo");
const total = createHash("sha256");
const lines: string[] = [];

for (let g = 0; g < 60; g++) {
  const h = createHash("sha256");
  const seed = 1000 + g * 7;
  const players = 2 + (g % 4);
  const catalog = g % 3 === 1 ? promo : base;
  const options = g % 3 === 1 ? LEAGUE : g % 3 === 2 ? ["strict-leech"] : [];
  const game = playSelfPlay(catalog, { factions: factionsForSeed(catalog, players, seed, options), options }, seed, {
    onMove: (state, move, i) => {
      h.update(`${formatMove(move)}\n`);
      if (i % 7 !== 0) return;
      const copy = cloneState(state);
      for (const seat of seatsToMove(copy)) {
        const f = copy.players[seat]!.faction;
        h.update(`L ${f} ${legalMoves(catalog, copy, f).map(formatMove).join(",")}\n`);
        withKinds(catalog, copy, f, (l) => {
          for (let k = 0; k < l.kinds.length; k++) h.update(`K ${l.kinds[k]}:${l.listAt(k).map(formatMove).join(",")}\n`);
        });
      }
    },
  });
  h.update(JSON.stringify({ ok: game.ok, setup: game.setup, state: game.state }));
  const digest = h.digest("hex");
  lines.push(`game ${g} (seed ${seed}, ${players} players, ${options.length ? options.join("+") : "base"}): ${game.moves.length} moves ${digest.slice(0, 16)}`);
  total.update(digest);
}

const logs = fs.existsSync(GAMES)
  ? [
      ...fs.readdirSync(GAMES).filter((f) => f.endsWith(".log")).map((f) => ({ file: path.join(GAMES, f), catalog: base })),
      ...(fs.existsSync(path.join(GAMES, "league")) ? fs.readdirSync(path.join(GAMES, "league")) : [])
        .filter((f) => f.endsWith(".log"))
        .map((f) => ({ file: path.join(GAMES, "league", f), catalog: promo })),
    ]
  : [];
for (const { file, catalog } of logs) {
  const r = replay(fs.readFileSync(file, "utf8"), catalog);
  const digest = createHash("sha256").update(JSON.stringify(r)).digest("hex");
  lines.push(`log ${path.relative(GAMES, file)}: ${r.ok ? "replays" : "refused"} ${digest.slice(0, 16)}`);
  total.update(digest);
}

console.log(lines.join("\n"));
console.log(`total ${total.digest("hex")} (60 games, ${logs.length} logs)`);

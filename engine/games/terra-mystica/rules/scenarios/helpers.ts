/**
 * Shared pieces of the scenario tests: the content packs, a check that a refused move changes
 * nothing, and playing through rounds by passing. Everything is played in game notation.
 */
import { expect } from "vitest";
import { validatePackSource } from "../../testing/node/load-pack";
import { compileCatalog, rulesFor, type Catalog } from "../../catalog";
import { scenario, type Scenario } from "../../testing/scenario";

const catalogs = new Map<string, Catalog>();

/** A content pack of `content/`, compiled once. */
export function pack(id: "base" | "promo" | "fire-and-ice" | "merchants"): Catalog {
  const cached = catalogs.get(id);
  if (cached) return cached;
  const v = validatePackSource(`${import.meta.dirname}/../../../../../content/${id}`);
  if (!v.ok) throw new Error(`content/${id} is invalid`);
  const catalog = compileCatalog(v.resolved);
  catalogs.set(id, catalog);
  return catalog;
}

/** Start a scenario from a log (setup lines and moves) on the base pack, or on another pack. */
export function game(log: string, id: "base" | "promo" | "fire-and-ice" | "merchants" = "base"): Scenario {
  return scenario(pack(id), log);
}

/** The terrain of a hex now (by its id, e.g. E7). */
export function terrainAt(s: Scenario, id: string) {
  return s.state.board.terrain[s.catalog.boards[s.state.map]!.ids.indexOf(id)];
}

/** The line is refused with this code, and the game is exactly as it was before. */
export function expectRefused(s: Scenario, line: string, code: string): void {
  const before = structuredClone(s.state);
  const r = s.attempt(line);
  expect(r).toMatchObject({ ok: false, code });
  expect(s.state).toEqual(before);
}

/**
 * Play on by passing until round `round` has started (or, with "end", until the game is over):
 * open power offers are declined, and whoever's turn it is passes with the first bonus card
 * left (none in the last round).
 */
export function passUntil(s: Scenario, round: number | "end"): Scenario {
  const done = () => s.state.finished || (round !== "end" && s.state.round >= round);
  for (let guard = 0; !done(); guard++) {
    if (guard > 100) throw new Error("passUntil: the game does not move on");
    const offered = new Set(s.state.leechOffers.map((o) => o.seat));
    for (const seat of offered) s.play(`${s.state.players[seat]!.faction}: decline`);
    if (done()) break;
    const seat = s.state.active;
    if (seat < 0) throw new Error(`passUntil: nobody is to move in round ${s.state.round} (${s.state.phase})`);
    const last = s.state.round >= rulesFor(s.catalog, s.state.options).rounds;
    const bonus = last ? "" : Object.keys(s.state.pool.bonus).find((id) => s.state.pool.bonus[id]! > 0);
    s.play(`${s.state.players[seat]!.faction}: pass ${bonus ?? ""}`);
  }
  return s;
}


/**
 * Build a sanctuary on the faction's dwelling on `hex` (trading house, temple, sanctuary; the
 * game needs the loose-adjust-resource option), taking favor tiles from `favors` as owed, then
 * pass into the next round. `afterFirst` is played after the first upgrade (other players
 * passing, so that the faction acts alone). Returns what the sanctuary itself cost, how many
 * favor tiles it gave, and the priests collected in the next income phase.
 */
export function sanctuary(s: Scenario, faction: string, hex: string, afterFirst = "", favors = ["FAV9", "FAV10", "FAV11", "FAV12"]) {
  const take = () => {
    while (s.player(faction).pending.favors > 0) s.play(`${faction}: +${favors.shift()}`);
  };
  s.play(`${faction}: +40c. +20w`);
  s.play(`${faction}: upgrade ${hex} to TP`);
  if (afterFirst) s.play(afterFirst);
  s.play(`${faction}: upgrade ${hex} to TE`);
  take();
  const before = { coins: s.player(faction).coins, workers: s.player(faction).workers };
  s.play(`${faction}: upgrade ${hex} to SA`);
  const p = s.player(faction);
  const cost = { coins: before.coins - p.coins, workers: before.workers - p.workers, favors: p.pending.favors };
  take();
  const priests = p.priests;
  const round = s.state.round;
  const card = ["BON1", "BON2", "BON3", "BON4", "BON5", "BON6", "BON7", "BON9"].find((id) => s.state.pool.bonus[id]! > 0);
  s.play(`${faction}: pass ${card}`);
  for (const seat of new Set(s.state.leechOffers.map((o) => o.seat))) s.play(`${s.state.players[seat]!.faction}: decline`);
  if (s.state.round !== round + 1) throw new Error(`sanctuary: round ${round + 1} did not start`);
  return { ...cost, priests: s.player(faction).priests - priests };
}

/**
 * Advance the faction one step on the shipping track, then one on the digging track (the game
 * needs the loose-adjust-resource option; `afterFirst` is played after the first step). Returns
 * what each step cost and scored.
 */
export function advanceTracks(s: Scenario, faction: string, afterFirst = "") {
  const p = s.player(faction);
  const step = (track: "ship" | "dig") => {
    const before = { coins: p.coins, workers: p.workers, priests: p.priests, vp: p.vp };
    s.play(`${faction}: advance ${track}`);
    return { coins: before.coins - p.coins, workers: before.workers - p.workers, priests: before.priests - p.priests, vp: p.vp - before.vp };
  };
  s.play(`${faction}: +20c. +10w. +2p`);
  const ship = step("ship");
  if (afterFirst) s.play(afterFirst);
  const dig = step("dig");
  return { ship, dig, levels: [p.shipping, p.digging] };
}

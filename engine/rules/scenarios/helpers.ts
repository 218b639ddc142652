/**
 * Shared pieces of the scenario tests: the content packs, a check that a refused move changes
 * nothing, and playing through rounds by passing. Everything is played in game notation.
 */
import { expect } from "vitest";
import { validatePackSource } from "../../../scripts/cli/pack-dir";
import { compileCatalog, rulesFor, type Catalog } from "../../catalog";
import { scenario, type Scenario } from "../../testing/scenario";

const catalogs = new Map<string, Catalog>();

/** A content pack of `content/`, compiled once. */
export function pack(id: "base" | "promo"): Catalog {
  const cached = catalogs.get(id);
  if (cached) return cached;
  const v = validatePackSource(`${import.meta.dirname}/../../../content/${id}`);
  if (!v.ok) throw new Error(`content/${id} is invalid`);
  const catalog = compileCatalog(v.resolved);
  catalogs.set(id, catalog);
  return catalog;
}

/** Start a scenario from a log (setup lines and moves) on the base pack, or on another pack. */
export function game(log: string, id: "base" | "promo" = "base"): Scenario {
  return scenario(pack(id), log);
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

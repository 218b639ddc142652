/**
 * What must hold after every move of any game: citizen dice per colour and Orator dice conserved,
 * no more Freemen than bases, seats only on built 2×2 blocks, resources never negative, towers and
 * floors conserved, every building tile somewhere, every marker once on each track. Returns the
 * broken ones (empty when all hold).
 */
import type { Catalog } from "../catalog";
import { blockCells } from "../rules/city";
import { COLOURS, TEMPLES } from "../schema/common";
import type { GameState } from "../rules/state";

export function brokenInvariants(catalog: Catalog, state: GameState): string[] {
  const pack = catalog.pack;
  const out: string[] = [];
  const n = state.players.length;
  const table = pack.setup.byPlayers[String(n)]!;
  for (const c of COLOURS) {
    let dice = state.citizenReserve[c] + state.recruitment.filter((d) => d?.colour === c).length + state.draftPool.filter((d) => d.colour === c).length;
    for (const p of state.players) dice += p.freemen.filter((f) => f.colour === c).length + Object.values(p.seats).filter((d) => d.colour === c).length + p.advisors.filter((a) => a === c).length;
    if (dice !== table.citizenDicePerColour) out.push(`${c} citizen dice: ${dice}, not ${table.citizenDicePerColour}`);
    const icons = state.districtCards.reduce((s, d) => s + pack.districtCards[d.id]!.towers.filter((t) => t === c).length, 0);
    const floors = state.floorReserve[c] + state.players.reduce((s, p) => s + p.towers[c] - pack.setup.playerFloorsPerColour, 0);
    const expected = pack.setup.floorReserve.perColour + icons * pack.setup.floorReserve.perTowerIcon;
    if (floors !== expected) out.push(`${c} floors: ${floors}, not ${expected}`);
    if (state.floorReserve[c] < 0) out.push(`${c} floor reserve negative`);
    let tiles = state.piles[c].length + state.market.filter((id) => id && pack.buildings[id]!.colour === c).length;
    for (const p of state.players) {
      tiles += p.reserved.filter((id) => pack.buildings[id]!.colour === c).length;
      for (const t of Object.values(p.city)) if ((t.kind === "building" || t.kind === "farm") && pack.buildings[t.building]!.colour === c) tiles++;
    }
    if (tiles !== pack.components.buildingTilesPerColour) out.push(`${c} building tiles: ${tiles}, not ${pack.components.buildingTilesPerColour}`);
  }
  const orators = state.oratorPool.length + state.usedOrators.length + state.players.reduce((s, p) => s + p.orators.length, 0);
  if (orators !== table.oratorDice) out.push(`Orators: ${orators}, not ${table.oratorDice}`);
  state.players.forEach((p, seat) => {
    for (const r of ["stone", "food", "wisdom", "gold", "vp", "superiority"] as const) if (p[r] < 0) out.push(`${p.id} ${r} negative (${p[r]})`);
    if (p.freemen.length > p.bases) out.push(`${p.id} has ${p.freemen.length} Freemen on ${p.bases} bases`);
    for (const f of p.freemen) if (f.value < 1 || f.value > 6) out.push(`${p.id} Freeman value ${f.value}`);
    for (const [key, d] of Object.entries(p.seats)) {
      if (!blockCells(key).every((k) => p.city[k])) out.push(`${p.id} seat ${key} is not on a built block`);
      if (d.value < 1 || d.value > 6) out.push(`${p.id} seat die value ${d.value}`);
    }
    const military = state.military.flat().filter((m) => m === seat).length;
    if (military !== 1) out.push(`${p.id} is ${military} times on the military track`);
    for (const t of TEMPLES) {
      const k = state.temples[t].flat().filter((m) => m === seat).length;
      if (k !== 1) out.push(`${p.id} is ${k} times on the ${t} temple`);
    }
    const advisorColours = p.advisors.filter((a) => a !== null);
    if (new Set(advisorColours).size !== advisorColours.length) out.push(`${p.id} has two Advisors of a colour on the row`);
  });
  for (const d of state.recruitment) if (d && (d.value < 1 || d.value > 5)) out.push(`recruitment die value ${d.value}`);
  for (const m of state.meetingPlaces) if (m.value < 1 || m.value > 6) out.push(`mothership value ${m.value}`);
  return out;
}

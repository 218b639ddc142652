/**
 * Invariants of a game state that no sequence of legal moves may break: resources never negative,
 * structures within the faction's supply and matching the board, priests within the supply, cult
 * positions on the track with at most the allowed players on the top space, bridges within the
 * supply, tiles neither lost nor duplicated, and power tokens conserved (only burning power, the
 * leftover power burnt at the end of the game and effects that add tokens change their number).
 * For property tests and self-play; pure.
 */
import { rulesFor, shipyardBoard, tileInPlay, type Catalog } from "../catalog";
import type { Move } from "../rules/moves";
import type { GameState, PlayerState } from "../rules/state";
import { BUILDINGS, CULTS } from "../schema/common";

/**
 * Merchants of the Seas pieces: present exactly in games with the expansion; ships and trade
 * markers within the supply, ships on the board's river cells (or landed on another faction's
 * structure), one marker per building, each under a structure; the dock under one of the player's
 * structures; and, once the setup is over, a dock for every player with a dwelling it may go under
 * (riverside, or any for the factions with merchants); at most one shipyard ("SY" on the board),
 * on the hex the player's pieces name, riverside when the player's shipyard board says so; ships
 * still to be placed (`placing`) on river cells where the player has a ship. The Fakirs' and
 * Dwarves' merchants stand on land hexes only (never ending on a river cell), and their range
 * marker is on a space of their range tile (the others' stays at 0).
 */
function merchantsProblems(catalog: Catalog, state: GameState, seat: number): string[] {
  const p = state.players[seat]!;
  const m = catalog.merchants;
  const pieces = p.merchants;
  if (!m) return pieces ? ["Merchants of the Seas pieces in a game without the expansion"] : [];
  if (!pieces) return ["no Merchants of the Seas pieces"];
  const out: string[] = [];
  const onBoard = pieces.ships.length + pieces.landed.length;
  if (onBoard > m.pieces.ships) out.push(`${onBoard} ships on the board (at most ${m.pieces.ships})`);
  if (pieces.traded.length + pieces.landed.length > m.pieces.tradeMarkers)
    out.push(`${pieces.traded.length} trade markers placed and ${pieces.landed.length} ships landed (at most ${m.pieces.tradeMarkers} markers)`);
  if (new Set(pieces.traded).size !== pieces.traded.length) out.push(`two trade markers under one building: ${pieces.traded.join(",")}`);
  const { board } = state;
  const land = catalog.boards[state.map]?.landCount ?? 0;
  const rangeTile = m.factionRules[p.faction]?.rangeTile;
  const merchants = m.factionRules[p.faction]?.usesMerchants === true;
  // Merchants (Fakirs, Dwarves) stand on land hexes only; ships on river cells outside a trade.
  const cells = catalog.boards[state.map]?.cellCount ?? 0;
  if (merchants) for (const c of pieces.ships) if (c >= land) out.push(`a merchant on river cell ${c}`);
  if (merchants) for (const c of pieces.ships) if (!(c >= 0)) out.push(`a merchant on cell ${c}, which is no land hex of the board`);
  if (!merchants) for (const c of pieces.ships) if (c >= 0 && c < land) out.push(`a ship on land hex ${c} outside a trade`);
  if (!merchants) for (const c of pieces.ships) if (!(c >= land && c < cells)) out.push(`a ship on cell ${c}, which is no river cell of the board`);
  for (const h of pieces.traded) if (!board.building[h]) out.push(`a trade marker under hex ${h}, which holds no structure`);
  const spaces = rangeTile === undefined ? 0 : (m.rangeTiles[rangeTile]?.spaces.length ?? 0);
  if (!Number.isInteger(pieces.rangeAdvances) || pieces.rangeAdvances < 0 || pieces.rangeAdvances > Math.max(0, spaces - 1))
    out.push(`range marker ${pieces.rangeAdvances} spaces from the start (${spaces ? `the tile has ${spaces} spaces` : "no range tile"})`);
  if (new Set(pieces.landed).size !== pieces.landed.length) out.push(`two ships on one structure: ${pieces.landed.join(",")}`);
  for (const h of pieces.landed) {
    if (h >= land || board.owner[h]! < 0 || board.owner[h] === seat) out.push(`a ship on hex ${h}, which holds no other faction's structure`);
    if (pieces.traded.includes(h)) out.push(`a ship on hex ${h}, which already holds its trade marker`);
  }
  if (pieces.landed.length > 0 && state.active !== seat && state.phase === "actions") out.push(`ships on structures (${pieces.landed.join(",")}) after its turn`);
  const yards: number[] = [];
  for (let h = 0; h < land; h++) if (board.building[h] === "SY" && board.owner[h] === seat) yards.push(h);
  if (yards.length > 1) out.push(`${yards.length} shipyards (${yards.join(",")}): one per player`);
  if ((pieces.shipyard === undefined ? [] : [pieces.shipyard]).join() !== yards.join()) out.push(`shipyard ${pieces.shipyard ?? "none"} in its pieces, the board has ${yards.join(",") || "none"}`);
  const grid0 = catalog.boards[state.map];
  const yard = shipyardBoard(catalog, p.faction);
  if (pieces.shipyard !== undefined && grid0 && yard?.riverside && !grid0.adjacent[pieces.shipyard]!.some((c) => c >= grid0.landCount))
    out.push(`shipyard on hex ${pieces.shipyard}, which is not riverside`);
  for (const s of pieces.placing ?? [])
    if ((merchants ? s.cell >= land : s.cell < land) || !pieces.ships.includes(s.cell)) out.push(`a ship to place on cell ${s.cell}, where it has no ship on the river (merchant: on land)`);
  if (merchants && pieces.moving) for (const c of pieces.moving) if (!pieces.ships.includes(c)) out.push(`a merchant moved to ${c} in this action, which holds none`);
  if (pieces.dock !== undefined && board.owner[pieces.dock] !== seat) out.push(`dock on hex ${pieces.dock}, which holds none of its structures`);
  const grid = catalog.boards[state.map];
  if (pieces.dock === undefined && grid && !state.phase.startsWith("setup")) {
    const merchants = m.factionRules[p.faction]?.usesMerchants === true;
    const riverside = (h: number) => grid.adjacent[h]!.some((c) => c >= grid.landCount);
    for (let h = 0; h < grid.landCount; h++)
      if (board.owner[h] === seat && board.building[h] === "D" && (merchants || !m.docks.riverside || riverside(h))) {
        out.push(`no dock, though its dwelling on hex ${h} could hold it`);
        break;
      }
  }
  return out;
}

/** Power tokens of a player (all three bowls). */
export function powerTokens(p: PlayerState): number {
  return p.power[0] + p.power[1] + p.power[2];
}

/**
 * Whether `lost` tokens are what the player's move removed from the game: a volcano built or
 * transformed (Dragonlords), an action space paid in tokens (Shapeshifters).
 */
function paidVolcano(catalog: Catalog, p: PlayerState, move: Move, lost: number): boolean {
  if (move.type === "action" && move.faction === p.faction) return lost === (catalog.actionSpaces[move.id.toUpperCase()]?.action.cost?.powerTokens ?? 0);
  const v = catalog.factions[p.faction]!.traits.volcano;
  if (!v || v.payWith !== "power-tokens" || !("faction" in move) || move.faction !== p.faction || (move.type !== "build" && move.type !== "transform")) return false;
  return lost === v.cost || lost === v.costOnOpponentHome;
}

/** Whether some content of the catalog adds power tokens (then their number may grow). */
function addsTokens(catalog: Catalog): boolean {
  const effects = [
    ...Object.values(catalog.townTiles).map((t) => t.gain),
    ...Object.values(catalog.favorTiles).map((t) => t.gain),
    ...catalog.actionSpaceList.map((a) => a.action.effect),
    ...Object.values(catalog.factions).flatMap((f) => BUILDINGS.map((b) => f.buildings[b].onBuild)),
    ...Object.values(catalog.factions).map((f) => f.traits.spadeSubstitute),
    // A new token for a leech (Shapeshifters).
    ...Object.values(catalog.factions).map((f) => (f.traits.leechToken ? { powerTokens: 1 } : undefined)),
  ];
  return JSON.stringify(effects).includes('"powerTokens');
}
const tokenSources = new WeakMap<Catalog, boolean>();

/** What `checkInvariants` needs to know of the state before a move to check power tokens. */
export interface TokensBefore {
  tokens: readonly number[];
  finished: boolean;
  move: Move;
}

/**
 * The problems of a state, as sentences (none when every invariant holds). With `before` (the
 * players' power tokens, and whether the game was over, before `move`) the number of power tokens
 * is checked too.
 */
export function checkInvariants(catalog: Catalog, state: GameState, before?: TokensBefore): string[] {
  const problems: string[] = [];
  const rules = rulesFor(catalog, state.options);
  const { board } = state;
  const top = rules.cults.top;
  const bad = (p: PlayerState, what: string) => problems.push(`${p.faction}: ${what}`);

  // The board, structure by structure.
  const counts = state.players.map(() => ({ D: 0, TP: 0, TE: 0, SH: 0, SA: 0, SY: 0 }));
  for (let h = 0; h < board.building.length; h++) {
    const b = board.building[h]!;
    const owner = board.owner[h]!;
    if (!b !== (owner < 0)) problems.push(`hex ${h}: structure "${b}" with owner ${owner}`);
    else if (b) {
      if (!counts[owner]) problems.push(`hex ${h}: owner ${owner} is no seat`);
      else counts[owner][b]++;
    }
    if (board.town[h] && !b) problems.push(`hex ${h}: in town ${board.town[h]} without a structure`);
  }

  state.players.forEach((p, seat) => {
    const f = catalog.factions[p.faction];
    if (!f) return void problems.push(`seat ${seat}: unknown faction ${p.faction}`);
    for (const key of ["coins", "workers", "priests", "keys", "bridgesLeft", "actionsLeft"] as const) if (p[key] < 0) bad(p, `${key} ${p[key]}`);
    if (p.power.some((n) => n < 0)) bad(p, `power bowls ${p.power.join("/")}`);
    for (const [key, n] of Object.entries(p.pending)) if (typeof n === "number" && n < 0) bad(p, `owes ${key} ${n}`);
    if (p.vp < 0) bad(p, `VP ${p.vp}`);
    const sources = Object.values(p.vpSources).reduce((a, b) => a + (b ?? 0), 0);
    if (sources !== p.vp) bad(p, `VP ${p.vp} but ${sources} by source`);

    for (const b of BUILDINGS) {
      if (p.buildings[b] > f.buildings[b].supply) bad(p, `${p.buildings[b]} ${b} (supply ${f.buildings[b].supply})`);
      if (p.buildings[b] !== counts[seat]![b]) bad(p, `counts ${p.buildings[b]} ${b}, the board has ${counts[seat]![b]}`);
    }

    const onSpaces = CULTS.reduce((n, c) => n + state.cultSpaces[c].filter((s) => s === seat).length, 0);
    // The Riverwalkers' supply grows by one with each colour they unlock.
    const supply = f.priestSupply + p.unlocked.length;
    if (p.priests + p.priestsSent > supply) bad(p, `${p.priests} priests + ${p.priestsSent} sent > supply ${supply}`);
    if (onSpaces !== p.priestsSent) bad(p, `${p.priestsSent} priests sent, ${onSpaces} on order spaces`);
    if (p.priestCap !== supply - p.priestsSent) bad(p, `may hold ${p.priestCap} priests with ${p.priestsSent} sent`);
    for (const c of CULTS) if (p.cults[c] < 0 || p.cults[c] > top) bad(p, `${c} at ${p.cults[c]}`);

    const bridges = board.bridges.filter((br) => br.seat === seat);
    if (bridges.length > rules.maxBridges) bad(p, `${bridges.length} bridges (at most ${rules.maxBridges})`);
    if (bridges.length + p.bridgesLeft !== rules.maxBridges) bad(p, `${bridges.length} bridges placed, ${p.bridgesLeft} left`);
    for (const br of bridges) if (board.owner[br.a] !== seat && board.owner[br.b] !== seat) bad(p, `bridge ${br.a}:${br.b} touches none of its structures`);

    if (f.shipping && (p.shipping < f.shipping.start || p.shipping > f.shipping.max)) bad(p, `shipping ${p.shipping}`);
    if (p.digging < 0 || p.digging >= Math.max(1, f.digging.levels.length)) bad(p, `digging level ${p.digging}`);
    if (new Set(p.favors).size !== p.favors.length) bad(p, `favor tiles twice: ${p.favors.join(",")}`);
    merchantsProblems(catalog, state, seat).forEach((what) => bad(p, what));
  });

  for (const c of CULTS) {
    const atTop = state.players.filter((p) => p.cults[c] >= top).length;
    if (atTop > rules.towns.maxKeysPerTrack) problems.push(`${atTop} players on ${c} ${top}`);
  }

  // Tiles are neither lost nor duplicated.
  for (const [id, tile] of Object.entries(catalog.favorTiles)) {
    const held = state.players.filter((p) => p.favors.includes(id)).length;
    if ((state.pool.favor[id] ?? 0) + held !== tile.count) problems.push(`${id}: ${state.pool.favor[id]} left + ${held} held ≠ ${tile.count}`);
  }
  for (const [id, tile] of Object.entries(catalog.townTiles)) {
    if (!tileInPlay(tile, state.options)) continue;
    const held = state.players.reduce((n, p) => n + p.towns.filter((t) => t === id).length, 0);
    if ((state.pool.town[id] ?? 0) + held !== tile.count) problems.push(`${id}: ${state.pool.town[id]} left + ${held} held ≠ ${tile.count}`);
  }
  for (const [id, left] of Object.entries(state.pool.bonus)) {
    const held = state.players.filter((p) => p.bonus === id).length;
    if (left < 0 || left + held !== 1) problems.push(`${id}: ${left} left + ${held} held`);
  }

  // Power tokens: only burning (and the leftover power burnt by the final scoring) removes tokens.
  if (before) {
    let grows = tokenSources.get(catalog);
    if (grows === undefined) tokenSources.set(catalog, (grows = addsTokens(catalog)));
    const finishing = state.finished && !before.finished;
    state.players.forEach((p, seat) => {
      const was = before.tokens[seat]!;
      const now = powerTokens(p);
      const burnt = before.move.type === "burn" && before.move.faction === p.faction ? before.move.amount : 0;
      if (finishing) {
        // Final scoring burns bowl II down to at most one token: what is left must fit.
        if (now > was || p.power[1] > 1 || now < Math.ceil(was / 2)) bad(p, `${was} power tokens before the final scoring, ${now} after`);
      } else if (now !== was - burnt && !(grows && now > was - burnt) && !paidVolcano(catalog, p, before.move, was - now)) bad(p, `${was} power tokens, ${now} after ${before.move.type}`);
    });
  }
  return problems;
}

/**
 * Cross-checks of Merchants of the Seas content: the `merchants` section against the factions,
 * tiles and rules of the (resolved) pack, and expansion fields used by a pack without it. Every
 * problem names the path of the value it is about. Canal geometry is a map check (map/analysis).
 */
import type { ContentIssue } from "../../../core/issues";
import { CULTS, type Cult } from "./common";
import type { Effect, Passive } from "./effects";
import type { ContentPack } from "./pack";

const issue = (path: string, message: string, code: string): ContentIssue => ({ path, message, code });

/** The tile sections and their kinds, as `removedTiles` may name them. */
const TILE_SECTIONS = ["bonusCards", "favorTiles", "scoringTiles", "townTiles", "powerActions"] as const;

/** The expansion's effect fields: a pack that uses them needs the `merchants` section. */
const EFFECT_FIELDS = ["ships", "moveShips", "priestToCult", "keepTradingShip", "resetMoveShips", "shapeshift"] as const;

function effectFieldsUsed(effect: Effect | undefined): string[] {
  if (!effect) return [];
  const own = EFFECT_FIELDS.filter((f) => effect[f] !== undefined);
  const inChoice = (effect.choice ?? []).flatMap((option, i) => EFFECT_FIELDS.filter((f) => option[f] !== undefined).map((f) => `choice.${i}.${f}`));
  return [...own, ...inChoice];
}

/** The paths (relative to a passive holder) of the expansion's fields it uses. */
function passiveFieldsUsed(p: Passive & { gain?: Effect }): string[] {
  const out: string[] = [];
  if (p.shipIncome !== undefined) out.push("shipIncome");
  if (p.perTrade !== undefined) out.push("perTrade");
  if (p.buildVp?.SY !== undefined) out.push("buildVp.SY");
  (p.passVp ?? []).forEach((v, i) => {
    if (v.per === "ships" || v.per === "trade-markers" || v.per === "SY") out.push(`passVp.${i}.per`);
  });
  out.push(...effectFieldsUsed(p.gain).map((f) => `gain.${f}`));
  out.push(...effectFieldsUsed(p.action?.effect).map((f) => `action.effect.${f}`));
  return out;
}

/** Every use of an expansion field outside the `merchants` section, as a path. */
function expansionFieldsUsed(pack: ContentPack): string[] {
  const out: string[] = [];
  for (const section of ["bonusCards", "favorTiles"] as const)
    for (const [id, t] of Object.entries(pack[section])) out.push(...passiveFieldsUsed(t).map((f) => `${section}.${id}.${f}`));
  for (const [id, t] of Object.entries(pack.scoringTiles)) {
    const at = `scoringTiles.${id}`;
    if (t.perTrade) out.push(`${at}.perTrade`);
    if (t.perAdvance) out.push(`${at}.perAdvance`);
    if (t.buildVp?.SY !== undefined) out.push(`${at}.buildVp.SY`);
    out.push(...effectFieldsUsed(t.cultBonus.reward).map((f) => `${at}.cultBonus.reward.${f}`));
  }
  for (const [id, t] of Object.entries(pack.townTiles)) out.push(...effectFieldsUsed(t.gain).map((f) => `townTiles.${id}.gain.${f}`));
  for (const [id, a] of Object.entries(pack.powerActions)) out.push(...effectFieldsUsed(a.effect).map((f) => `powerActions.${id}.effect.${f}`));
  for (const [id, t] of Object.entries(pack.finalScoringTiles)) if (t.metric === "trade-markers") out.push(`finalScoringTiles.${id}.metric`);
  for (const [id, f] of Object.entries(pack.factions))
    f.abilities.forEach((a, i) => {
      if (a.ability === "special-action") out.push(...effectFieldsUsed(a.action.effect).map((x) => `factions.${id}.abilities.${i}.action.effect.${x}`));
    });
  return out;
}

/** The cult a scoring tile's end-of-round bonus is about, if it is a cult track. */
const cultOf = (cult: string): Cult | undefined => (CULTS as readonly string[]).includes(cult) ? (cult as Cult) : undefined;

/** Merchants of the Seas checks of a resolved pack. */
export function checkMerchants(pack: ContentPack): ContentIssue[] {
  const m = pack.merchants;
  if (!m) {
    return expansionFieldsUsed(pack).map((at) =>
      issue(at, "is a Merchants of the Seas field, but the pack has no merchants section (extend content/merchants or add one)", "pack/merchants-field-without-section"),
    );
  }
  const out: ContentIssue[] = [];
  const factions = pack.factions;
  const known = (id: string) => factions[id] !== undefined;

  // Values the engine cannot play yet: refused, rather than accepted and ignored.
  if (m.shipMoves.bridgesBlock)
    out.push(
      issue(
        "merchants.shipMoves.bridgesBlock",
        "true is not played yet: ships pass under bridges in this studio's engine (only false is supported; see content/merchants/DECISIONS.md)",
        "pack/not-played",
      ),
    );
  if (!m.trade.onePerBuilding)
    out.push(
      issue(
        "merchants.trade.onePerBuilding",
        "false is not played yet: a player trades with each building once in a game, upgraded or not (only true is supported; see content/merchants/DECISIONS.md)",
        "pack/not-played",
      ),
    );

  for (const id of Object.keys(m.shipyards.factions))
    if (!known(id)) out.push(issue(`merchants.shipyards.factions.${id}`, `unknown faction "${id}": a shipyard board belongs to a faction of the pack`, "pack/unknown-faction"));

  for (const [id, rules] of Object.entries(m.factionRules)) {
    const at = `merchants.factionRules.${id}`;
    if (!known(id)) {
      out.push(issue(at, `unknown faction "${id}": the rules of §9.9 belong to a faction of the pack`, "pack/unknown-faction"));
      continue;
    }
    if (rules.rangeTile !== undefined && !m.rangeTiles[rules.rangeTile])
      out.push(issue(`${at}.rangeTile`, `unknown range tile "${rules.rangeTile}": define it under merchants.rangeTiles`, "pack/unknown-range-tile"));
    if (rules.usesMerchants && rules.rangeTile === undefined)
      out.push(issue(`${at}.rangeTile`, "a faction that uses merchants needs a range tile: it replaces the shipping track", "pack/merchants-without-range-tile"));
    if (rules.rangeTile !== undefined && !rules.usesMerchants)
      out.push(issue(`${at}.usesMerchants`, "a faction with a range tile uses merchants (set usesMerchants: true) or has no range tile", "pack/range-tile-without-merchants"));
    if (rules.usesMerchants && factions[id]!.shipping)
      out.push(issue(`${at}.usesMerchants`, `${id} has a shipping track; merchants and the range tile replace it (factions without shipping only)`, "pack/merchants-with-shipping"));
    rules.powerActionReuse?.actions.forEach((a, i) => {
      if (!pack.powerActions[a]) out.push(issue(`${at}.powerActionReuse.actions.${i}`, `unknown power action "${a}"`, "pack/unknown-tile"));
    });
  }

  // Range spaces granted on building (the market, the Fakirs' stronghold) go to a range tile, or to the faction's tunnelling / carpet flight.
  const hasRange = (id: string) =>
    m.factionRules[id]?.rangeTile !== undefined || (factions[id]?.abilities ?? []).some((a) => a.ability === "skip-spaces");
  const grants: [string, string, number | undefined][] = [
    ...Object.entries(m.shipyards.factions).map(([id, b]): [string, string, number | undefined] => [id, `merchants.shipyards.factions.${id}.onBuild.range`, b.onBuild?.range]),
    ...Object.entries(m.factionRules).map(([id, r]): [string, string, number | undefined] => [id, `merchants.factionRules.${id}.strongholdOnBuild.range`, r.strongholdOnBuild?.range]),
  ];
  for (const [id, at, range] of grants)
    if (range && known(id) && !hasRange(id))
      out.push(issue(at, `gives range, but ${id} have no range tile (merchants.factionRules.${id}.rangeTile) and no tunnelling or carpet flight: it would do nothing`, "pack/range-without-tile"));
  if (m.shipyards.default.onBuild.range)
    out.push(issue("merchants.shipyards.default.onBuild.range", "gives range to every faction: only factions with a range tile use it; put it on their boards (merchants.shipyards.factions.<faction>.onBuild)", "pack/range-without-tile"));

  for (const [id, tile] of Object.entries(m.rangeTiles))
    tile.spaces.forEach((s, i) => {
      const at = `merchants.rangeTiles.${id}.spaces.${i}`;
      if (s.flight < 2) out.push(issue(`${at}.flight`, "must be at least 2: carpet flight and tunnelling never target an adjacent hex", "pack/range-tile"));
      const prev = tile.spaces[i - 1];
      if (prev && (s.flight < prev.flight || s.merchants < prev.merchants || s.sail < prev.sail))
        out.push(issue(at, `a space to the right may not lower a value of the one before (space ${i - 1}: flight ${prev.flight}, merchants ${prev.merchants}, sail ${prev.sail})`, "pack/range-tile"));
    });

  // Removed tiles name tiles of the parents; new bonus cards are bonus cards still in play.
  const sectionOf = (id: string) => TILE_SECTIONS.find((s) => pack[s][id] !== undefined);
  const removed = new Set<string>();
  m.removedTiles.forEach((id, i) => {
    if (!sectionOf(id)) out.push(issue(`merchants.removedTiles.${i}`, `unknown tile "${id}": no bonus card, favor tile, scoring tile, town tile or power action has this id`, "pack/unknown-tile"));
    if (removed.has(id)) out.push(issue(`merchants.removedTiles.${i}`, `"${id}" is listed twice`, "pack/duplicate-tile"));
    removed.add(id);
  });
  m.newBonusCards.forEach((id, i) => {
    if (!pack.bonusCards[id]) out.push(issue(`merchants.newBonusCards.${i}`, `unknown bonus card "${id}"`, "pack/unknown-tile"));
    else if (removed.has(id)) out.push(issue(`merchants.newBonusCards.${i}`, `"${id}" is also in merchants.removedTiles`, "pack/removed-tile"));
  });
  if (m.newBonusCardsFirst > m.newBonusCards.length)
    out.push(issue("merchants.newBonusCardsFirst", `${m.newBonusCardsFirst} new bonus cards revealed first, but merchants.newBonusCards lists ${m.newBonusCards.length}`, "pack/too-few-tiles"));

  // The scoring tiles left after the removals must allow a draw under both constraints.
  const rules = pack.rules;
  if (rules) {
    const left = Object.entries(pack.scoringTiles).filter(([id, t]) => !removed.has(id) && !t.option);
    const counted = rules.scoringTiles.count - m.scoringDraw.uncountedLastRounds;
    const perCult = new Map<string, number>();
    let otherTiles = 0;
    for (const [, t] of left) {
      const cult = cultOf(t.cultBonus.cult);
      if (cult) perCult.set(cult, (perCult.get(cult) ?? 0) + 1);
      else otherTiles++;
    }
    const drawable = otherTiles + [...perCult.values()].reduce((n, c) => n + Math.min(c, m.scoringDraw.maxSameCultBonus), 0);
    if (left.length < rules.scoringTiles.count)
      out.push(issue("merchants.removedTiles", `leaves ${left.length} scoring tiles without an option; the rules need ${rules.scoringTiles.count}`, "pack/too-few-tiles"));
    else if (drawable < counted)
      out.push(
        issue(
          "merchants.scoringDraw.maxSameCultBonus",
          `with at most ${m.scoringDraw.maxSameCultBonus} tiles per cult, only ${drawable} of the scoring tiles in play can fill the ${counted} counted rounds`,
          "pack/too-few-tiles",
        ),
      );
  }
  return out;
}

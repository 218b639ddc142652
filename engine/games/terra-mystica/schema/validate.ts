/**
 * Validating a content pack: format migration, schema, then cross-reference checks on the pack
 * with its parent merged in. Every problem names the path of the value it is about.
 */
import { z } from "zod";
import { BUILDINGS, TERRAINS } from "./common";
import { ContentPackSchema, PACK_SECTIONS, type ContentPack } from "./pack";
import { bonusCardsInPlay, RulesSchema, type Rules } from "./rules";
import { fromZod, type ContentIssue } from "../../../core/issues";
import { migrate, MIGRATIONS, type MigrationTable } from "./migrations";
import type { Effect } from "./effects";
import { buildGrid } from "../map/grid";
import { checkMap } from "../map/validate";
import { checkMerchants } from "./validate-merchants";

/** A pack whose `rules` are known to be present (after merging with its parent). */
export type ResolvedPack = ContentPack & { rules: Rules };

export type PackValidation =
  | { ok: true; pack: ContentPack; resolved: ResolvedPack; issues: [] }
  | { ok: false; pack?: ContentPack; issues: ContentIssue[] };

export interface ValidateOptions {
  /** Finds the parent of a pack that `extends` another (by id). */
  resolveParent?: (id: string) => ContentPack | undefined;
  migrations?: MigrationTable;
}

const issue = (path: string, message: string, code: string): ContentIssue => ({ path, message, code });

/** Parse, migrate, check and resolve a content pack document. */
export function validatePack(input: unknown, options: ValidateOptions = {}): PackValidation {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, issues: [issue("", "a content pack must be a JSON object", "pack/not-an-object")] };
  const migrated = migrate(input as Record<string, unknown>, options.migrations ?? MIGRATIONS);
  if (!migrated.ok) return { ok: false, issues: [issue("schemaVersion", migrated.message, "pack/schema-version")] };
  const parsed = ContentPackSchema.safeParse(migrated.doc);
  if (!parsed.success) return { ok: false, issues: fromZod(parsed.error) };
  const pack = parsed.data;

  let resolved: ContentPack = pack;
  const ext = pack.manifest.extends;
  if (ext) {
    const parent = options.resolveParent?.(ext.id);
    if (!parent)
      return { ok: false, pack, issues: [issue("manifest.extends.id", `the pack extends "${ext.id}", which is not available`, "pack/unknown-parent")] };
    if (ext.version && parent.manifest.version !== ext.version)
      return {
        ok: false,
        pack,
        issues: [issue("manifest.extends.version", `the pack extends ${ext.id} ${ext.version}, but ${parent.manifest.version} is available`, "pack/parent-version")],
      };
    resolved = mergePacks(parent, pack);
  }
  const issues = checkPack(resolved);
  if (issues.length > 0) return { ok: false, pack, issues };
  return { ok: true, pack, resolved: resolved as ResolvedPack, issues: [] };
}

/** A child pack over its parent: entries of the child add to or replace the parent's; the manifest is the child's. */
export function mergePacks(parent: ContentPack, child: ContentPack): ContentPack {
  const merged: ContentPack = { ...parent, manifest: child.manifest, rules: child.rules ?? parent.rules, merchants: child.merchants ?? parent.merchants };
  if (!merged.merchants) delete merged.merchants;
  for (const section of PACK_SECTIONS) (merged as Record<string, unknown>)[section] = { ...parent[section], ...child[section] };
  return merged;
}

/** Cross-reference and consistency checks of a whole (resolved) pack. */
export function checkPack(pack: ContentPack): ContentIssue[] {
  const out: ContentIssue[] = [];
  const rules = pack.rules;
  if (!rules) {
    out.push(issue("rules", "a pack that does not extend another must define its rules", "pack/no-rules"));
    return out;
  }
  out.push(...checkRulesFit(pack, rules));

  // Maps: each one on its own, then terrains against the factions.
  const mapIds = Object.keys(pack.maps);
  if (mapIds.length === 0) out.push(issue("maps", "the pack has no map", "pack/no-maps"));
  const terrainsByMap = new Map<string, Set<string>>();
  for (const id of mapIds) {
    const map = pack.maps[id]!;
    out.push(...checkMap(map, `maps.${id}`));
    terrainsByMap.set(id, new Set(buildGrid(map).land.map((h) => h.kind)));
  }
  const homes = new Map<string, string[]>();
  for (const [id, f] of Object.entries(pack.factions)) {
    // Only the cycle's terrains must be on a map: ice and volcano are made during the game.
    if (f.homeTerrain !== "chosen" && f.homeTerrain !== "ice" && f.homeTerrain !== "volcano") homes.set(f.homeTerrain, [...(homes.get(f.homeTerrain) ?? []), id]);
  }
  if (mapIds.length > 0 && homes.size > 0) {
    const complete = mapIds.filter((id) => [...homes.keys()].every((t) => terrainsByMap.get(id)!.has(t)));
    if (complete.length === 0) {
      const [firstMap] = mapIds;
      const missing = [...homes.keys()].filter((t) => !terrainsByMap.get(firstMap!)!.has(t));
      out.push(
        issue(
          "maps",
          `no map has every home terrain of the pack's factions (map ${firstMap} lacks ${missing.join(", ")}, home of ${missing.flatMap((t) => homes.get(t)!).join(", ")})`,
          "pack/home-terrain-missing",
        ),
      );
    }
  }

  // Factions.
  for (const [id, f] of Object.entries(pack.factions)) {
    const at = `factions.${id}`;
    const volcanoAt = f.abilities.findIndex((a) => a.ability === "volcano-terraform");
    if (f.homeTerrain === "volcano" && volcanoAt < 0)
      out.push(issue(`${at}.homeTerrain`, 'a faction living on volcano needs the "volcano-terraform" ability: nothing else turns terrain into volcano', "pack/volcano-without-terraform"));
    if (volcanoAt >= 0 && f.homeTerrain !== "volcano")
      out.push(issue(`${at}.abilities.${volcanoAt}`, `"volcano-terraform" makes volcano, the home of a volcano faction; this faction lives on ${f.homeTerrain}`, "pack/volcano-terraform-off-volcano"));
    for (const b of BUILDINGS) {
      const def = f.buildings[b];
      for (const [res, table] of Object.entries(def.income)) {
        if (table && table.length !== def.supply + 1)
          out.push(
            issue(`${at}.buildings.${b}.income.${res}`, `needs ${def.supply + 1} entries (0 to ${def.supply} built), has ${table.length}`, "pack/income-table-length"),
          );
      }
      if (def.onBuild) out.push(...checkEffect(pack, def.onBuild, `${at}.buildings.${b}.onBuild`));
    }
    if (f.shipping) {
      if (f.shipping.start > f.shipping.max)
        out.push(issue(`${at}.shipping.start`, `starts above its maximum (${f.shipping.max})`, "pack/shipping-range"));
      if (f.shipping.vp.length !== f.shipping.max - f.shipping.start)
        out.push(
          issue(`${at}.shipping.vp`, `needs one entry per level above the start (${f.shipping.max - f.shipping.start}), has ${f.shipping.vp.length}`, "pack/shipping-vp"),
        );
    }
    if (f.digging.vp.length !== f.digging.levels.length - 1)
      out.push(issue(`${at}.digging.vp`, `needs one entry per level after the first (${f.digging.levels.length - 1}), has ${f.digging.vp.length}`, "pack/digging-vp"));
    const actionIds = new Map<string, number>();
    f.abilities.forEach((a, i) => {
      const ap = `${at}.abilities.${i}`;
      if (a.ability === "special-action") {
        if (actionIds.has(a.id)) out.push(issue(`${ap}.id`, `action id ${a.id} is used twice (also abilities.${actionIds.get(a.id)})`, "pack/duplicate-action"));
        actionIds.set(a.id, i);
        if (pack.powerActions[a.id] || pack.bonusCards[a.id] || pack.favorTiles[a.id])
          out.push(issue(`${ap}.id`, `action id ${a.id} is already a tile or power action id`, "pack/duplicate-action"));
        const then = a.action.then;
        if (then?.handler === "upgrade" && rules.upgrades[then.to as keyof Rules["upgrades"]] !== then.from)
          out.push(issue(`${ap}.action.then`, `${then.from} cannot be upgraded to ${then.to}`, "pack/bad-upgrade"));
        if (a.action.effect) out.push(...checkEffect(pack, a.action.effect, `${ap}.action.effect`));
      }
      if (a.ability === "skip-spaces" && f.shipping)
        out.push(issue(`${ap}`, "a faction with skip-spaces has no shipping track: remove `shipping`", "pack/skip-with-shipping"));
      if (a.ability === "skip-spaces" && a.range > a.maxRange)
        out.push(issue(`${ap}.range`, `above maxRange (${a.maxRange})`, "pack/skip-range"));
    });
  }

  // Tiles.
  const townCount = Object.values(pack.townTiles).filter((t) => !t.option).reduce((n, t) => n + t.count, 0);
  if (Object.keys(pack.townTiles).length === 0) out.push(issue("townTiles", "the pack has no town tiles", "pack/too-few-tiles"));
  else if (townCount < 1) out.push(issue("townTiles", "no town tile is in play without an option", "pack/too-few-tiles"));

  const optionIds = new Set(Object.keys(pack.variants));
  const checkOption = (section: "bonusCards" | "scoringTiles" | "finalScoringTiles" | "townTiles") => {
    for (const [id, tile] of Object.entries(pack[section]))
      if (tile.option && !optionIds.has(tile.option))
        out.push(issue(`${section}.${id}.option`, `unknown option "${tile.option}": define it under variants`, "pack/unknown-option"));
  };
  checkOption("bonusCards");
  checkOption("scoringTiles");
  checkOption("finalScoringTiles");
  checkOption("townTiles");
  for (const [id, f] of Object.entries(pack.factions))
    if (f.option && !optionIds.has(f.option))
      out.push(issue(`factions.${id}.option`, `unknown option "${f.option}": define it under variants`, "pack/unknown-option"));
  for (const [id, t] of Object.entries(pack.townTiles)) out.push(...checkEffect(pack, t.gain, `townTiles.${id}.gain`));
  for (const [id, t] of Object.entries(pack.favorTiles)) if (t.gain) out.push(...checkEffect(pack, t.gain, `favorTiles.${id}.gain`));
  for (const [id, t] of Object.entries(pack.scoringTiles)) out.push(...checkEffect(pack, t.cultBonus.reward, `scoringTiles.${id}.cultBonus.reward`));
  // Passive fields a holder cannot honour (rules/passives.ts reads every other one for every holder).
  for (const [id, t] of Object.entries(pack.bonusCards))
    if (t.townPowerReduction)
      out.push(
        issue(
          `bonusCards.${id}.townPowerReduction`,
          "a bonus card cannot lower the power towns need: it is returned when its holder passes, but a town founded with it would stay (put it on a favor tile)",
          "pack/unhonoured-field",
        ),
      );

  // Merchants of the Seas: the merchants section against the pack, or its fields used without it.
  out.push(...checkMerchants(pack));

  // Variants: their rule overrides must give valid rules that fit the pack.
  const baseline = new Set(out.map((i) => `${i.path}: ${i.message}`));
  for (const [id, v] of Object.entries(pack.variants)) {
    if (!v.rules) continue;
    const changed = applyRuleOverrides(rules, v.rules);
    if (!changed.ok) {
      out.push(issue(`variants.${id}.rules.${changed.key}`, changed.message, "pack/bad-variant"));
      continue;
    }
    const parsed = RulesSchema.safeParse(changed.rules);
    if (!parsed.success) {
      for (const zi of parsed.error.issues)
        out.push(issue(`variants.${id}.rules`, `makes rules.${zi.path.join(".")} invalid: ${zi.message}`, "pack/bad-variant"));
      continue;
    }
    for (const vi of checkRulesFit(pack, parsed.data, id))
      if (!baseline.has(`${vi.path}: ${vi.message}`)) out.push(issue(`variants.${id}.rules`, `with this variant, ${vi.path}: ${vi.message}`, "pack/bad-variant"));
  }
  return out;
}

/**
 * Checks of rules against the pack they play with: consistent numbers, enough factions and tiles
 * (counting the tiles of `option` when these are a variant's rules), known maps and factions.
 */
function checkRulesFit(pack: ContentPack, rules: Rules, option?: string): ContentIssue[] {
  const out = checkRules(rules, "rules");
  const playable = Object.keys(pack.factions).length;
  if (playable < rules.players.max)
    out.push(issue("factions", `the rules allow ${rules.players.max} players but the pack has ${playable} factions`, "pack/too-few-factions"));
  for (const [id, f] of Object.entries(pack.factions))
    for (const [cult, steps] of Object.entries(f.startingCults))
      if ((steps ?? 0) > rules.cults.top) out.push(issue(`factions.${id}.startingCults.${cult}`, `above the top of the track (${rules.cults.top})`, "pack/cult-range"));

  // Enough tiles of each kind.
  const need = (section: "bonusCards" | "scoringTiles", count: number, what: string) => {
    const have = Object.values(pack[section]).filter((t) => !t.option || t.option === option).length;
    if (have < count) out.push(issue(section, `the rules need ${count} ${what}, the pack has ${have}`, "pack/too-few-tiles"));
  };
  const playerCounts = Array.from({ length: Math.max(0, rules.players.max - rules.players.min + 1) }, (_, i) => rules.players.min + i);
  need("bonusCards", Math.max(0, ...playerCounts.map((n) => bonusCardsInPlay(rules, n))), "bonus cards (for the most players)");
  need("scoringTiles", rules.scoringTiles.count, "scoring tiles");
  const lateRounds = rules.scoringTiles.count - rules.scoringTiles.noSpadeRewardFromRound + 1;
  const spadeless = Object.values(pack.scoringTiles).filter((t) => (!t.option || t.option === option) && !t.cultBonus.reward.spades).length;
  if (lateRounds > 0 && spadeless < lateRounds)
    out.push(
      issue("scoringTiles", `rounds ${rules.scoringTiles.noSpadeRewardFromRound}–${rules.scoringTiles.count} need ${lateRounds} tiles without a spade bonus, the pack has ${spadeless}`, "pack/too-few-tiles"),
    );

  // Starting VP tables refer to real maps and factions.
  for (const f of Object.keys(rules.startingVp.perFaction ?? {}))
    if (!pack.factions[f]) out.push(issue(`rules.startingVp.perFaction.${f}`, `unknown faction "${f}"`, "pack/unknown-faction"));
  for (const [mapId, table] of Object.entries(rules.startingVp.perMap ?? {})) {
    if (!pack.maps[mapId]) out.push(issue(`rules.startingVp.perMap.${mapId}`, `unknown map "${mapId}"`, "pack/unknown-map"));
    for (const f of Object.keys(table))
      if (!pack.factions[f]) out.push(issue(`rules.startingVp.perMap.${mapId}.${f}`, `unknown faction "${f}"`, "pack/unknown-faction"));
  }
  return out;
}

function checkRules(rules: Rules, at: string): ContentIssue[] {
  const out: ContentIssue[] = [];
  if (rules.players.min > rules.players.max)
    out.push(issue(`${at}.players.min`, `more than the maximum (${rules.players.max})`, "pack/players"));
  if (new Set(rules.terraformCycle).size !== TERRAINS.length)
    out.push(issue(`${at}.terraformCycle`, "must list each of the seven terrains once", "pack/terraform-cycle"));
  if (rules.scoringTiles.count !== rules.rounds)
    out.push(issue(`${at}.scoringTiles.count`, `one scoring tile per round: expected ${rules.rounds}`, "pack/scoring-count"));
  for (const [key, cards] of Object.entries(rules.bonusCards.byPlayers ?? {})) {
    const n = Number(key);
    if (n < rules.players.min || n > rules.players.max)
      out.push(issue(`${at}.bonusCards.byPlayers.${key}`, `no game has ${n} players (the rules allow ${rules.players.min}–${rules.players.max})`, "pack/players"));
    else if (cards < n + 1)
      out.push(issue(`${at}.bonusCards.byPlayers.${key}`, `${n} players need at least ${n + 1} bonus cards (one each, and one to take when passing)`, "pack/bonus-card-count"));
  }
  for (const [i, p] of rules.cults.powerAt.entries())
    if (p.space > rules.cults.top) out.push(issue(`${at}.cults.powerAt.${i}.space`, `above the top of the track (${rules.cults.top})`, "pack/cult-range"));
  for (const [i, c] of rules.conversions.entries()) {
    const give = Object.entries(c.give).filter(([, n]) => n);
    const get = Object.entries(c.get).filter(([, n]) => n);
    if (give.length !== 1 || get.length !== 1)
      out.push(issue(`${at}.conversions.${i}`, "a conversion gives an amount of one resource for an amount of one other", "pack/conversion"));
    else if (give[0]![0] === get[0]![0]) out.push(issue(`${at}.conversions.${i}`, "a conversion turns one resource into another", "pack/conversion"));
    else if (give[0]![1]! % get[0]![1]! !== 0)
      out.push(issue(`${at}.conversions.${i}.give`, `must give a whole number of ${give[0]![0]} for each one of ${get[0]![0]} (it gives ${give[0]![1]} for ${get[0]![1]})`, "pack/conversion"));
  }
  return out;
}

function checkEffect(pack: ContentPack, effect: Effect, at: string): ContentIssue[] {
  const out: ContentIssue[] = [];
  if (effect.favorTiles && Object.keys(pack.favorTiles).length === 0)
    out.push(issue(`${at}.favorTiles`, "gives favor tiles but the pack has none", "pack/no-favor-tiles"));
  if (effect.spadesMayBuild && !effect.spades)
    out.push(issue(`${at}.spadesMayBuild`, "needs `spades`", "pack/build-without-spades"));
  return out;
}

/**
 * Apply `{"towns.minPower": 6}`-style overrides to a copy of the rules. A path may name a value the
 * rules leave out (`bonusCards.byPlayers`) or an entry of a table (`startingVp.perMap.base.witches`).
 */
export function applyRuleOverrides(
  rules: Rules,
  overrides: Record<string, unknown>,
): { ok: true; rules: Rules } | { ok: false; key: string; message: string } {
  const copy = structuredClone(rules) as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    const parts = key.split(".");
    const known = knownRulePath(parts);
    if (known < parts.length) return { ok: false, key, message: `rules have no "${parts.slice(0, known + 1).join(".")}"` };
    let node: Record<string, unknown> = copy;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (typeof next === "object" && next !== null ? next : (node[part] = {})) as Record<string, unknown>;
    }
    node[parts[parts.length - 1]!] = value;
  }
  return { ok: true, rules: copy as unknown as Rules };
}

/** How many leading parts of a rule path the rules schema knows (all of them for a valid path). */
function knownRulePath(parts: readonly string[]): number {
  let schema: z.ZodType = RulesSchema;
  for (const [i, part] of parts.entries()) {
    while (schema instanceof z.ZodOptional) schema = schema.unwrap() as z.ZodType;
    if (schema instanceof z.ZodObject && part in schema.shape) schema = schema.shape[part] as z.ZodType;
    else if (schema instanceof z.ZodRecord) schema = schema.valueType as z.ZodType;
    else return i;
  }
  return parts.length;
}

/**
 * Validating an Origins content pack: format migration, schema, then cross-checks of the whole pack
 * (ids referenced exist, counts add up, patterns are 2×2, tables have the right length). Every
 * problem names the path of the value it is about.
 */
import { fromZod, type ContentIssue } from "../../../core/issues";
import { migrate, MIGRATIONS, type MigrationTable } from "../../../core/envelope";
import { ANY_TILE_CODE, COLOURED_COUNTERS, COLOURS, NAMED_COUNTER, TEMPLES, type Amount, type Colour, type Counter } from "./common";
import type { Effect, Step } from "./effects";
import { OriginsPackSchema, type OriginsPack } from "./pack";

export type OriginsPackValidation =
  | { ok: true; pack: OriginsPack; resolved: OriginsPack; issues: [] }
  | { ok: false; pack?: OriginsPack; issues: ContentIssue[] };

export interface ValidateOptions {
  /** Finds the parent of a pack that `extends` another (by id). Origins packs cannot extend one yet. */
  resolveParent?: (id: string) => OriginsPack | undefined;
  migrations?: MigrationTable;
}

const issue = (path: string, message: string, code: string): ContentIssue => ({ path, message, code });

/** Parse, migrate and check an Origins content pack document. */
export function validateOriginsPack(input: unknown, options: ValidateOptions = {}): OriginsPackValidation {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, issues: [issue("", "a content pack must be a JSON object", "pack/not-an-object")] };
  const migrated = migrate(input as Record<string, unknown>, options.migrations ?? MIGRATIONS);
  if (!migrated.ok) return { ok: false, issues: [issue("schemaVersion", migrated.message, "pack/schema-version")] };
  const parsed = OriginsPackSchema.safeParse(migrated.doc);
  if (!parsed.success) return { ok: false, issues: fromZod(parsed.error) };
  const pack = parsed.data;
  if (pack.manifest.extends)
    return {
      ok: false,
      pack,
      issues: [issue("manifest.extends", "an Origins pack cannot extend another pack yet: give it every section", "pack/extends-unsupported")],
    };
  const issues = checkPack(pack);
  if (issues.length > 0) return { ok: false, pack, issues };
  return { ok: true, pack, resolved: pack, issues: [] };
}

/** Cross-checks of a whole pack. */
export function checkPack(pack: OriginsPack): ContentIssue[] {
  return [
    ...checkColours(pack),
    ...checkBuildings(pack),
    ...checkStartingTiles(pack),
    ...checkMeetingPlaces(pack),
    ...checkTracks(pack),
    ...checkCards(pack),
    ...checkSetup(pack),
    ...checkSolo(pack),
    ...checkRules(pack),
    ...checkAllSteps(pack),
  ];
}

function checkColours(pack: OriginsPack): ContentIssue[] {
  const out: ContentIssue[] = [];
  const seen = new Map<string, Colour>();
  for (const colour of COLOURS) {
    const code = pack.colours[colour].code;
    const other = seen.get(code);
    if (other) out.push(issue(`colours.${colour}.code`, `letter ${code} is already ${other}'s: district patterns need one letter per colour`, "pack/colour-code"));
    seen.set(code, colour);
  }
  return out;
}

function checkBuildings(pack: OriginsPack): ContentIssue[] {
  const out: ContentIssue[] = [];
  const perColour = pack.components.buildingTilesPerColour;
  for (const colour of COLOURS) {
    const tiles = Object.values(pack.buildings)
      .filter((b) => b.colour === colour)
      .reduce((n, b) => n + b.copies, 0);
    if (tiles !== perColour)
      out.push(
        issue(
          "buildings",
          `the ${colour} buildings have ${tiles} tiles in all, the box has ${perColour} per colour (components.buildingTilesPerColour)`,
          "pack/building-copies",
        ),
      );
  }
  return out;
}

function checkStartingTiles(pack: OriginsPack): ContentIssue[] {
  const { agora, palace } = pack.startingTiles;
  const distance = Math.abs(agora.position.row - palace.position.row) + Math.abs(agora.position.column - palace.position.column);
  if (distance === 1) return [];
  return [
    issue(
      "startingTiles.palace.position",
      distance === 0 ? "on the Agora's cell: the two starting tiles need a cell each" : "not next to the Agora: a city's tiles share full edges from the start",
      "pack/starting-tiles",
    ),
  ];
}

function checkMeetingPlaces(pack: OriginsPack): ContentIssue[] {
  const out: ContentIssue[] = [];
  const placedAt = new Map<string, string>();
  pack.meetingPlaces.forEach((place, i) => {
    for (const side of ["top", "bottom"] as const) {
      const id = place[side];
      const at = `meetingPlaces.${i}.${side}`;
      if (!pack.mainActions[id]) out.push(issue(at, `unknown main action "${id}": define it under mainActions`, "pack/unknown-main-action"));
      else if (placedAt.has(id)) out.push(issue(at, `main action "${id}" is already printed at ${placedAt.get(id)}`, "pack/main-action-placement"));
      else placedAt.set(id, at);
    }
  });
  for (const id of Object.keys(pack.mainActions))
    if (!placedAt.has(id)) out.push(issue(`mainActions.${id}`, "is on no meeting place: print it on one in meetingPlaces", "pack/main-action-placement"));

  const places = pack.meetingPlaces.length;
  if (places > COLOURS.length)
    out.push(issue("meetingPlaces", `${places} meeting places, but there is one mothership per colour (${COLOURS.length})`, "pack/meeting-place-count"));
  const tiles = Object.keys(pack.bonusTiles).length;
  if (tiles < places) out.push(issue("bonusTiles", `${places} meeting places need a bonus tile each, the pack has ${tiles}`, "pack/bonus-tile-count"));
  const colourOf = new Map<Colour, string>();
  for (const [id, tile] of Object.entries(pack.bonusTiles)) {
    const other = colourOf.get(tile.colour);
    if (other)
      out.push(issue(`bonusTiles.${id}.colour`, `${tile.colour} is already the colour of bonus tile "${other}": each tile carries the mothership of its colour`, "pack/bonus-tile-colour"));
    colourOf.set(tile.colour, id);
  }
  return out;
}

function checkTracks(pack: OriginsPack): ContentIssue[] {
  const out: ContentIssue[] = [];
  const { military, temples, population, advisorRow } = pack;
  const final = military.spaces.length - 1;
  military.thresholds.forEach((t, i) => {
    const at = `military.thresholds.${i}`;
    if (t >= final) out.push(issue(at, `a threshold after space ${t} is not before the final space (${final})`, "pack/military-thresholds"));
    else if (i > 0 && t <= military.thresholds[i - 1]!)
      out.push(issue(at, `thresholds go in increasing order: ${t} comes after ${military.thresholds[i - 1]}`, "pack/military-thresholds"));
  });
  for (const index of [0, final])
    if (military.spaces[index]?.attackBonus)
      out.push(
        issue(`military.spaces.${index}.attackBonus`, `the ${index === 0 ? "start" : "final space"} shows no attack bonus (remove it)`, "pack/military-bonus"),
      );
  if (temples.vp.length !== temples.top + 1)
    out.push(issue("temples.vp", `needs ${temples.top + 1} entries (0 to ${temples.top} steps), has ${temples.vp.length}`, "pack/temple-vp"));
  if (population.startingFree + population.foodCosts.length !== population.bases)
    out.push(
      issue(
        "population.foodCosts",
        `needs one cost per base of the track: ${population.bases} bases − ${population.startingFree} free at the start = ${population.bases - population.startingFree}, has ${population.foodCosts.length}`,
        "pack/population",
      ),
    );
  if (advisorRow.vp.length !== COLOURS.length)
    out.push(issue("advisorRow.vp", `needs one entry per colour (${COLOURS.length}): an Advisor of a new colour takes the next space; has ${advisorRow.vp.length}`, "pack/advisor-row"));
  return out;
}

function checkCards(pack: OriginsPack): ContentIssue[] {
  const out: ContentIssue[] = [];
  const zodiac = Object.keys(pack.zodiacCards).length;
  if (zodiac < TEMPLES.length) out.push(issue("zodiacCards", `each of the ${TEMPLES.length} temples needs a zodiac card, the pack has ${zodiac}`, "pack/zodiac-count"));
  const codes = new Set(COLOURS.map((c) => pack.colours[c].code));
  for (const [id, card] of Object.entries(pack.districtCards)) {
    const at = `districtCards.${id}`;
    if (card.pattern.length !== 2) out.push(issue(`${at}.pattern`, `has ${card.pattern.length} rows: a district is 2×2 (two rows of two squares)`, "pack/district-pattern"));
    card.pattern.forEach((row, r) => {
      if (row.length !== 2) out.push(issue(`${at}.pattern.${r}`, `row "${row}" has ${row.length} squares: a district is 2×2`, "pack/district-pattern"));
      for (const letter of row)
        if (letter !== ANY_TILE_CODE && !codes.has(letter))
          out.push(issue(`${at}.pattern.${r}`, `unknown letter "${letter}": use a colour's code (${[...codes].join(", ")}) or ${ANY_TILE_CODE} for any tile`, "pack/district-pattern"));
    });
    if (card.pattern.length > 0 && card.pattern.every((row) => [...row].every((l) => l === ANY_TILE_CODE)))
      out.push(issue(`${at}.pattern`, "has no coloured square: every district would match it", "pack/district-pattern"));
    if (card.vp.later > card.vp.first)
      out.push(issue(`${at}.vp.later`, `more than the first time (${card.vp.first}): a card scores its higher value first`, "pack/district-vp"));
  }
  return out;
}

function checkSetup(pack: OriginsPack): ContentIssue[] {
  const out: ContentIssue[] = [];
  const { setup, components } = pack;
  const { min, max } = setup.players;
  if (min > max) out.push(issue("setup.players.min", `more than the maximum (${max})`, "pack/players"));
  for (let n = min; n <= max; n++)
    if (!setup.byPlayers[String(n)]) out.push(issue("setup.byPlayers", `no entry for ${n} player${n === 1 ? "" : "s"} (the game allows ${min}–${max})`, "pack/setup-players"));
  const cards = Object.values(pack.districtCards);
  for (const [key, row] of Object.entries(setup.byPlayers)) {
    const n = Number(key);
    const at = `setup.byPlayers.${key}`;
    if (n < min || n > max) {
      out.push(issue(at, `no game has ${n} player${n === 1 ? "" : "s"} (the game allows ${min}–${max})`, "pack/setup-players"));
      continue;
    }
    if (row.citizenDicePerColour > components.citizenDicePerColour)
      out.push(issue(`${at}.citizenDicePerColour`, `more than the box has (${components.citizenDicePerColour} per colour)`, "pack/dice-count"));
    const usedAtSetup = 1 + (n === 1 ? pack.solo.startingFreemen.dicePerColour : setup.startingFreemen.dicePerColour);
    if (row.citizenDicePerColour < usedAtSetup)
      out.push(issue(`${at}.citizenDicePerColour`, `setup rolls ${usedAtSetup} dice of each colour (1 for citizen recruitment, the rest for the starting Freemen)`, "pack/dice-count"));
    if (row.oratorDice > components.orators.dice)
      out.push(issue(`${at}.oratorDice`, `more than the box has (${components.orators.dice})`, "pack/dice-count"));
    if (row.districtCards > cards.length)
      out.push(issue(`${at}.districtCards`, `deals ${row.districtCards} district cards, the pack has ${cards.length}`, "pack/district-count"));
    else
      for (const colour of COLOURS) {
        // The worst deal: the cards with the most towers of this colour.
        const icons = cards
          .map((c) => c.towers.filter((t) => t === colour).length)
          .sort((a, b) => b - a)
          .slice(0, row.districtCards)
          .reduce((s, k) => s + k, 0);
        const needed = setup.floorReserve.perColour + icons * setup.floorReserve.perTowerIcon + n * setup.playerFloorsPerColour;
        if (needed > components.floorsPerColour) {
          out.push(
            issue(
              `${at}.districtCards`,
              `${row.districtCards} dealt cards may show ${icons} ${colour} tower icons: with the players' floors that is ${needed} ${colour} floors, the box has ${components.floorsPerColour}`,
              "pack/floor-supply",
            ),
          );
          break;
        }
      }
  }
  const draftDice = setup.startingFreemen.dicePerColour * COLOURS.length;
  if (max >= 2 && draftDice < 2 * max)
    out.push(issue("setup.startingFreemen.dicePerColour", `${draftDice} dice are rolled for the draft, ${max} players take 2 each`, "pack/starting-dice"));
  if (setup.market.wisdom.length !== COLOURS.length)
    out.push(issue("setup.market.wisdom", `needs one slot per colour (${COLOURS.length}): each pile puts its top tile in the market; has ${setup.market.wisdom.length}`, "pack/slot-count"));
  if (setup.citizenRecruitment.wisdom.length !== COLOURS.length)
    out.push(
      issue("setup.citizenRecruitment.wisdom", `needs one slot per colour (${COLOURS.length}): one die of each colour is rolled into it; has ${setup.citizenRecruitment.wisdom.length}`, "pack/slot-count"),
    );
  return out;
}

function checkSolo(pack: OriginsPack): ContentIssue[] {
  const out: ContentIssue[] = [];
  const { solo } = pack;
  const thresholds = pack.military.thresholds.length;
  if (solo.rounds >= solo.dummyMarker.fromRound && solo.rounds > thresholds)
    out.push(issue("solo.rounds", `the dummy marker moves before threshold ${solo.rounds} in the last round, the military track has ${thresholds}`, "pack/solo"));
  const rolled = solo.startingFreemen.dicePerColour * COLOURS.length - solo.startingFreemen.dropHighest;
  if (solo.startingFreemen.keep > rolled)
    out.push(issue("solo.startingFreemen.keep", `keeps ${solo.startingFreemen.keep} of the ${rolled} dice left after setting the highest aside`, "pack/solo"));
  if (solo.startingFreemen.keep > pack.population.startingFree)
    out.push(issue("solo.startingFreemen.keep", `more than the free bases at the start (${pack.population.startingFree})`, "pack/solo"));
  solo.target.placements.forEach((p, i) => {
    const at = `solo.target.placements.${i}`;
    if (!pack.bonusTiles[p.bonusTile]) out.push(issue(`${at}.bonusTile`, `unknown bonus tile "${p.bonusTile}"`, "pack/unknown-bonus-tile"));
    if (p.meetingPlace > pack.meetingPlaces.length)
      out.push(issue(`${at}.meetingPlace`, `there are ${pack.meetingPlaces.length} meeting places`, "pack/unknown-meeting-place"));
  });
  return out;
}

function checkRules(pack: OriginsPack): ContentIssue[] {
  const out: ContentIssue[] = [];
  pack.rules.endConditions.forEach((c, i) => {
    if (c.condition === "floor-colours-left" && c.atMost >= COLOURS.length)
      out.push(issue(`rules.endConditions.${i}.atMost`, `at most ${c.atMost} of ${COLOURS.length} colours always holds: the game would end after the first round`, "pack/end-condition"));
  });
  return out;
}

/** Every list of steps of the pack, each with its path. */
function checkAllSteps(pack: OriginsPack): ContentIssue[] {
  const out: ContentIssue[] = [];
  const steps = (list: readonly Step[], at: string, climbed = false) => out.push(...checkSteps(pack, list, at, climbed));
  for (const [id, b] of Object.entries(pack.buildings)) steps(b.ability, `buildings.${id}.ability`);
  steps(pack.startingTiles.agora.ability, "startingTiles.agora.ability");
  for (const [id, a] of Object.entries(pack.mainActions)) {
    if (a.cost) out.push(...checkAmount(a.cost, `mainActions.${id}.cost`, "cost"));
    steps(a.effects, `mainActions.${id}.effects`);
  }
  for (const [id, t] of Object.entries(pack.bonusTiles)) {
    if (t.cost) out.push(...checkAmount(t.cost, `bonusTiles.${id}.cost`, "cost"));
    steps(t.effects, `bonusTiles.${id}.effects`);
  }
  pack.military.spaces.forEach((s, i) => s.attackBonus && steps(s.attackBonus, `military.spaces.${i}.attackBonus`));
  for (const [id, card] of Object.entries(pack.zodiacCards)) {
    const power = card.power;
    if (power.power === "trigger") steps(power.steps, `zodiacCards.${id}.power.steps`, power.on.includes("climb-two"));
    if (power.power === "bonus-action-alternative") out.push(...checkEffect(pack, power.instead, `zodiacCards.${id}.power.instead`, false));
  }
  return out;
}

/** A list of steps in order: `climbed` says whether a temple was climbed before it (for "other"). */
function checkSteps(pack: OriginsPack, list: readonly Step[], at: string, climbed: boolean): ContentIssue[] {
  const out: ContentIssue[] = [];
  list.forEach((step, i) => {
    const sp = `${at}.${i}`;
    if (step.effect === "may-pay") {
      out.push(...checkAmount(step.cost, `${sp}.cost`, "cost"));
      out.push(...checkSteps(pack, step.then, `${sp}.then`, climbed));
      return;
    }
    out.push(...checkEffect(pack, step, sp, climbed));
    if (step.effect === "climb") climbed = true;
  });
  return out;
}

function checkEffect(pack: OriginsPack, effect: Effect, at: string, climbed: boolean): ContentIssue[] {
  const out: ContentIssue[] = [];
  switch (effect.effect) {
    case "gain":
      if (!effect.gain && !(effect.per ?? []).length) out.push(issue(at, "gains nothing: give `gain` or `per`", "pack/empty-effect"));
      if (effect.gain) out.push(...checkAmount(effect.gain, `${at}.gain`, "gain"));
      (effect.per ?? []).forEach((term, j) => {
        out.push(...checkCounter(pack, term.count, `${at}.per.${j}.count`));
        out.push(...checkAmount(term.gain, `${at}.per.${j}.gain`, "gain"));
      });
      break;
    case "score-table":
      out.push(...checkCounter(pack, effect.count, `${at}.count`));
      break;
    case "military":
      if (effect.advancePer) out.push(...checkCounter(pack, effect.advancePer, `${at}.advancePer`));
      if (effect.advance === 0 && !effect.advancePer && effect.attack === "none")
        out.push(issue(at, "neither advances nor attacks: give `advance`, `advancePer` or `attack`", "pack/empty-effect"));
      break;
    case "climb":
      if (effect.temple === "other" && !climbed)
        out.push(issue(`${at}.temple`, '"other" means another temple than the one just climbed, and no climb comes before it', "pack/climb-other"));
      break;
    default:
      break;
  }
  return out;
}

function checkCounter(pack: OriginsPack, counter: Counter, at: string): ContentIssue[] {
  const out: ContentIssue[] = [];
  if (counter.colour && !(COLOURED_COUNTERS as readonly string[]).includes(counter.of))
    out.push(issue(`${at}.colour`, `${counter.of} has no colour to narrow (only ${COLOURED_COUNTERS.join(", ")} do)`, "pack/counter"));
  if (counter.of === NAMED_COUNTER) {
    if (!counter.building) out.push(issue(`${at}.building`, `${NAMED_COUNTER} needs the building it counts`, "pack/counter"));
    else if (!pack.buildings[counter.building])
      out.push(issue(`${at}.building`, `unknown building "${counter.building}": define it under buildings`, "pack/unknown-building"));
  } else if (counter.building) out.push(issue(`${at}.building`, `only ${NAMED_COUNTER} names a building`, "pack/counter"));
  return out;
}

function checkAmount(amount: Amount, at: string, kind: "cost" | "gain"): ContentIssue[] {
  const out: ContentIssue[] = [];
  if (kind === "cost" && amount.vp) out.push(issue(`${at}.vp`, "a cost is paid in resources, not VP", "pack/cost-vp"));
  if (amount.choice && new Set(amount.choice.from).size < 2)
    out.push(issue(`${at}.choice.from`, "a choice needs at least two different resources: write a single one as itself", "pack/choice"));
  return out;
}

/**
 * Validating an Origins pack: content/origins is valid, and each cross-check rejects a copy broken
 * in one place with the path of the value and a message that says what is wrong.
 */
import { describe, expect, it } from "vitest";
import { loadOriginsSource } from "../testing/node/load-pack";
import { validateOriginsPack } from "./validate";

function originsDoc(): Record<string, any> {
  const loaded = loadOriginsSource();
  if (!loaded.ok) throw new Error("content/origins does not load");
  return loaded.doc;
}

/** A deep copy of content/origins with one change. */
function edit(change: (doc: Record<string, any>) => void): Record<string, unknown> {
  const doc = structuredClone(originsDoc());
  change(doc);
  return doc;
}

/** The issues of a document, as path, message and code. */
function issuesOf(doc: unknown) {
  const v = validateOriginsPack(doc);
  return v.ok ? [] : v.issues.map(({ path, message, code }) => ({ path, message, code }));
}

const paths = (doc: unknown) => issuesOf(doc).map((i) => i.path);

describe("validating an Origins pack", () => {
  it("accepts content/origins", () => {
    expect(issuesOf(originsDoc())).toEqual([]);
  });

  it("refuses what is not a JSON object, and a format newer than the studio", () => {
    expect(paths([1, 2])).toEqual([""]);
    expect(paths(edit((d) => (d.schemaVersion = 99)))).toEqual(["schemaVersion"]);
  });

  it("refuses a pack for another game", () => {
    expect(paths(edit((d) => (d.manifest.game = "terra-mystica")))).toEqual(["manifest.game"]);
  });

  it("names the path of a value of the wrong type, of an unknown field, and of a missing colour", () => {
    expect(paths(edit((d) => (d.buildings.granary.stone = "1")))).toEqual(["buildings.granary.stone"]);
    expect(issuesOf(edit((d) => (d.buildings.granary.cost = 1)))[0]).toMatchObject({ path: "buildings.granary", code: "unrecognized_keys" });
    expect(paths(edit((d) => delete d.colours.yellow))).toEqual(["colours.yellow"]);
  });

  it("names an effect that is not in the library, and lists the library", () => {
    const [issue] = issuesOf(edit((d) => (d.buildings.granary.ability[0] = { effect: "harvest" })));
    expect(issue?.path).toBe("buildings.granary.ability.0.effect");
    expect(issue?.message).toMatch(/^unknown effect "harvest": the engine's effects library has gain, score-table, military, /);
  });

  it("refuses a pack that extends another (not supported yet)", () => {
    expect(issuesOf(edit((d) => (d.manifest.extends = { id: "origins" })))).toEqual([
      { path: "manifest.extends", message: "an Origins pack cannot extend another pack yet: give it every section", code: "pack/extends-unsupported" },
    ]);
  });
});

describe("cross-checks", () => {
  it("refuses two colours with the same pattern letter (and the patterns then lose the old letter)", () => {
    const [first, ...rest] = issuesOf(edit((d) => (d.colours.purple.code = "R")));
    expect(first).toEqual({ path: "colours.purple.code", message: "letter R is already red's: district patterns need one letter per colour", code: "pack/colour-code" });
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((i) => i.code === "pack/district-pattern" && i.message.startsWith('unknown letter "P"'))).toBe(true);
  });

  it("refuses building copies that do not add up to the tiles of a colour", () => {
    expect(issuesOf(edit((d) => (d.buildings.granary.copies = 4)))).toEqual([
      {
        path: "buildings",
        message: "the yellow buildings have 16 tiles in all, the box has 15 per colour (components.buildingTilesPerColour)",
        code: "pack/building-copies",
      },
    ]);
  });

  it("refuses starting tiles on one cell or apart", () => {
    expect(issuesOf(edit((d) => (d.startingTiles.palace.position = { row: 0, column: 0 })))).toEqual([
      { path: "startingTiles.palace.position", message: "on the Agora's cell: the two starting tiles need a cell each", code: "pack/starting-tiles" },
    ]);
    expect(issuesOf(edit((d) => (d.startingTiles.palace.position = { row: 1, column: 1 })))).toEqual([
      { path: "startingTiles.palace.position", message: "not next to the Agora: a city's tiles share full edges from the start", code: "pack/starting-tiles" },
    ]);
  });

  it("refuses a meeting place naming an unknown main action, and a main action on no meeting place", () => {
    expect(issuesOf(edit((d) => (d.meetingPlaces[0].top = "three-gold")))).toEqual([
      { path: "meetingPlaces.0.top", message: 'unknown main action "three-gold": define it under mainActions', code: "pack/unknown-main-action" },
      { path: "mainActions.three-stone", message: "is on no meeting place: print it on one in meetingPlaces", code: "pack/main-action-placement" },
    ]);
  });

  it("refuses a main action printed twice", () => {
    expect(issuesOf(edit((d) => (d.meetingPlaces[1].top = "three-stone")))).toEqual([
      { path: "meetingPlaces.1.top", message: 'main action "three-stone" is already printed at meetingPlaces.0.top', code: "pack/main-action-placement" },
      { path: "mainActions.three-food", message: "is on no meeting place: print it on one in meetingPlaces", code: "pack/main-action-placement" },
    ]);
  });

  it("refuses more meeting places than motherships", () => {
    const doc = edit((d) => {
      d.mainActions.rest = { name: "Rest", text: "Gain 1 Food.", effects: [{ effect: "gain", gain: { food: 1 } }] };
      d.mainActions.pray = { name: "Pray", text: "Gain 1 Wisdom.", effects: [{ effect: "gain", gain: { wisdom: 1 } }] };
      d.meetingPlaces.push({ top: "rest", bottom: "pray" });
    });
    expect(issuesOf(doc)).toEqual([
      { path: "meetingPlaces", message: "6 meeting places, but there is one mothership per colour (5)", code: "pack/meeting-place-count" },
      { path: "bonusTiles", message: "6 meeting places need a bonus tile each, the pack has 5", code: "pack/bonus-tile-count" },
    ]);
  });

  it("refuses too few bonus tiles for the meeting places", () => {
    expect(issuesOf(edit((d) => delete d.bonusTiles.resource))).toEqual([
      { path: "bonusTiles", message: "5 meeting places need a bonus tile each, the pack has 4", code: "pack/bonus-tile-count" },
    ]);
  });

  it("refuses two bonus tiles of one colour", () => {
    expect(issuesOf(edit((d) => (d.bonusTiles.resource.colour = "red")))).toEqual([
      {
        path: "bonusTiles.resource.colour",
        message: 'red is already the colour of bonus tile "military": each tile carries the mothership of its colour',
        code: "pack/bonus-tile-colour",
      },
    ]);
  });

  it("refuses thresholds out of order or past the final space", () => {
    expect(issuesOf(edit((d) => (d.military.thresholds = [3, 6, 6, 12, 15])))).toEqual([
      { path: "military.thresholds.2", message: "thresholds go in increasing order: 6 comes after 6", code: "pack/military-thresholds" },
    ]);
    expect(issuesOf(edit((d) => (d.military.thresholds = [3, 6, 9, 12, 19])))).toEqual([
      { path: "military.thresholds.4", message: "a threshold after space 19 is not before the final space (19)", code: "pack/military-thresholds" },
    ]);
  });

  it("refuses an attack bonus on the start or the final space", () => {
    expect(issuesOf(edit((d) => (d.military.spaces[19].attackBonus = [{ effect: "gain", gain: { gold: 1 } }])))).toEqual([
      { path: "military.spaces.19.attackBonus", message: "the final space shows no attack bonus (remove it)", code: "pack/military-bonus" },
    ]);
  });

  it("refuses a temple VP table that does not match the track's length", () => {
    expect(issuesOf(edit((d) => (d.temples.top = 15)))).toEqual([
      { path: "temples.vp", message: "needs 16 entries (0 to 15 steps), has 15", code: "pack/temple-vp" },
    ]);
  });

  it("refuses a population track with a cost missing", () => {
    expect(issuesOf(edit((d) => (d.population.foodCosts = [2, 4, 6])))).toEqual([
      {
        path: "population.foodCosts",
        message: "needs one cost per base of the track: 6 bases − 2 free at the start = 4, has 3",
        code: "pack/population",
      },
    ]);
  });

  it("refuses an Advisor row without one space per colour", () => {
    expect(issuesOf(edit((d) => (d.advisorRow.vp = [1, 3, 6, 10])))).toEqual([
      {
        path: "advisorRow.vp",
        message: "needs one entry per colour (5): an Advisor of a new colour takes the next space; has 4",
        code: "pack/advisor-row",
      },
    ]);
  });

  it("refuses fewer zodiac cards than temples", () => {
    const doc = edit((d) => (d.zodiacCards = { leo: d.zodiacCards.leo, virgo: d.zodiacCards.virgo }));
    expect(issuesOf(doc)).toEqual([{ path: "zodiacCards", message: "each of the 3 temples needs a zodiac card, the pack has 2", code: "pack/zodiac-count" }]);
  });

  it("refuses district patterns that are not 2×2", () => {
    expect(issuesOf(edit((d) => (d.districtCards["district-1"].pattern = ["R*", "*B", "**"])))).toEqual([
      { path: "districtCards.district-1.pattern", message: "has 3 rows: a district is 2×2 (two rows of two squares)", code: "pack/district-pattern" },
    ]);
    expect(issuesOf(edit((d) => (d.districtCards["district-1"].pattern = ["R*B", "*B"])))).toEqual([
      { path: "districtCards.district-1.pattern.0", message: 'row "R*B" has 3 squares: a district is 2×2', code: "pack/district-pattern" },
    ]);
  });

  it("refuses a pattern letter that is no colour's, and a pattern without a colour", () => {
    expect(issuesOf(edit((d) => (d.districtCards["district-1"].pattern = ["R*", "*G"])))).toEqual([
      {
        path: "districtCards.district-1.pattern.1",
        message: 'unknown letter "G": use a colour\'s code (R, P, B, O, Y) or * for any tile',
        code: "pack/district-pattern",
      },
    ]);
    expect(issuesOf(edit((d) => (d.districtCards["district-1"].pattern = ["**", "**"])))).toEqual([
      { path: "districtCards.district-1.pattern", message: "has no coloured square: every district would match it", code: "pack/district-pattern" },
    ]);
  });

  it("refuses a card worth more later than the first time", () => {
    expect(issuesOf(edit((d) => (d.districtCards["district-5"].vp.later = 9)))).toEqual([
      {
        path: "districtCards.district-5.vp.later",
        message: "more than the first time (8): a card scores its higher value first",
        code: "pack/district-vp",
      },
    ]);
  });

  it("refuses a setup table that misses a player count or has one the game does not allow", () => {
    expect(issuesOf(edit((d) => delete d.setup.byPlayers["3"]))).toEqual([
      { path: "setup.byPlayers", message: "no entry for 3 players (the game allows 1–4)", code: "pack/setup-players" },
    ]);
    expect(issuesOf(edit((d) => (d.setup.byPlayers["5"] = d.setup.byPlayers["4"])))).toEqual([
      { path: "setup.byPlayers.5", message: "no game has 5 players (the game allows 1–4)", code: "pack/setup-players" },
    ]);
    expect(issuesOf(edit((d) => (d.setup.players.min = 5)))).toContainEqual({ path: "setup.players.min", message: "more than the maximum (4)", code: "pack/players" });
  });

  it("refuses more dice than the box has, and fewer than setup rolls", () => {
    expect(issuesOf(edit((d) => (d.setup.byPlayers["4"].citizenDicePerColour = 10)))).toEqual([
      { path: "setup.byPlayers.4.citizenDicePerColour", message: "more than the box has (9 per colour)", code: "pack/dice-count" },
    ]);
    expect(issuesOf(edit((d) => (d.setup.byPlayers["2"].citizenDicePerColour = 2)))).toEqual([
      {
        path: "setup.byPlayers.2.citizenDicePerColour",
        message: "setup rolls 3 dice of each colour (1 for citizen recruitment, the rest for the starting Freemen)",
        code: "pack/dice-count",
      },
    ]);
    expect(issuesOf(edit((d) => (d.setup.byPlayers["4"].oratorDice = 5)))).toEqual([
      { path: "setup.byPlayers.4.oratorDice", message: "more than the box has (4)", code: "pack/dice-count" },
    ]);
  });

  it("refuses dealing more district cards than the pack has", () => {
    expect(issuesOf(edit((d) => (d.setup.byPlayers["4"].districtCards = 13)))).toEqual([
      { path: "setup.byPlayers.4.districtCards", message: "deals 13 district cards, the pack has 12", code: "pack/district-count" },
    ]);
  });

  it("refuses tower icons that a deal could need more floors for than the box has", () => {
    expect(issuesOf(edit((d) => (d.districtCards["district-1"].towers = ["red", "red", "red", "red"])))).toEqual([
      {
        path: "setup.byPlayers.4.districtCards",
        message: "6 dealt cards may show 8 red tower icons: with the players' floors that is 13 red floors, the box has 12",
        code: "pack/floor-supply",
      },
    ]);
  });

  it("refuses a starting draft with too few dice for every player", () => {
    expect(issuesOf(edit((d) => (d.setup.startingFreemen.dicePerColour = 1)))).toEqual([
      { path: "setup.startingFreemen.dicePerColour", message: "5 dice are rolled for the draft, 4 players take 2 each", code: "pack/starting-dice" },
    ]);
  });

  it("refuses a market or recruitment row without one slot per colour", () => {
    expect(issuesOf(edit((d) => (d.setup.market.wisdom = [0, 1, 2, 3])))).toEqual([
      {
        path: "setup.market.wisdom",
        message: "needs one slot per colour (5): each pile puts its top tile in the market; has 4",
        code: "pack/slot-count",
      },
    ]);
    expect(paths(edit((d) => (d.setup.citizenRecruitment.wisdom = [0, 1, 1, 2, 2, 3])))).toEqual(["setup.citizenRecruitment.wisdom"]);
  });

  it("refuses solo rounds past the military track's thresholds", () => {
    expect(issuesOf(edit((d) => (d.solo.rounds = 6)))).toEqual([
      { path: "solo.rounds", message: "the dummy marker moves before threshold 6 in the last round, the military track has 5", code: "pack/solo" },
    ]);
  });

  it("refuses a solo start that keeps more dice than it may", () => {
    expect(issuesOf(edit((d) => (d.solo.startingFreemen.keep = 4)))).toEqual([
      { path: "solo.startingFreemen.keep", message: "keeps 4 of the 3 dice left after setting the highest aside", code: "pack/solo" },
      { path: "solo.startingFreemen.keep", message: "more than the free bases at the start (2)", code: "pack/solo" },
    ]);
  });

  it("refuses solo placements naming an unknown bonus tile or meeting place", () => {
    expect(issuesOf(edit((d) => (d.solo.target.placements[0] = { bonusTile: "cavalry", meetingPlace: 6 })))).toEqual([
      { path: "solo.target.placements.0.bonusTile", message: 'unknown bonus tile "cavalry"', code: "pack/unknown-bonus-tile" },
      { path: "solo.target.placements.0.meetingPlace", message: "there are 5 meeting places", code: "pack/unknown-meeting-place" },
    ]);
  });

  it("refuses an end condition that always holds", () => {
    expect(issuesOf(edit((d) => (d.rules.endConditions[2].atMost = 5)))).toEqual([
      {
        path: "rules.endConditions.2.atMost",
        message: "at most 5 of 5 colours always holds: the game would end after the first round",
        code: "pack/end-condition",
      },
    ]);
  });

  it("refuses a colour on a count that has none, and a building on one that names none", () => {
    expect(issuesOf(edit((d) => (d.buildings.granary.ability[0].per[0].count.colour = "yellow")))).toEqual([
      { path: "buildings.granary.ability.0.per.0.count.colour", message: "farms has no colour to narrow (only buildings, freemen, dice do)", code: "pack/counter" },
    ]);
    expect(issuesOf(edit((d) => (d.buildings.granary.ability[0].per[0].count.building = "obelisk")))).toEqual([
      { path: "buildings.granary.ability.0.per.0.count.building", message: "only named-buildings names a building", code: "pack/counter" },
    ]);
  });

  it("refuses a count of named buildings that names no building or an unknown one", () => {
    expect(issuesOf(edit((d) => (d.buildings.obelisk.ability[0].count.building = "pyramid")))).toEqual([
      { path: "buildings.obelisk.ability.0.count.building", message: 'unknown building "pyramid": define it under buildings', code: "pack/unknown-building" },
    ]);
    expect(issuesOf(edit((d) => delete d.buildings.obelisk.ability[0].count.building))).toEqual([
      { path: "buildings.obelisk.ability.0.count.building", message: "named-buildings needs the building it counts", code: "pack/counter" },
    ]);
  });

  it("refuses a choice of a single resource", () => {
    expect(issuesOf(edit((d) => (d.buildings["riding-grounds"].ability[1].per[0].gain.choice.from = ["stone", "stone"])))).toEqual([
      {
        path: "buildings.riding-grounds.ability.1.per.0.gain.choice.from",
        message: "a choice needs at least two different resources: write a single one as itself",
        code: "pack/choice",
      },
    ]);
  });

  it('refuses a climb on "other" temple with no climb before it, and accepts it after one', () => {
    expect(issuesOf(edit((d) => (d.buildings.statue.ability[0].temple = "other")))).toEqual([
      {
        path: "buildings.statue.ability.0.temple",
        message: '"other" means another temple than the one just climbed, and no climb comes before it',
        code: "pack/climb-other",
      },
    ]);
    expect(issuesOf(edit((d) => d.buildings["forest-temple"].ability.shift()))).toEqual([
      {
        path: "buildings.forest-temple.ability.0.then.0.temple",
        message: '"other" means another temple than the one just climbed, and no climb comes before it',
        code: "pack/climb-other",
      },
    ]);
  });

  it("refuses a cost in VP", () => {
    expect(issuesOf(edit((d) => (d.mainActions.temple.cost = { stone: 1, vp: 1 })))).toEqual([
      { path: "mainActions.temple.cost.vp", message: "a cost is paid in resources, not VP", code: "pack/cost-vp" },
    ]);
  });

  it("refuses effects that do nothing", () => {
    expect(issuesOf(edit((d) => (d.buildings.mint.ability[0] = { effect: "gain" })))).toEqual([
      { path: "buildings.mint.ability.0", message: "gains nothing: give `gain` or `per`", code: "pack/empty-effect" },
    ]);
    expect(issuesOf(edit((d) => (d.bonusTiles.military.effects[0].attack = "none"))).map((i) => i.path)).toEqual([]);
    expect(issuesOf(edit((d) => (d.buildings.fortress.ability[0] = { effect: "military", advance: 0, attack: "none" })))).toEqual([
      { path: "buildings.fortress.ability.0", message: "neither advances nor attacks: give `advance`, `advancePer` or `attack`", code: "pack/empty-effect" },
    ]);
  });
});

/** Who acts now, and what bots do at the table. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileCatalog, formatMove } from "@/engine";
import { scenario } from "@/engine/games/terra-mystica/testing/scenario";
import { validatePackSource } from "@/scripts/cli/pack-dir";
import { botRng, nextBotTurn } from "./bots";
import { turnView } from "./turns";

const v = validatePackSource(path.join(import.meta.dirname, "../../../content/base"));
if (!v.ok) throw new Error("content/base is invalid");
const catalog = compileCatalog(v.resolved);
const SETUP = "setup witches\nsetup nomads\nwitches: build F4\nnomads: build F3\nnomads: build G7\nwitches: build I6\nnomads: build H1\nnomads: pass BON1\nwitches: pass BON3";
const people = [{ control: "human" as const }, { control: "human" as const }];
const bots = [{ control: "bot" as const, bot: "heuristic" as const }, { control: "bot" as const, bot: "heuristic" as const }];

describe("turns at the table", () => {
  it("gives the turn to the player the setup expects", () => {
    const s = scenario(catalog, "setup witches\nsetup nomads\nwitches: build F4");
    const view = turnView(catalog, s.state);
    expect(view.mover).toBe(1);
    expect(view.moves[1]!.every((m) => m.type === "build")).toBe(true);
    expect(view.moves[0]).toEqual([]);
  });

  it("hands the turn on once the active player's action is used, before anyone else moves", () => {
    const s = scenario(catalog, SETUP);
    expect(turnView(catalog, s.state).mover).toBe(0);
    s.play("witches: upgrade F4 to TP");
    const view = turnView(catalog, s.state);
    expect(s.state.active).toBe(0);
    expect(view.mover).toBe(1);
    expect(view.moves[1]!.some((m) => m.type === "pass")).toBe(true);
  });

  it("lists a power offer among the moves of the player to move, and as a decision of anyone else", () => {
    const s = scenario(
      catalog,
      "setup witches\nsetup nomads\nsetup halflings\nwitches: build F4\nnomads: build F3\nhalflings: build E6\nhalflings: build A1\nnomads: build G7\nwitches: build I6\nnomads: build H1\nhalflings: pass BON1\nnomads: pass BON2\nwitches: pass BON3\nwitches: upgrade F4 to TP",
    );
    const view = turnView(catalog, s.state);
    expect(view.mover).toBe(1);
    expect(view.moves[1]!.map(formatMove)).toEqual(expect.arrayContaining(["nomads: leech 1 from witches", "nomads: decline 1 from witches", "nomads: pass BON4"]));
    expect(view.deciding).toEqual([2]);
    expect(view.moves[2]!.map(formatMove)).toEqual(["halflings: leech 1 from witches", "halflings: decline 1 from witches"]);
  });

  it("lets a bot answer its power offer first, and waits when a person has one", () => {
    const s = scenario(catalog, `${SETUP}\nwitches: upgrade F4 to TP`);
    expect(nextBotTurn(catalog, s.state, [people[0]!, bots[1]!], { seed: 1, index: 0 })).toMatchObject({ seat: 1, move: { type: "leech" } });
    expect(nextBotTurn(catalog, s.state, [bots[0]!, people[1]!], { seed: 1, index: 0 })).toBeUndefined();
    expect(nextBotTurn(catalog, s.state, people, { seed: 1, index: 0, everySeat: true })?.seat).toBe(1);
  });

  it("moves a bot only when it is its turn", () => {
    const s = scenario(catalog, SETUP);
    expect(nextBotTurn(catalog, s.state, [people[0]!, bots[1]!], { seed: 1, index: 0 })).toBeUndefined();
    expect(nextBotTurn(catalog, s.state, [bots[0]!, people[1]!], { seed: 1, index: 0 })?.seat).toBe(0);
  });

  it("plays the same random-bot move for the same seed and move number", () => {
    const s = scenario(catalog, SETUP);
    const random = [{ control: "bot" as const, bot: "random" as const }, people[1]!];
    const a = nextBotTurn(catalog, s.state, random, { seed: 5, index: 9 });
    expect(nextBotTurn(catalog, s.state, random, { seed: 5, index: 9 })).toEqual(a);
    expect(botRng(5, 9)).not.toBe(botRng(5, 10));
  });
});

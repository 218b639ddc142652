/** The shared Merchants of the Seas example is the one the notation README prints (rules/scenarios/merchants-ships.test.ts plays it). */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MERCHANTS_EXAMPLE, MERCHANTS_EXAMPLE_MOVE, MERCHANTS_EXAMPLE_SETUP, MERCHANTS_EXAMPLE_SHIPS, merchantsExampleLog } from "./merchants-example";

describe("the notation README's Merchants of the Seas example", () => {
  it("is printed in the README exactly as the tests play it", () => {
    const readme = fs.readFileSync(`${import.meta.dirname}/../notation/README.md`, "utf8");
    expect(readme).toContain("```\n" + MERCHANTS_EXAMPLE + "\n```");
  });

  it("puts header lines after the first line and moves after the setup", () => {
    const log = merchantsExampleLog(["map base", "final-scoring trade-majority"], MERCHANTS_EXAMPLE_SHIPS, "fakirs: leech 1 from auren");
    const lines = log.split("\n");
    expect(lines.slice(0, 4)).toEqual(["option loose-adjust-resource", "map base", "final-scoring trade-majority", "score SCORE10,SCORE11,SCORE13,SCORE14,SCORE15,SCORE16"]);
    expect(lines.at(-1)).toBe("fakirs: leech 1 from auren");
    expect(merchantsExampleLog([], MERCHANTS_EXAMPLE_SHIPS, MERCHANTS_EXAMPLE_MOVE)).toBe(MERCHANTS_EXAMPLE);
    expect(lines).toHaveLength(MERCHANTS_EXAMPLE_SETUP.split("\n").length + 2 + 6 + 1);
  });
});

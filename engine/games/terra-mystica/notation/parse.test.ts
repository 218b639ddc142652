/** Reading and writing terra.snellman.net notation. */
import { describe, expect, it } from "vitest";
import type { Move } from "../rules/moves";
import { commandVerb, MOVE_FAMILIES } from "../moves";
import { formatMove } from "./format";
import fc from "fast-check";
import { cleanLine, logCommands, parseLog, spaceBesideSymbol } from "./parse";

function moves(text: string): Move[] {
  const r = parseLog(text);
  if (!r.ok) throw new Error(`line ${r.line}: ${r.message}`);
  return r.entries.flatMap((e) => (e.parsed.kind === "move" ? [e.parsed.move] : []));
}

describe("parsing", () => {
  it("splits a line into its commands, taking leech and decline first", () => {
    expect(cleanLine("Darklings: burn 1. action ACT4. leech 2 from witches # late")).toEqual({
      prefix: "darklings",
      commands: ["leech 2 from witches", "burn 1", "action ACT4"],
    });
  });

  it("reads 'build X. transform Y' as the transformation first, and a conversion after passing as before it", () => {
    expect(cleanLine("ChaosMagicians: Burn 2. Action ACT6. Build E8. Transform C5 to red").commands).toEqual([
      "Burn 2",
      "Action ACT6",
      "Transform C5 to red",
      "Build E8",
    ]);
    expect(cleanLine("Darklings: Pass Bon6. Convert 3pw to 3c").commands).toEqual(["Convert 3pw to 3c", "Pass Bon6"]);
    // The words are looked for in the line as written: a `+BON1` read as `pass BON1` does not make a
    // conversion after it one made before passing.
    expect(cleanLine("engineers: +BON1. convert 1pw to 1c").commands).toEqual(["pass BON1", "convert 1pw to 1c"]);
  });

  it("understands the long forms and any case", () => {
    expect(moves("Nomads: convert 1 power to 1 coin. Upgrade E2 to trading post. LEECH 1")).toEqual([
      { type: "leech", faction: "nomads", amount: 1 },
      { type: "convert", faction: "nomads", give: "power", giveCount: 1, get: "coins", getCount: 1 },
      { type: "upgrade", faction: "nomads", hex: "E2", to: "TP" },
    ]);
  });

  it("counts '+FIRE. +FIRE' as two steps and reads '+Bon1' during setup as a bonus pick", () => {
    expect(moves("auren: +FIRE. +FIRE\nengineers: +Bon1")).toEqual([
      { type: "cult", faction: "auren", cult: "fire", steps: 2 },
      { type: "pass", faction: "engineers", bonus: "BON1" },
    ]);
  });

  it("reads a favor tile's option after a colon (Merchants of the Seas), and no option on other gains", () => {
    expect(moves("auren: +FAV13 : Priest to Water. +fav13:cult")).toEqual([
      { type: "favor", faction: "auren", tile: "FAV13", choice: "priest", cult: "water" },
      { type: "favor", faction: "auren", tile: "FAV13", choice: "cult" },
    ]);
    expect(parseLog("auren: +FAV13: priest to mud")).toMatchObject({ ok: false, message: "Unknown cult track 'mud' in '+FAV13:priest to mud'" });
    expect(parseLog("auren: +FIRE: cult")).toMatchObject({ ok: false, message: "'+FIRE:cult': FIRE takes no option after a colon" });
  });

  it("names the line and the command it cannot read", () => {
    expect(parseLog("setup witches\n\nwitches: fly to E7")).toEqual({
      ok: false,
      line: 3,
      text: "witches: fly to E7",
      message: "Could not parse command 'fly to E7'",
    });
  });
});

describe("writing", () => {
  const samples: Move[] = [
    { type: "build", faction: "witches", hex: "E7" },
    { type: "upgrade", faction: "witches", hex: "E7", to: "SH" },
    { type: "transform", faction: "witches", hex: "F3", terrain: "forest" },
    { type: "dig", faction: "witches", spades: 2 },
    { type: "send", faction: "witches", cult: "water", steps: 2 },
    { type: "advance", faction: "witches", track: "digging" },
    { type: "convert", faction: "witches", give: "power", giveCount: 3, get: "workers", getCount: 1 },
    { type: "burn", faction: "witches", amount: 3 },
    { type: "action", faction: "witches", id: "ACTW" },
    { type: "pass", faction: "witches", bonus: "BON4" },
    { type: "pass", faction: "witches" },
    { type: "leech", faction: "witches", amount: 2, from: "nomads" },
    { type: "decline", faction: "witches", amount: 3, from: "nomads" },
    { type: "favor", faction: "witches", tile: "FAV11" },
    { type: "favor", faction: "witches", tile: "FAV13", choice: "shipping" },
    { type: "favor", faction: "witches", tile: "FAV13", choice: "priest", cult: "water" },
    { type: "town", faction: "witches", tile: "TW3", count: 2 },
    { type: "cult", faction: "witches", cult: "air", steps: 2 },
    { type: "bridge", faction: "witches", a: "D4", b: "C2" },
    { type: "connect", faction: "mermaids", hexes: ["C4", "D5"] },
    { type: "adjust", faction: "witches", resource: "workers", delta: -1 },
    { type: "drop", faction: "witches" },
    { type: "finish" },
  ];

  it("writes every kind of move so that it reads back the same", () => {
    for (const move of samples) expect(moves(formatMove(move))).toEqual([move]);
  });
});

describe("reading a log's lines", () => {
  it("reads every line as cleanLine does (plain lines are read in one scan, the others by cleanLine's own steps)", () => {
    // Pieces of lines: factions, words and hexes of commands, and what makes a line other than plain.
    const piece = fc.constantFrom(
      "witches", "Witches", "dwarves", ":", ": ", " ", "  ", "\t", ".", ". ", " .", "#", "# x. y", ",", "+", "-", "_", "é", "\u00a0",
      "build", "Build", "e4", "E10", "upgrade", "to", "tp", "leech", "Leech", "decline", "DECLINE", "1", "3", "from", "+FAV11", "+fav11",
      "+bon", "+BON3", "pass", "bon6", "transform", "convert", "1pw", "1c", "action", "act2", "dig", "burn", "+FIRE", "bridge", "a1:b2",
      // The idioms cleanLine rewrites.
      "build e4. transform e5 to red", "pass bon6. convert 1pw to 1c", "dig 1. action act5", "pass. +bon6", "+Bon6", "dig 1x action act5",
      "rebuild x", "dig", "pass x", "transform x", "convert 1w to 1c", "action x",
    );
    const line = fc.array(piece, { maxLength: 14 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), fc.constantFrom("\n", "\r\n"), (lines, eol) => {
        const read = logCommands(lines.join(eol));
        const expected = lines.map((l) => cleanLine(l));
        expect(read.commands).toEqual(expected.flatMap((c) => c.commands));
        expect(read.prefixOf).toEqual(expected.flatMap((c) => c.commands.map(() => c.prefix)));
        expect(read.lineOf).toEqual(expected.flatMap((c, i) => c.commands.map(() => i)));
      }),
      { numRuns: 5000 },
    );
  });
});

describe("a command's first word", () => {
  it("names the families that read it in any case, as its lower-case copy does", () => {
    const verbs = new Set(Object.values(MOVE_FAMILIES).flatMap((f) => Object.keys(f.verbs)));
    // Words near the families' own: changed case, a letter more or less, another letter, non-ASCII letters.
    const word = fc
      .tuple(fc.constantFrom(...verbs, "setup", "score", "x"), fc.array(fc.tuple(fc.nat(12), fc.constantFrom("", "a", "E", "-", "K", "\u212a", "İ", "ı", "s")), { maxLength: 3 }), fc.boolean())
      .map(([w, edits, upper]) => {
        let s = upper ? w.toUpperCase() : w;
        for (const [at, c] of edits) s = s.slice(0, at % (s.length + 1)) + c + s.slice((at % (s.length + 1)) + (c === "" ? 1 : 0));
        return s;
      });
    fc.assert(
      fc.property(word, fc.constantFrom("", " e4"), (w, rest) => {
        const lower = w.toLowerCase();
        expect(commandVerb(w + rest)).toBe(verbs.has(lower) ? lower : undefined);
      }),
      { numRuns: 5000 },
    );
  });
});

describe("a space beside a symbol", () => {
  it("is found exactly where /\\W\\s|\\s\\W/ finds it", () => {
    const chars = fc.constantFrom(" ", "\t", "a", "Z", "7", "_", "+", "-", ".", ":", "é", "\u00a0", "\u2028");
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 12 }), (parts) => {
        const c = parts.join("");
        expect(spaceBesideSymbol(c)).toBe(/\W\s|\s\W/.test(c));
      }),
      { numRuns: 5000 },
    );
    for (const c of ["build A1", "convert 1W to 1C", "+FAV11", "-1w", "pass BON3", "send p to water"]) expect(spaceBesideSymbol(c)).toBe(false);
    for (const c of ["+ FAV11", "convert 1 W to 1 C", "leech 1 ,"]) expect(spaceBesideSymbol(c)).toBe(/\W\s|\s\W/.test(c));
  });
});

/**
 * Fuzz targets of the engine: the notation parser, replaying logs, pack validation (and compiling
 * what it accepts), and reading an uploaded pack file (JSON or zip). Each returns for an accepted
 * input or a refusal the engine reports as a value; anything thrown is a crash.
 */
import fc from "fast-check";
import { compileCatalog, parseLog, replay, validatePack, type ContentPack } from "../../engine";
import { decodeUpload } from "../../app/api/packs/_lib/bundle";
import { writeZip } from "../../app/api/packs/_lib/zip";
import { damagedBytes, junkValue, logLine, logText, mutated, mutatedLog } from "./arbitraries";
import { corpus } from "./corpus";
import { target, type Target } from "./runner";

/** A refusal must say what is wrong: a message (and, for packs, issues with a path each). */
function expectRefusal(r: { ok: boolean; message?: unknown; issues?: unknown }, what: string) {
  if (r.ok) return;
  if (typeof r.message === "string" && r.message) return;
  if (Array.isArray(r.issues) && r.issues.length > 0 && r.issues.every((i) => typeof i.path === "string" && typeof i.message === "string")) return;
  throw new Error(`${what} refused without saying why: ${JSON.stringify(r).slice(0, 300)}`);
}

const encoder = new TextEncoder();

/** Pack files as a zipped pack folder, for the zip reader to chew on. */
function folderZip(doc: ContentPack): Uint8Array {
  const { maps, factions, rules, ...rest } = doc;
  const { bonusCards, favorTiles, scoringTiles, townTiles, powerActions, variants, ...root } = rest as Record<string, unknown>;
  const json = (v: unknown) => encoder.encode(JSON.stringify(v));
  return writeZip([
    { name: "pack.json", data: json(root) },
    { name: "rules.json", data: json(rules) },
    ...(variants ? [{ name: "variants.json", data: json(variants) }] : []),
    ...Object.entries(maps).map(([id, m]) => ({ name: `maps/${id}.json`, data: json(m) })),
    ...Object.entries(factions).map(([id, f]) => ({ name: `factions/${id}.json`, data: json(f) })),
    { name: "tiles/bonus-cards.json", data: json(bonusCards) },
    { name: "tiles/favor-tiles.json", data: json(favorTiles) },
    { name: "tiles/scoring-tiles.json", data: json(scoringTiles) },
    { name: "tiles/town-tiles.json", data: json(townTiles) },
    { name: "tiles/power-actions.json", data: json(powerActions) },
  ], new Date(2026, 0, 1));
}

export function engineTargets(): Target[] {
  const c = corpus();
  const resolveParent = (id: string) => (id === "base" ? (c.base as ContentPack) : undefined);
  const smallChild = { schemaVersion: c.base.schemaVersion, manifest: { id: "child", name: "Child", version: "1.0.0", game: "terra-mystica", extends: { id: "base" } }, factions: { witches: c.base.factions.witches } };
  const validateAndCompile = (doc: unknown) => {
    const v = validatePack(doc, { resolveParent });
    expectRefusal(v, "validatePack");
    if (v.ok) compileCatalog(v.resolved);
  };
  const zip = folderZip(c.base);
  const json = encoder.encode(JSON.stringify(c.base));

  return [
    target({
      name: "notation: parse a log",
      weight: 40,
      arbitrary: fc.oneof({ weight: 3, arbitrary: logText }, { weight: 1, arbitrary: mutatedLog([...c.logs.base, ...c.logs.promo]) }),
      run: (text) => expectRefusal(parseLog(text), "parseLog"),
    }),
    target({
      name: "notation: replay a log (base)",
      weight: 12,
      arbitrary: fc.oneof(
        { weight: 4, arbitrary: mutatedLog(c.logs.base) },
        // The setup of a real game, then made-up lines.
        { weight: 1, arbitrary: fc.tuple(fc.array(logLine, { minLength: 1, maxLength: 8 })).map(([lines]) => [...c.logs.base[0]!.split("\n").slice(0, 30), ...lines].join("\n")) },
      ),
      run: (text) => expectRefusal(replay(text, c.catalogs.base), "replay"),
    }),
    ...(c.logs.promo.length
      ? [
          target({
            name: "notation: replay a log (promo)",
            weight: 3,
            arbitrary: mutatedLog(c.logs.promo),
            run: (text) => expectRefusal(replay(text, c.catalogs.promo), "replay"),
          }),
        ]
      : []),
    target({
      name: "packs: validate a small pack extending base",
      weight: 12,
      arbitrary: fc.oneof({ weight: 4, arbitrary: mutated(smallChild, 4) }, { weight: 1, arbitrary: junkValue }),
      run: validateAndCompile,
    }),
    target({
      name: "packs: validate the base pack, broken",
      weight: 1,
      arbitrary: mutated(c.base, 3),
      run: validateAndCompile,
    }),
    target({
      name: "packs: read an uploaded file (JSON or zip)",
      weight: 8,
      arbitrary: fc.oneof(
        { weight: 4, arbitrary: damagedBytes(zip) },
        { weight: 1, arbitrary: damagedBytes(json) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...b])) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
      ),
      run: (bytes) => {
        const decoded = decodeUpload(bytes);
        expectRefusal(decoded, "decodeUpload");
        if (decoded.ok) validateAndCompile(decoded.value);
      },
    }),
  ];
}

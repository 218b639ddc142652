import { describe, expect, it } from "vitest";
import { loadOriginsSource } from "../testing/node/load-pack";
import { OriginsPackSchema } from "../schema/pack";
import { validateOriginsPack } from "../schema/validate";
import { assembleOriginsPack, disassembleOriginsPack, SECTION_FILES } from "./files";

function loaded() {
  const l = loadOriginsSource();
  if (!l.ok) throw new Error(`content/origins does not load: ${JSON.stringify(l.issues)}`);
  return l;
}

describe("content/origins", () => {
  it("validates with no issue", () => {
    const v = validateOriginsPack(loaded().doc);
    expect(v.issues).toEqual([]);
    expect(v.ok).toBe(true);
  });

  it("names the origins game in its manifest", () => {
    expect(loaded().doc.manifest).toMatchObject({ id: "origins", game: "origins", version: expect.any(String) });
  });

  it("has one file per section of the pack, and nothing else", () => {
    expect(Object.keys(loaded().files).sort()).toEqual(["pack.json", ...Object.values(SECTION_FILES)].sort());
  });

  it("round-trips through its schema unchanged", () => {
    const doc = loaded().doc;
    const parsed = OriginsPackSchema.parse(doc);
    expect(parsed).toEqual(doc);
    expect(OriginsPackSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });

  it("splits back into the files it was read from", () => {
    const { doc, files } = loaded();
    const parsed = OriginsPackSchema.parse(doc);
    expect(disassembleOriginsPack(parsed)).toEqual(files);
    expect(assembleOriginsPack(disassembleOriginsPack(parsed))).toEqual({ ok: true, doc });
  });

  it("refuses a file that is not part of the layout", () => {
    expect(assembleOriginsPack({ ...loaded().files, "maps/base.json": {} })).toMatchObject({ ok: false, file: "maps/base.json" });
  });
});

import path from "node:path";
import { describe, expect, it } from "vitest";
import { validatePackSource } from "../testing/node/load-pack";
import { compileCatalog } from "../catalog";
import { replay } from "./replay";

const catalog = (pack: string) => {
  const v = validatePackSource(path.join(import.meta.dirname, "../../../../content", pack));
  if (!v.ok) throw new Error(`content/${pack} is invalid`);
  return compileCatalog(v.resolved);
};

describe("option lines", () => {
  it("rejects an unknown option with its line number and a clear message", () => {
    const r = replay("option foo-bar\nsetup witches\nsetup nomads\n", catalog("base"));
    expect(r).toMatchObject({ ok: false, line: 1, code: "log/unknown-option", message: expect.stringContaining("foo-bar") });
  });

  it("accepts site-only options such as email-notify and ignores them", () => {
    const r = replay("option email-notify\nsetup witches\nsetup nomads\n", catalog("base"));
    expect(r.ok).toBe(true);
  });

  it("refuses a promo option on the base pack and accepts it on the promo pack", () => {
    const log = "option mini-expansion-1\nsetup witches\nsetup nomads\n";
    expect(replay(log, catalog("base"))).toMatchObject({ ok: false, code: "log/unknown-option" });
    const r = replay(log, catalog("promo"));
    expect(r.ok && r.state.options).toContain("mini-expansion-1");
  });
});

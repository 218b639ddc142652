// @vitest-environment node
/** The security headers next.config.js sets on every response, outside dev and in dev. */
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from "next/constants";
import { describe, expect, it } from "vitest";
import config from "./next.config.js";

async function headersIn(phase: string): Promise<Record<string, string>> {
  const resolved = await config(phase);
  const rules = (await resolved.headers?.()) ?? [];
  const all = rules.find((r: { source: string }) => r.source === "/:path*");
  expect(all).toBeDefined();
  return Object.fromEntries(all!.headers.map((h: { key: string; value: string }) => [h.key.toLowerCase(), h.value]));
}

const directives = (csp: string) => Object.fromEntries(csp.split(";").map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));

describe("security headers", () => {
  it("outside dev: a CSP without unsafe-eval that keeps the studio to its own origin, and the usual headers", async () => {
    const h = await headersIn(PHASE_PRODUCTION_SERVER);
    const csp = directives(h["content-security-policy"]!);
    expect(h["content-security-policy"]).not.toContain("unsafe-eval");
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toContain("'self'");
    expect(csp["worker-src"]).toContain("'self'");
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["x-frame-options"]).toBe("DENY");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
  });

  it("in dev: eval allowed for Next's dev tools and hot reloading, the rest the same", async () => {
    const dev = await headersIn(PHASE_DEVELOPMENT_SERVER);
    const prod = await headersIn(PHASE_PRODUCTION_SERVER);
    expect(directives(dev["content-security-policy"]!)["script-src"]).toContain("'unsafe-eval'");
    expect(dev["x-frame-options"]).toBe(prod["x-frame-options"]);
  });
});

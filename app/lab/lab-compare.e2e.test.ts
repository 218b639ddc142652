/**
 * End to end: an A/B comparison of two revisions of one pack in the balance lab, in Chromium. A copy
 * of the base pack (revision 1: towns need 7 power) and its revision 2 (towns need 6) each get a
 * batch from the page; the "Compare two batches" section puts B − A per faction with its interval
 * beside the two batches. Screenshot: mystica-lab-compare.png in the system's temporary folder.
 */
import { describe, expect, inject, it } from "vitest";
import os from "node:os";
import path from "node:path";
import { chromiumForTests, hasChromium } from "@/scripts/e2e-browser";

const PACK = "e2e-ab-towns";

describe.skipIf(!hasChromium)(`A/B comparison in the balance lab${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();
  const heading = "section[aria-label=Batch] h2";

  it("compares a batch of revision 1 with one of revision 2, per faction with intervals", async () => {
    // Revision 1: a copy of the base pack; revision 2: towns need 6 power instead of 7.
    const source = await (await fetch(`${base}/api/packs/base`)).json();
    const doc = structuredClone(source.document);
    doc.manifest = { ...doc.manifest, id: PACK, name: "E2E A/B towns" };
    const created = await fetch(`${base}/api/packs`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(doc) });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(doc.rules.towns.minPower).toBe(7);

    const page = await browser().newPage({ viewport: { width: 1280, height: 1000 } });
    const runBatch = async () => {
      await page.goto(`${base}/lab?pack=${PACK}`);
      expect(await page.getByLabel(/^Pack/).inputValue()).toBe(PACK);
      await page.getByLabel("Players").fill("3");
      await page.getByLabel("Games", { exact: true }).fill("3");
      await page.getByRole("button", { name: "Run" }).click();
      await page.waitForFunction((h) => /: done$/.test(document.querySelector(h)?.textContent ?? ""), heading, { timeout: 300_000 });
    };
    await runBatch();

    const six = structuredClone(doc);
    six.rules.towns.minPower = 6;
    const saved = await fetch(`${base}/api/packs/${PACK}/revisions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ baseNumber: 1, note: "towns need 6 power", document: six }) });
    expect(saved.status, await saved.clone().text()).toBe(201);
    await runBatch();

    // The comparison: A = the batch of revision 1, B = the batch of revision 2 (other files' batches may be listed too).
    await page.goto(`${base}/lab?pack=${PACK}`);
    const section = page.getByRole("region", { name: "Compare batches" });
    await section.waitFor();
    const optionOf = async (revision: number) => {
      const options = await section.getByLabel("Batch A").locator("option").evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ""]));
      const hit = options.find(([, text]) => text?.startsWith(`${PACK}@${revision} `));
      expect(hit, options.map(([, t]) => t).join("\n")).toBeDefined();
      return hit![0]!;
    };
    const [a, b] = [await optionOf(1), await optionOf(2)];
    // Pick A and B and compare, again until the page answers with these two (a page not yet hydrated
    // shows the selects and the button but takes no pick or click).
    const result = section.getByRole("region", { name: "A/B comparison" });
    const expected = new RegExp(`A: batch .*\\(${PACK}@1 .* B: batch .*\\(${PACK}@2 `);
    await expect
      .poll(
        async () => {
          await section.getByLabel("Batch A").selectOption(a);
          await section.getByLabel("Batch B").selectOption(b);
          await section.getByRole("button", { name: "Compare" }).click();
          await result.waitFor({ timeout: 3_000 }).catch(() => undefined);
          return expected.test((await result.locator("p").first().textContent({ timeout: 1_000 }).catch(() => "")) ?? "");
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(true);
    const rows = result.locator("[data-testid^=compare-]");
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    // Each faction row: the difference B − A with its interval.
    expect(await rows.first().textContent()).toMatch(/[-+−]?\d/);
    await page.screenshot({ path: path.join(os.tmpdir(), "mystica-lab-compare.png"), fullPage: true });
  });
});

/** End-to-end helper of the map pages: a new copy of a stored map in the e2e pack, opened in the editor. */
import { expect } from "vitest";
import type { BrowserContext, Page } from "playwright-core";

let serial = 0;

/** Copy stored map `from` (a draft until saved) into the "e2e-maps" pack and open it in the map editor. */
export async function openMapCopy(context: BrowserContext, base: string, from = "base.base", prefix = "copy"): Promise<{ page: Page; key: string }> {
  const source = await (await fetch(`${base}/api/maps/${from}`)).json();
  const mapId = `${prefix}-${Date.now().toString(36)}-${serial++}`;
  const res = await fetch(`${base}/api/maps`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ packId: "e2e-maps", mapId, map: source.saved, newPackName: "E2E maps" }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { key } = await res.json();
  const page = await context.newPage();
  await page.goto(`${base}/maps/${key}`);
  await page.locator("[data-hex]").first().waitFor();
  return { page, key };
}

/**
 * End to end: shared-server mode as README starts it — PostgreSQL (a throwaway cluster), AUTH_SECRET
 * set, people added with `tm user add`, `npm start` — driven by Chromium. Anonymous visitors are
 * sent to sign in (the API answers 401); a wrong password or unknown email is refused, and five in a
 * row make the email wait; the owner of
 * a pack manages its members (an unknown email and removing the last owner are refused in the
 * panel); a viewer sees the refusal when saving; Monaco works under the CSP; signing out ends it.
 * SHARED_SCREENSHOTS=<dir> keeps screenshots of the sign-in page, the header and the members panel.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { hasChromium, launchChromium } from "@/scripts/e2e-browser";
import { freePort, ROOT, startServer, type Server } from "@/scripts/server";
import { postgresBinDir, startTestPostgres, type TestPostgres } from "@/prisma/testing-postgres";

const PEOPLE = [
  { email: "ann@example.org", name: "Ann Archer", password: "ann's long password" },
  { email: "vic@example.org", name: "Vic Viewer", password: "vic's long password" },
  { email: "gus@example.org", name: "Gus Guessed", password: "gus's long password" },
];
const shots = process.env.SHARED_SCREENSHOTS;
/** Signing in hashes a password (bcrypt, a few hundred ms) and renders the next page. */
const SLOW = { timeout: 15_000 };

describe.skipIf(!postgresBinDir || !hasChromium)(`shared-server mode on PostgreSQL${postgresBinDir && hasChromium ? "" : " (skipped: needs PostgreSQL server binaries and Chromium)"}`, () => {
  let pg: TestPostgres | undefined;
  let server: Server | undefined;
  let browser: Browser;
  let ann: Page;
  const contexts: BrowserContext[] = [];
  const violations: string[] = [];

  beforeAll(async () => {
    pg = startTestPostgres();
    for (const p of PEOPLE) {
      const r = spawnSync(process.execPath, ["scripts/tm.mjs", "user", "add", "--email", p.email, "--name", p.name, "--password-stdin"], {
        cwd: ROOT,
        input: `${p.password}\n`,
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: pg.url },
      });
      expect(r.stderr).toBe("");
      expect(r.stdout).toContain(`added ${p.name}`);
    }
    server = await startServer({
      dbFile: path.join(os.tmpdir(), "mystica-unused.db"),
      port: await freePort(3400),
      env: { DATABASE_URL: pg.url, AUTH_SECRET: "an e2e secret of shared-server mode, 32+ chars" } as unknown as NodeJS.ProcessEnv,
    });
    browser = await launchChromium();
    if (shots) fs.mkdirSync(shots, { recursive: true });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    pg?.stop();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to (load|execute|apply|create|connect|evaluate)/i.test(m.text())) violations.push(m.text());
    });
    return page;
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  /** Sign in with a bad email or password on a fresh sign-in page: what the form answers. */
  async function refused(page: Page, email: string, password: string): Promise<string | null> {
    await page.reload();
    const form = page.getByRole("form", { name: "Sign in" });
    expect(await form.getByRole("alert").count()).toBe(0);
    await signIn(page, email, password);
    await expect.poll(() => form.getByRole("alert").count(), SLOW).toBe(1);
    return form.getByRole("alert").textContent();
  }

  it("sends anonymous visitors to sign in, refuses a wrong password and an unknown email, then shows who is signed in", async () => {
    const base = server!.baseUrl;
    const api = await fetch(`${base}/api/packs`);
    expect(api.status).toBe(401);
    expect(((await api.json()) as { message: string }).message).toContain("Sign in");

    ann = await newPage();
    await ann.goto(`${base}/packs`);
    await ann.waitForURL(/\/signin\?next=%2Fpacks$/);
    const csp = (await ann.request.get(`${base}/signin`)).headers()["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    if (shots) await ann.screenshot({ path: path.join(shots, "signin.png") });

    expect(await refused(ann, PEOPLE[0]!.email, "not the password")).toBe("Wrong email or password.");
    expect(await refused(ann, "nobody@example.org", PEOPLE[0]!.password)).toBe("Wrong email or password.");
    expect(ann.url()).toMatch(/\/signin\?next=%2Fpacks$/);
    // Guessing is slowed down: after five wrong passwords an email waits, even with the right one.
    for (let i = 0; i < 5; i++) expect(await refused(ann, "gus@example.org", `guess ${i}`)).toBe("Wrong email or password.");
    expect(await refused(ann, "gus@example.org", PEOPLE[2]!.password)).toBe("Too many wrong passwords for this email: try again in 15 minutes.");
    if (shots) await ann.screenshot({ path: path.join(shots, "signin-refused.png") });

    await signIn(ann, PEOPLE[0]!.email.toUpperCase(), PEOPLE[0]!.password);
    // A server action's redirect is a client-side navigation: no load event to wait for.
    await expect.poll(() => ann.url(), SLOW).toBe(`${base}/packs`);
    await expect.poll(() => ann.getByTestId("user-menu").innerText(), SLOW).toContain("Ann Archer");
    // The seeded base pack is shared: every signed-in person sees it.
    await expect.poll(() => ann.getByRole("link", { name: /Terra Mystica/ }).first().isVisible(), SLOW).toBe(true);
    if (shots) await ann.screenshot({ path: path.join(shots, "header.png"), clip: { x: 0, y: 0, width: 1280, height: 120 } });
  });

  it("lets the owner of a pack manage its members, refusing an unknown email and the removal of the last owner", async () => {
    const base = server!.baseUrl;
    const fork = await ann.request.post(`${base}/api/packs/base/fork`, { data: { id: "ann-pack", name: "Ann's pack" } });
    expect(fork.status()).toBe(201);
    await ann.goto(`${base}/packs/ann-pack`);
    const panel = ann.getByTestId("members");
    await expect.poll(() => panel.locator("[data-member]").allInnerTexts(), SLOW).toEqual([expect.stringContaining("Ann Archer")]);

    const add = panel.getByRole("form", { name: "Add a member" });
    await add.getByLabel("Email of a person on this server").fill("nobody@example.org");
    await add.getByRole("button", { name: "Add member" }).click();
    await expect.poll(() => panel.getByRole("alert").textContent(), SLOW).toContain("There is no user with the email nobody@example.org");

    await add.getByLabel("Email of a person on this server").fill(PEOPLE[1]!.email);
    await add.getByLabel("Role of the new member").selectOption("viewer");
    await add.getByRole("button", { name: "Add member" }).click();
    await expect.poll(() => panel.getByRole("status").textContent(), SLOW).toBe("vic@example.org was added as a viewer.");
    expect(await panel.getByLabel("Role of Vic Viewer").inputValue()).toBe("viewer");

    await panel.getByRole("button", { name: "Remove Ann Archer" }).click();
    await expect.poll(() => panel.getByRole("alert").textContent(), SLOW).toContain("A pack needs at least one owner");
    await panel.getByLabel("Role of Ann Archer").selectOption("viewer");
    await expect.poll(() => panel.getByRole("alert").textContent(), SLOW).toContain("A pack needs at least one owner");
    await ann.reload();
    expect(await ann.getByTestId("members").getByLabel("Role of Ann Archer").inputValue()).toBe("owner");
    if (shots) await ann.getByTestId("members").screenshot({ path: path.join(shots, "members.png") });
  });

  it("shows a viewer the refusal when saving, and stores nothing", async () => {
    const base = server!.baseUrl;
    const vic = await newPage();
    await vic.goto(`${base}/packs/ann-pack/factions/witches`);
    await vic.waitForURL(/\/signin\?next=/);
    await signIn(vic, PEOPLE[1]!.email, PEOPLE[1]!.password);
    await expect.poll(() => vic.url(), SLOW).toBe(`${base}/packs/ann-pack/factions/witches`);
    await expect.poll(() => vic.getByTestId("user-menu").innerText(), SLOW).toContain("Vic Viewer");
    expect(await vic.getByTestId("read-only-notice").innerText()).toContain("You are a viewer of this pack");
    await vic.getByRole("region", { name: "Start" }).getByLabel("Coins", { exact: true }).fill("14");
    await vic.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => vic.getByText('Saving a revision needs the editor role on pack "ann-pack"; you are a viewer.').isVisible(), SLOW).toBe(true);
    if (shots) await vic.screenshot({ path: path.join(shots, "viewer-refused.png") });
    const head = (await (await ann.request.get(`${base}/api/packs/ann-pack`)).json()) as { summary: { headNumber: number } };
    expect(head.summary.headNumber).toBe(1);
  });

  it("runs Monaco under the CSP in shared mode, with no violation", async () => {
    await ann.goto(`${server!.baseUrl}/packs/ann-pack/factions/witches`);
    await ann.getByRole("tab", { name: "JSON" }).click();
    const lines = ann.locator(".monaco-editor .view-lines").first();
    await lines.waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await lines.innerText()).replace(/\u00a0/g, " "), SLOW).toContain('"coins": 15');
    expect(violations).toEqual([]);
  });

  it("signs out: the pages ask to sign in again", async () => {
    const base = server!.baseUrl;
    await ann.getByTestId("user-menu").getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => ann.url(), SLOW).toMatch(/\/signin$/);
    await ann.goto(`${base}/packs/ann-pack`);
    await ann.waitForURL(/\/signin\?next=%2Fpacks%2Fann-pack$/);
    expect((await ann.request.get(`${base}/api/packs/ann-pack`)).status()).toBe(401);
  });
});

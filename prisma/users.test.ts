// @vitest-environment node
/** People of a shared server: passwords kept only as bcrypt hashes, and checked on sign-in. */
import { afterAll, describe, expect, it } from "vitest";
import { createTestDb } from "./testing";
import { createUser, setPassword, verifyPassword } from "./users";

const test = createTestDb();
afterAll(() => test.dispose());

describe("users", () => {
  it("keeps a bcrypt hash, never the password, and signs in only with the right one", async () => {
    const made = await createUser({ email: " Ann@Example.org ", name: "Ann", password: "correct horse battery" }, test.db);
    expect(made).toMatchObject({ ok: true, email: "ann@example.org", name: "Ann" });
    const row = await test.db.user.findUniqueOrThrow({ where: { email: "ann@example.org" } });
    expect(row.passwordHash).toMatch(/^\$2[aby]\$12\$/);
    expect(row.passwordHash).not.toContain("correct horse");
    expect(await verifyPassword("ANN@example.org", "correct horse battery", test.db)).toMatchObject({ email: "ann@example.org" });
    expect(await verifyPassword("ann@example.org", "wrong horse battery", test.db)).toBeNull();
    expect(await verifyPassword("nobody@example.org", "correct horse battery", test.db)).toBeNull();
    expect(await verifyPassword("not an email", "correct horse battery", test.db)).toBeNull();
  });

  it("refuses a bad email, a short or over-long password, and a duplicate", async () => {
    expect(await createUser({ email: "nope", name: "X", password: "long enough" }, test.db)).toMatchObject({ ok: false, code: "user/invalid" });
    expect(await createUser({ email: "x@example.org", name: "X", password: "short" }, test.db)).toMatchObject({ ok: false, code: "user/invalid" });
    expect(await createUser({ email: "x@example.org", name: "X", password: "é".repeat(40) }, test.db)).toMatchObject({ ok: false, message: expect.stringContaining("72 bytes") });
    expect(await createUser({ email: "ANN@example.org", name: "Ann again", password: "another password" }, test.db)).toMatchObject({ ok: false, code: "user/exists" });
  });

  it("changes a password: the old one stops working", async () => {
    expect(await setPassword("ann@example.org", "a brand new secret", test.db)).toBe(true);
    expect(await verifyPassword("ann@example.org", "correct horse battery", test.db)).toBeNull();
    expect(await verifyPassword("ann@example.org", "a brand new secret", test.db)).not.toBeNull();
    expect(await setPassword("nobody@example.org", "a brand new secret", test.db)).toBe(false);
  });
});

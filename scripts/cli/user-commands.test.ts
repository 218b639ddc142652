// @vitest-environment node
/** `tm user` and `tm member`: adding people who sign in to a shared server, and their pack roles. */
import { afterAll, describe, expect, it } from "vitest";
import { BASE, tmHarness } from "./testing";

const { tm, dispose } = tmHarness("mystica-tm-user-");

afterAll(dispose);

describe("tm user", () => {
  it("adds a person with the password read from stdin, the email lower-cased", async () => {
    const r = tm(["user", "add", "--email", "Ann@Example.org", "--name", "Ann", "--password-stdin"], "correct horse battery\n");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("added Ann <ann@example.org>");
    expect(tm(["user", "list"]).stdout).toContain("ann@example.org\tAnn");
  });

  it("refuses a second account with the same email, a short password, and a missing password", () => {
    const again = tm(["user", "add", "--email", "ann@example.org", "--name", "Ann 2", "--password-stdin"], "another password\n");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already a user with the email ann@example.org");
    const short = tm(["user", "add", "--email", "bob@example.org", "--name", "Bob", "--password-stdin"], "short\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("password must have at least 8 characters");
    const noTty = tm(["user", "add", "--email", "bob@example.org", "--name", "Bob"], "");
    expect(noTty.code).toBe(1);
    expect(noTty.stderr).toContain("--password-stdin");
  });

  it("gives a person a role on a stored pack, and never removes its last owner", () => {
    expect(tm(["pack", "import", BASE]).code).toBe(0);
    expect(tm(["member", "list", "base"]).stdout).toContain("base has no members");
    const add = tm(["member", "add", "base", "--email", "ann@example.org", "--role", "owner"]);
    expect(add.stdout).toContain("ann@example.org is an owner of base");
    const unknown = tm(["member", "add", "base", "--email", "nobody@example.org", "--role", "viewer"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("There is no user with the email nobody@example.org");
    const last = tm(["member", "remove", "base", "--email", "ann@example.org"]);
    expect(last.code).toBe(1);
    expect(last.stderr).toContain("at least one owner");
    expect(tm(["member", "list", "base"]).stdout).toContain("owner\tann@example.org\tAnn");
  });
});

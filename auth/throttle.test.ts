/** The sign-in throttle: five wrong passwords for one email within 15 minutes, then a wait. */
import { describe, expect, it } from "vitest";
import { MAX_FAILURES, SignInThrottle, WINDOW_MS } from "./throttle";

describe("sign-in throttle", () => {
  it("lets an email try until five failures, then makes it wait until the oldest is 15 minutes old", () => {
    let now = 1_000_000;
    const t = new SignInThrottle(() => now);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect(t.waitFor("Ann@example.org")).toBe(0);
      t.failed("ann@example.org");
      now += 1000;
    }
    expect(t.waitFor("ann@example.org")).toBe(WINDOW_MS - MAX_FAILURES * 1000);
    expect(t.waitFor("bob@example.org")).toBe(0);
    now += WINDOW_MS - MAX_FAILURES * 1000 + 1;
    expect(t.waitFor("ann@example.org")).toBe(0);
  });

  it("forgets the failures of an email after a successful sign-in", () => {
    const t = new SignInThrottle(() => 5);
    for (let i = 0; i < MAX_FAILURES - 1; i++) t.failed("ann@example.org");
    t.succeeded("ANN@example.org");
    t.failed("ann@example.org");
    expect(t.waitFor("ann@example.org")).toBe(0);
  });
});

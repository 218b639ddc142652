import { describe, expect, it } from "vitest";
import { friendlyMessage } from "./messages";

describe("problem messages next to a field", () => {
  it("shortens zod's wording", () => {
    expect(friendlyMessage("Invalid input: expected number, received undefined")).toBe("Required");
    expect(friendlyMessage("Too small: expected number to be >=0")).toBe("Must be 0 or more");
    expect(friendlyMessage("Invalid input: expected number, received string")).toBe("Must be a number, not a string");
    expect(friendlyMessage("Too small: expected array to have >=1 items")).toBe("Needs at least 1 item");
    expect(friendlyMessage("Too small: expected array to have >=3 items")).toBe("Needs at least 3 items");
  });

  it("capitalises a sentence but not an identifier it starts with", () => {
    expect(friendlyMessage('unknown ability "flying"')).toBe('Unknown ability "flying"');
    expect(friendlyMessage("schemaVersion 9 is newer")).toBe("schemaVersion 9 is newer");
  });
});

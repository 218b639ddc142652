/** Problem messages as they read next to a field. */

/** Zod's wording made shorter for a message next to a field. */
export function friendlyMessage(message: string): string {
  if (/received undefined$/.test(message)) return "Required";
  const small = /^Too small: expected (?:number|int) to be >=?(-?\d+)$/.exec(message);
  if (small) return `Must be ${small[1]} or more`;
  const big = /^Too big: expected (?:number|int) to be <=?(-?\d+)$/.exec(message);
  if (big) return `Must be ${big[1]} or less`;
  if (/expected int, received number/.test(message)) return "Must be a whole number";
  const few = /^Too small: expected array to have >=(\d+) items?$/.exec(message);
  if (few) return `Needs at least ${few[1]} item${few[1] === "1" ? "" : "s"}`;
  const type = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (type) return `Must be a ${type[1] === "int" ? "whole number" : type[1]}, not a ${type[2]}`;
  // Capitalise a sentence, not an identifier it starts with (schemaVersion, maxRange).
  return /^[a-z]+(\s|$)/.test(message) ? message.charAt(0).toUpperCase() + message.slice(1) : message;
}

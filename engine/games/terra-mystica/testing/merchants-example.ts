/**
 * The notation README's Merchants of the Seas example (notation/README.md, "Merchants of the
 * Seas"), defined once for the tests that start from it (content/merchants). The Auren (forest: F2
 * by the river r20, and D1) and the Fakirs (desert: D3 by r8/r14, F3 by r21/r28) on the base map,
 * whose canal joins r14 and r21; the Auren's dock under F2, the Fakirs' warehouse under D3. Round 1
 * scores 2 VP per trade (SCORE10); the Auren hold BON11 (+1 VP per trade, action: 1 ship). Pure
 * text: `merchants-example.test.ts` checks that the README prints exactly `MERCHANTS_EXAMPLE`.
 */

/** The setup, to the Auren's first action in round 1. */
export const MERCHANTS_EXAMPLE_SETUP = `option loose-adjust-resource
score SCORE10,SCORE11,SCORE13,SCORE14,SCORE15,SCORE16
setup auren
setup fakirs
auren: build F2
fakirs: build D3
fakirs: build F3
auren: build D1
auren: dock F2
fakirs: dock D3
fakirs: pass BON1
auren: pass BON11`;

/** Round 1 to the Move ships action: the Auren reach shipping 1 and gain two ships on r20 (ACT8, BON11), with 12 power more; the Fakirs pass. */
export const MERCHANTS_EXAMPLE_SHIPS = `auren: +12pw. +4c. +1p
auren: advance ship
fakirs: pass BON3
auren: action ACT8
auren: action BON11
auren: +12pw`;

/** The Move ships action: one ship lands on F3 and trades, the other stops on r14; the Fakirs take the power offered. */
export const MERCHANTS_EXAMPLE_MOVE = `auren: action ACT7. ship +1 r20-r21-F3. ship +1 r20-r21-r14. trade F3
fakirs: leech 1 from auren`;

/** The whole example, as the README prints it. */
export const MERCHANTS_EXAMPLE = [MERCHANTS_EXAMPLE_SETUP, MERCHANTS_EXAMPLE_SHIPS, MERCHANTS_EXAMPLE_MOVE].join("\n");

/**
 * A log starting from the example's setup: `header` lines (game options such as `map base` or
 * `final-scoring trade-majority`) go after its first line, then `moves` follow (parts of the
 * example or other lines).
 */
export function merchantsExampleLog(header: readonly string[], ...moves: string[]): string {
  const [first, ...rest] = MERCHANTS_EXAMPLE_SETUP.split("\n");
  return [first!, ...header, ...rest, ...moves].join("\n");
}

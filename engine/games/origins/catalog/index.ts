/**
 * An Origins pack compiled for the rules: the pack itself, with what the rules look up often
 * (colours by pattern letter, every district card's pattern in its eight orientations).
 */
import { ANY_TILE_CODE, COLOURS, type Colour } from "../schema/common";
import type { OriginsPack } from "../schema/pack";

/** A square of a district pattern: a colour, or any tile. */
export type PatternSquare = Colour | "*";

export interface Catalog {
  readonly pack: OriginsPack;
  /** The colour of each pattern letter (`R` → red). */
  readonly colourOfCode: Readonly<Record<string, Colour>>;
  /** The letter of each colour (`red` → `R`). */
  readonly codeOfColour: Readonly<Record<Colour, string>>;
  /**
   * Each district card's pattern as squares in reading order (top left, top right, bottom left,
   * bottom right), in every distinct orientation (rotated and mirrored).
   */
  readonly districtPatterns: Readonly<Record<string, readonly (readonly PatternSquare[])[]>>;
}

/** The eight symmetries of a 2×2 block, as index permutations of its squares in reading order. */
export const BLOCK_SYMMETRIES: readonly (readonly number[])[] = (() => {
  const rotate = [2, 0, 3, 1]; // a quarter turn clockwise: the new top left is the old bottom left
  const mirror = [1, 0, 3, 2]; // left and right swapped
  const compose = (a: readonly number[], b: readonly number[]) => a.map((i) => b[i]!);
  const out: number[][] = [];
  let p = [0, 1, 2, 3];
  for (let r = 0; r < 4; r++) {
    out.push(p, compose(mirror, p));
    p = compose(rotate, p);
  }
  return out;
})();

/** The squares of a pattern (`["R*", "*B"]`) in reading order. */
export function patternSquares(pattern: readonly string[], colourOfCode: Readonly<Record<string, Colour>>): PatternSquare[] {
  return pattern.join("").split("").map((ch) => (ch === ANY_TILE_CODE ? "*" : colourOfCode[ch]!));
}

export function compileCatalog(pack: OriginsPack): Catalog {
  const colourOfCode: Record<string, Colour> = {};
  const codeOfColour = {} as Record<Colour, string>;
  for (const c of COLOURS) {
    colourOfCode[pack.colours[c]!.code] = c;
    codeOfColour[c] = pack.colours[c]!.code;
  }
  const districtPatterns: Record<string, PatternSquare[][]> = {};
  for (const [id, card] of Object.entries(pack.districtCards)) {
    const squares = patternSquares(card.pattern, colourOfCode);
    const seen = new Set<string>();
    districtPatterns[id] = [];
    for (const perm of BLOCK_SYMMETRIES) {
      const oriented = perm.map((i) => squares[i]!);
      const key = oriented.join(",");
      if (!seen.has(key)) {
        seen.add(key);
        districtPatterns[id]!.push(oriented);
      }
    }
  }
  return { pack, colourOfCode, codeOfColour, districtPatterns };
}

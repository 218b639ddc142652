/**
 * The command box's logic, for any game: a typed move read with the game's notation (the module's
 * `notation.parseMove`), and the legal moves that complete what is typed (written by the module's
 * `notation.formatMove`, without the player's own prefix).
 */

/** A game's notation as the command box uses it. */
export interface CommandNotation<M> {
  parse(text: string, player?: string): { ok: true; move: M } | { ok: false; message: string };
  format(move: M): string;
}

/** A legal move as the box offers it: its text (without `player: ` when it is the player's own) and the move. */
export interface Suggestion<M> {
  text: string;
  move: M;
}

/** A move's text as typed for `player`: its notation without the `player: ` prefix. */
export function commandText<M>(notation: CommandNotation<M>, move: M, player?: string): string {
  const text = notation.format(move);
  const prefix = player ? `${player}: ` : undefined;
  return prefix && text.toLowerCase().startsWith(prefix.toLowerCase()) ? text.slice(prefix.length) : text;
}

const squash = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The legal moves whose text starts with what is typed (case and spacing aside; a `player:` prefix
 * typed for the player's own moves is ignored), in the engine's order, each text once.
 */
export function commandSuggestions<M>(notation: CommandNotation<M>, typed: string, legal: readonly M[], player?: string): Suggestion<M>[] {
  let want = squash(typed);
  if (player && want.startsWith(`${player.toLowerCase()}:`)) want = want.slice(player.length + 1).trim();
  const seen = new Set<string>();
  const out: Suggestion<M>[] = [];
  for (const move of legal) {
    const text = commandText(notation, move, player);
    if (seen.has(text) || !squash(text).startsWith(want)) continue;
    seen.add(text);
    out.push({ text, move });
  }
  return out;
}

/** The longest start shared by every suggestion (what Tab completes to), at least what is typed. */
export function commonStart(texts: readonly string[], typed: string): string {
  if (texts.length === 0) return typed;
  let common = texts[0]!;
  for (const t of texts) {
    let k = 0;
    while (k < common.length && k < t.length && common[k]!.toLowerCase() === t[k]!.toLowerCase()) k++;
    common = common.slice(0, k);
  }
  return common.length > typed.trim().length ? common : typed;
}

/** What the box says about a typed command: the move to play, or why it cannot be read. */
export function readCommand<M>(notation: CommandNotation<M>, typed: string, player?: string): { ok: true; move: M } | { ok: false; title: string; message: string } {
  if (!typed.trim()) return { ok: false, title: "Nothing to play", message: "Type a move, or pick one of the suggestions" };
  const read = notation.parse(typed, player);
  return read.ok ? read : { ok: false, title: "Could not read the move", message: read.message };
}

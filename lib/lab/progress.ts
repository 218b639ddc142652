/**
 * The progress line of a long lab command, written on stderr by `tm lab run` ("lab: …") and
 * `tm lab impact` ("impact: …") and read back by the studio's server, which runs batches and impact
 * replays through those commands: one format, both directions here.
 */

/** The commands that write progress lines. */
export type ProgressLabel = "lab" | "impact";

/** What a progress line carries. */
export interface LineProgress {
  done: number;
  total: number;
  failed?: number;
  gamesPerSecond: number;
  /** Seconds left (undefined before the first game ends, and once all have). */
  etaSeconds?: number;
}

function formatSeconds(s: number): string {
  const t = Math.round(s);
  return t >= 60 ? `${Math.floor(t / 60)}m${String(t % 60).padStart(2, "0")}s` : `${t}s`;
}

/** "lab: 120/400 games (2 failed), 3.10 games/s, ETA 1m30s" ("… in all" once every game ended); `label` replaces "lab". */
export function progressLine(p: LineProgress & { elapsedSeconds: number }, label: ProgressLabel = "lab"): string {
  const eta = p.done === p.total ? `${formatSeconds(p.elapsedSeconds)} in all` : p.etaSeconds === undefined ? "ETA …" : `ETA ${formatSeconds(p.etaSeconds)}`;
  return `${label}: ${p.done}/${p.total} games${p.failed ? ` (${p.failed} failed)` : ""}, ${p.gamesPerSecond.toFixed(2)} games/s, ${eta}`;
}

/** A progress line with this label read back (undefined for any other line). */
export function parseProgressLine(line: string, label: ProgressLabel = "lab"): LineProgress | undefined {
  const m = new RegExp(`^${label}: (\\d+)\\/(\\d+) games(?: \\((\\d+) failed\\))?, ([\\d.]+) games\\/s, (?:ETA (?:(\\d+)m)?(?:(\\d+)s)|ETA …|\\S+ in all)$`).exec(line.trim());
  if (!m) return undefined;
  const eta = m[5] !== undefined || m[6] !== undefined ? Number(m[5] ?? 0) * 60 + Number(m[6] ?? 0) : undefined;
  return { done: Number(m[1]), total: Number(m[2]), ...(m[3] ? { failed: Number(m[3]) } : {}), gamesPerSecond: Number(m[4]), ...(eta === undefined ? {} : { etaSeconds: eta }) };
}

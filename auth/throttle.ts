/**
 * Sign-in attempts per email: after MAX_FAILURES wrong passwords within WINDOW_MS, that email is
 * refused until the oldest of them is WINDOW_MS old (the right password included), which makes
 * guessing passwords slow. Kept in the server process's memory: a restart forgets it.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

export class SignInThrottle {
  private failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Milliseconds until this email may try again; 0 when it may try now. */
  waitFor(email: string): number {
    const recent = this.recent(email.trim().toLowerCase());
    return recent.length < MAX_FAILURES ? 0 : recent[0]! + WINDOW_MS - this.now();
  }

  /** Count a wrong password (or unknown email). */
  failed(email: string): void {
    const key = email.trim().toLowerCase();
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /** A successful sign-in clears the count. */
  succeeded(email: string): void {
    this.failures.delete(email.trim().toLowerCase());
  }
}

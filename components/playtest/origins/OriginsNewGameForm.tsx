"use client";

/**
 * The new-game form of Origins: First Builders: 1 to 4 seats (one is the solo training mode), each a
 * person or a bot, and the seed every die and shuffle is drawn from. The server checks the game with
 * the engine; its refusal is shown as it is.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { BOT_IDS, BOT_LABELS, MAX_SEED, type BotId } from "@/lib/playtest/schema";

export interface OriginsNewGameChoices {
  packId: string;
  packName: string;
  revision: number;
  players: { min: number; max: number };
  seed: number;
}

interface SeatChoice {
  control: "human" | "bot";
  bot: BotId;
  name: string;
}

export function OriginsNewGameForm({ choices }: { choices: OriginsNewGameChoices }) {
  const router = useRouter();
  const [seats, setSeats] = useState<SeatChoice[]>([
    { control: "human", bot: "heuristic", name: "" },
    { control: "bot", bot: "heuristic", name: "" },
  ]);
  const [seed, setSeed] = useState(String(choices.seed));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const update = (i: number, change: Partial<SeatChoice>) => setSeats((s) => s.map((x, j) => (j === i ? { ...x, ...change } : x)));
  const seedNumber = Number(seed);
  const seedOk = Number.isInteger(seedNumber) && seedNumber >= 1 && seedNumber <= MAX_SEED;
  const bots = seats.filter((s) => s.control === "bot").length;

  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const res = await fetch("/api/sessions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          kind: "play",
          game: "origins",
          packId: choices.packId,
          revision: choices.revision,
          seed: seedNumber,
          seats: seats.map((s) => ({ control: s.control, ...(s.control === "bot" ? { bot: s.bot } : {}), ...(s.name.trim() ? { name: s.name.trim() } : {}) })),
        }),
      });
      const body = (await res.json()) as { id?: string; message?: string; issues?: { path: string; message: string }[] };
      if (!res.ok || !body.id) {
        setError(body.issues?.length ? body.issues.map((i) => `${i.path}: ${i.message}`).join("; ") : (body.message ?? `HTTP ${res.status}`));
        setBusy(false);
        return;
      }
      router.push(`/playtest/${body.id}`);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  const field = "rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm";
  return (
    <form
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      aria-label="New Origins game"
      onSubmit={(e) => {
        e.preventDefault();
        void start();
      }}
    >
      <section className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs">
        <h2 className="text-sm font-semibold text-zinc-900">Seats</h2>
        <p className="mt-1 text-xs text-zinc-500">
          {choices.players.min} to {choices.players.max} players; one seat plays the solo training mode. Seats play in the order p1, p2…
        </p>
        <ol className="mt-3 space-y-2">
          {seats.map((s, i) => (
            <li key={i} className="flex flex-wrap items-center gap-2" data-seat={i}>
              <span className="w-8 font-mono text-xs text-zinc-500">p{i + 1}</span>
              <select aria-label={`Seat ${i + 1}: who plays`} className={field} value={s.control === "bot" ? s.bot : "human"} onChange={(e) => update(i, e.target.value === "human" ? { control: "human" } : { control: "bot", bot: e.target.value as BotId })}>
                <option value="human">Person</option>
                {BOT_IDS.map((b) => (
                  <option key={b} value={b}>
                    {BOT_LABELS[b]}
                  </option>
                ))}
              </select>
              <input aria-label={`Seat ${i + 1}: name`} className={`${field} min-w-0 flex-1`} placeholder={s.control === "bot" ? `Bot ${i + 1}` : `Player ${i + 1}`} value={s.name} maxLength={40} onChange={(e) => update(i, { name: e.target.value })} />
              <button type="button" className="text-xs text-zinc-500 underline disabled:opacity-40" disabled={seats.length <= choices.players.min} onClick={() => setSeats((x) => x.filter((_, j) => j !== i))}>
                Remove
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className="mt-3 rounded-md border border-zinc-300 px-3 py-1.5 text-xs font-semibold text-zinc-800 hover:bg-zinc-50 disabled:opacity-40" disabled={seats.length >= choices.players.max} onClick={() => setSeats((x) => [...x, { control: "bot", bot: "heuristic", name: "" }])}>
          Add a seat
        </button>
        <label className="mt-5 block text-sm font-semibold text-zinc-900">
          Seed
          <input aria-label="Seed" className={`${field} ml-3 w-32 font-mono`} value={seed} onChange={(e) => setSeed(e.target.value.trim())} inputMode="numeric" />
        </label>
        {!seedOk && <p className="mt-1 text-xs text-red-700">A whole number from 1 to {MAX_SEED}.</p>}
      </section>
      <aside className="rounded-xl border border-zinc-200 bg-white p-5 text-sm shadow-xs">
        <dl className="space-y-1 text-zinc-600">
          <div className="flex justify-between">
            <dt>Pack</dt>
            <dd className="font-medium text-zinc-900">
              {choices.packName} r{choices.revision}
            </dd>
          </div>
          <div className="flex justify-between">
            <dt>Players</dt>
            <dd className="font-medium text-zinc-900">
              {seats.length === 1 ? "solo" : seats.length} · {bots} bot{bots === 1 ? "" : "s"}
            </dd>
          </div>
        </dl>
        {error && (
          <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-xs text-red-900 ring-1 ring-red-200">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy || !seedOk} className="mt-4 w-full rounded-md bg-zinc-900 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-zinc-800 disabled:opacity-50">
          {busy ? "Setting up…" : "Start the game"}
        </button>
      </aside>
    </form>
  );
}

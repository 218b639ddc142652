"use client";
/** The Packs page's actions: fork a stored pack into a new one, or import a pack file. */
import { GAME_IDS, GAMES, MAX_PACK_BYTES, slugify, uniqueId, type ContentIssue } from "@/engine";
import { useRouter } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import { FieldErrors, inputClass } from "../form/fields";
import { friendlyMessage } from "../form/FormContext";
import { Banner, IssueList, primaryButton, secondaryButton } from "../ui";

export interface PackActionsProps {
  packs: { id: string; name: string; game: string }[];
  /** Largest accepted pack file, in bytes (the server's limit, MAX_PACK_BYTES, unless a story says otherwise). */
  maxBytes?: number;
}

export function PackActions({ packs, maxBytes = MAX_PACK_BYTES }: PackActionsProps) {
  const [open, setOpen] = useState<"new" | "import" | undefined>();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={open === "new" ? primaryButton : secondaryButton} aria-expanded={open === "new"} onClick={() => setOpen(open === "new" ? undefined : "new")} disabled={packs.length === 0}>
          New pack
        </button>
        <button type="button" className={open === "import" ? primaryButton : secondaryButton} aria-expanded={open === "import"} onClick={() => setOpen(open === "import" ? undefined : "import")}>
          Import a pack file
        </button>
      </div>
      {open === "new" && <NewPackForm packs={packs} />}
      {open === "import" && <ImportPackForm maxBytes={maxBytes} />}
    </div>
  );
}

function Panel({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs">
      <h2 className="text-sm font-semibold text-zinc-900">{title}</h2>
      <p className="mt-0.5 text-sm text-zinc-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The pack a new pack of a game starts from by default: the game's own (base, origins), else its first. */
function defaultSource(packs: { id: string; game: string }[], game: string): string {
  const ofGame = packs.filter((p) => p.game === game);
  return (ofGame.find((p) => p.id === "base" || p.id === game) ?? ofGame[0])?.id ?? "";
}

/** Fork a stored pack: pick the game and the source, name the new pack; its id follows the name until edited. */
export function NewPackForm({ packs }: { packs: { id: string; name: string; game: string }[] }) {
  const router = useRouter();
  const ids = useId();
  const taken = packs.map((p) => p.id);
  const games = GAME_IDS.filter((g) => packs.some((p) => p.game === g));
  const [game, setGame] = useState<string>(games.includes("terra-mystica") ? "terra-mystica" : (games[0] ?? ""));
  const [from, setFrom] = useState(defaultSource(packs, game));
  const [name, setName] = useState("");
  const [id, setId] = useState("");
  const [idEdited, setIdEdited] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ id?: string[]; name?: string[]; game?: string[]; form?: string }>({});
  const shownId = idEdited ? id : name.trim() ? uniqueId(slugify(name), taken) : "";

  async function submit() {
    setBusy(true);
    setErrors({});
    const res = await fetch(`/api/packs/${encodeURIComponent(from)}/fork`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: shownId, name: name.trim(), game }),
    });
    const body = await res.json().catch(() => ({}));
    setBusy(false);
    if (res.status === 201) return router.push(`/packs/${encodeURIComponent(body.id)}`);
    if (res.status === 422 && Array.isArray(body.issues)) {
      const of = (p: string) => (body.issues as ContentIssue[]).filter((i) => i.path === p).map((i) => friendlyMessage(i.message));
      return setErrors({ id: of("id"), name: of("name"), game: of("game"), form: body.issues.some((i: ContentIssue) => !["id", "name", "game"].includes(i.path)) ? body.message : undefined });
    }
    if (res.status === 409) return setErrors({ id: [body.message ?? "this id is taken"] });
    setErrors({ form: body.message ?? `the pack could not be created (${res.status})` });
  }

  return (
    <Panel title="New pack" description="A new pack is for one game and starts as a copy of a stored pack of that game: change its content from there.">
      <form
        className="flex flex-wrap items-start gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div>
          <label htmlFor={`${ids}-game`} className="mb-1 block text-xs font-medium text-zinc-600">
            Game
          </label>
          <select
            id={`${ids}-game`}
            value={game}
            onChange={(e) => {
              setGame(e.target.value);
              setFrom(defaultSource(packs, e.target.value));
            }}
            aria-invalid={!!errors.game?.length || undefined}
            className={inputClass(!!errors.game?.length, "w-56 py-1.5")}
          >
            {games.map((g) => (
              <option key={g} value={g}>
                {GAMES[g].name}
              </option>
            ))}
          </select>
          <FieldErrors id={`${ids}-game`} errors={errors.game ?? []} />
        </div>
        <div>
          <label htmlFor={`${ids}-from`} className="mb-1 block text-xs font-medium text-zinc-600">
            Fork of
          </label>
          <select id={`${ids}-from`} value={from} onChange={(e) => setFrom(e.target.value)} className={inputClass(false, "w-64 py-1.5")}>
            {packs
              .filter((p) => p.game === game)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.id})
                </option>
              ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-name`} className="mb-1 block text-xs font-medium text-zinc-600">
            Name
          </label>
          <input
            id={`${ids}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Friday night house rules"
            aria-invalid={!!errors.name?.length || undefined}
            className={inputClass(!!errors.name?.length, "w-72 py-1.5")}
          />
          <FieldErrors id={`${ids}-name`} errors={errors.name ?? []} />
        </div>
        <div>
          <label htmlFor={`${ids}-id`} className="mb-1 block text-xs font-medium text-zinc-600">
            Id
          </label>
          <input
            id={`${ids}-id`}
            value={shownId}
            onChange={(e) => {
              setIdEdited(true);
              setId(e.target.value);
            }}
            placeholder="friday-night-house-rules"
            aria-invalid={!!errors.id?.length || undefined}
            className={inputClass(!!errors.id?.length, "w-60 py-1.5 font-mono")}
          />
          <FieldErrors id={`${ids}-id`} errors={errors.id ?? []} />
        </div>
        <div className="pt-5">
          <button type="submit" className={primaryButton} disabled={busy || !from}>
            {busy ? "Creating…" : "Create pack"}
          </button>
        </div>
      </form>
      {errors.form && (
        <div className="mt-3">
          <Banner tone="error" title="The pack was not created.">
            <p>{errors.form}</p>
          </Banner>
        </div>
      )}
    </Panel>
  );
}

interface ImportFailure {
  message: string;
  issues?: ContentIssue[];
}

const formatMiB = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MiB`;

/** Import a pack file (JSON or zip): a new pack, or a new revision of the pack with its id. */
export function ImportPackForm({ maxBytes = MAX_PACK_BYTES }: { maxBytes?: number }) {
  const router = useRouter();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ImportFailure | undefined>();

  async function upload(file: File) {
    setFailure(undefined);
    if (file.size > maxBytes)
      return setFailure({ message: `${file.name} is ${file.size.toLocaleString("en")} bytes; the limit is ${maxBytes.toLocaleString("en")} bytes.` });
    setBusy(true);
    const res = await fetch("/api/packs/import", {
      method: "POST",
      headers: { "content-type": /\.zip$/i.test(file.name) ? "application/zip" : "application/json" },
      body: file,
    });
    const body = await res.json().catch(() => ({}));
    setBusy(false);
    if (res.ok) return router.push(`/packs/${encodeURIComponent(body.id)}${body.created ? "" : "?imported=" + body.number}`);
    setFailure({ message: `${file.name}: ${body.message ?? `the import failed (${res.status})`}`, issues: body.issues });
  }

  return (
    <Panel
      title="Import a pack file"
      description="A pack exported by this studio or another client: JSON, or a zip (an export, or a zipped pack folder). A new id makes a new pack; a known id adds a revision to it."
    >
      <label htmlFor={inputId} className="mb-1 block text-xs font-medium text-zinc-600">
        Pack file (.json or .zip, at most {formatMiB(maxBytes)})
      </label>
      <input
        id={inputId}
        type="file"
        accept=".json,.zip,application/json,application/zip"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
          e.target.value = "";
        }}
        className="block text-sm text-zinc-700 file:mr-3 file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-zinc-800 hover:file:bg-zinc-50"
      />
      {busy && <p className="mt-2 text-sm text-zinc-600">Importing…</p>}
      {failure && (
        <div className="mt-3">
          <Banner tone="error" title="Nothing was imported.">
            <p>{failure.message}</p>
            {failure.issues && failure.issues.length > 0 && (
              <IssueList issues={failure.issues} aria-label="Problems" />
            )}
          </Banner>
        </div>
      )}
    </Panel>
  );
}

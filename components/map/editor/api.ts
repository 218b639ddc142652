/** The map editor's calls to the studio API (app/api/maps), with their answers typed. */
import type { ContentIssue, MapInput } from "@/engine";

export type SaveAnswer =
  | { ok: true; number: number }
  | { ok: false; status: 409; code: string; message: string; headNumber: number; theirs?: MapInput; base?: MapInput; theyChangedThisMap: boolean }
  | { ok: false; status: number; code: string; message: string; issues?: ContentIssue[] };

async function send(url: string, method: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  try {
    const res = await fetch(url, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, json };
  } catch (e) {
    return { status: 0, json: { error: "network", message: `The studio could not be reached: ${(e as Error).message}` } };
  }
}

const mapUrl = (key: string) => `/api/maps/${encodeURIComponent(key)}`;

/** Save the map into its pack as a new revision on top of `baseNumber`. */
export async function saveToPack(key: string, map: MapInput, baseNumber: number): Promise<SaveAnswer> {
  const { status, json } = await send(mapUrl(key), "PUT", { baseNumber, map });
  if (status === 201) return { ok: true, number: json.number as number };
  return { ok: false, status, code: String(json.error ?? "error"), ...(json as object) } as SaveAnswer;
}

/** Keep the map as a draft beside its pack. */
export async function saveDraftMap(key: string, map: MapInput, baseNumber: number | undefined): Promise<{ ok: true; errors: number } | { ok: false; message: string }> {
  const { status, json } = await send(`${mapUrl(key)}/draft`, "PUT", { map, baseNumber });
  if (status === 200) return { ok: true, errors: json.errors as number };
  return { ok: false, message: String(json.message ?? `the draft was not saved (HTTP ${status})`) };
}

export async function discardDraft(key: string): Promise<boolean> {
  const { status } = await send(`${mapUrl(key)}/draft`, "DELETE");
  return status === 200;
}

/** Start a new map as a draft; answers its key. */
export async function createMapDraft(body: { packId: string; mapId: string; map: MapInput; newPackName?: string }): Promise<{ ok: true; key: string } | { ok: false; message: string }> {
  const { status, json } = await send("/api/maps", "POST", body);
  if (status === 201) return { ok: true, key: json.key as string };
  const issues = (json.issues as ContentIssue[] | undefined)?.map((i) => `${i.path}: ${i.message}`).join("; ");
  return { ok: false, message: `${String(json.message ?? `HTTP ${status}`)}${issues ? ` (${issues})` : ""}` };
}

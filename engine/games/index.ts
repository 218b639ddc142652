/**
 * The games this studio hosts, by the id packs name in `manifest.game`. Adding a game is adding its
 * module here (see engine/README.md): every page, API route, the storage, the playtest table and
 * the CLI find it through `gameModule`.
 */
import { z } from "zod";
import type { AnyGameModule, GameModule, PackIssue, PackValidationOf } from "../core/game";
import { gameOfDocument, migrate, PACK_SCHEMA_URL } from "../core/envelope";
import { migratingPackSchema } from "./terra-mystica/schema/migrations";
import { OriginsPackSchema } from "./origins/schema/pack";
import { diffValues, formatDiffLine, type DiffKind, type DiffLine, type FieldChange } from "./terra-mystica/packs/diff";
import { terraMystica } from "./terra-mystica/module";
import { origins } from "./origins/module";

export { terraMystica, type TerraMysticaTypes } from "./terra-mystica/module";
export { origins, type OriginsTypes } from "./origins/module";

export const GAMES = { "terra-mystica": terraMystica, origins } as const satisfies Record<string, AnyGameModule>;
export type GameId = keyof typeof GAMES;
export const GAME_IDS = Object.keys(GAMES) as GameId[];

/** Whether a game id names a module of this studio. */
export const isGameId = (id: string): id is GameId => Object.hasOwn(GAMES, id);

/** The module of a game, or undefined for a game this studio does not host. */
export function gameModule(id: string): AnyGameModule | undefined {
  return isGameId(id) ? GAMES[id] : undefined;
}

/** The game a pack document is for (after migration), with a problem to report when it names none this studio hosts. */
export function packGame(doc: unknown): { ok: true; game: GameId } | { ok: false; issue: PackIssue } {
  const game = gameOfDocument(doc);
  if (game === undefined) return { ok: true, game: "terra-mystica" };
  if (!isGameId(game))
    return {
      ok: false,
      issue: { path: "manifest.game", message: `this studio has no game "${game}" (it hosts: ${GAME_IDS.join(", ")})`, code: "pack/unknown-game" },
    };
  return { ok: true, game };
}

/** The type parameters of a registered game's module. */
export type TypesOfGame<G extends GameId> = (typeof GAMES)[G] extends GameModule<infer T> ? T : never;

/** A pack of any hosted game, as its module's schema parses it; `manifest.game` tells which. */
export type GamePack = { [G in GameId]: TypesOfGame<G>["pack"] }[GameId];

/** A pack of one game: narrows a pack of any game by the game its manifest names. */
export function isPackOf<G extends GameId>(doc: GamePack, game: G): doc is TypesOfGame<G>["pack"] & GamePack {
  return doc.manifest.game === game;
}

/**
 * What `validateGamePack` says: the module's validation, tagged with the game (narrow on `game` to
 * get that game's pack types), or a problem found before any module read the document.
 */
export type GamePackValidation =
  | { [G in GameId]: PackValidationOf<TypesOfGame<G>> & { game: G } }[GameId]
  | { ok: false; pack?: undefined; issues: PackIssue[]; game?: undefined };

type ParentOf = (id: string) => GamePack | undefined;

/**
 * Validate a pack of any game: the core reads the game it names and hands the document to that
 * game's module. A pack extends only a pack of its own game.
 */
export function validateGamePack(doc: unknown, options: { resolveParent?: ParentOf } = {}): GamePackValidation {
  const found = packGame(doc);
  if (!found.ok) return { ok: false, issues: [found.issue] };
  const game: AnyGameModule = GAMES[found.game];
  const resolveParent = options.resolveParent;
  let wrongParent: PackIssue | undefined;
  const result = game.pack.validate(doc, {
    resolveParent: resolveParent
      ? (id: string) => {
          const parent = resolveParent(id);
          if (parent && parent.manifest.game !== found.game) {
            wrongParent = { path: "manifest.extends.id", message: `the pack is for ${found.game}, but "${id}" is a pack for ${parent.manifest.game}`, code: "pack/parent-game" };
            return undefined;
          }
          return parent;
        }
      : undefined,
  }) as PackValidationOf<TypesOfGame<GameId>>;
  if (wrongParent) return { ok: false, pack: result.pack, issues: [wrongParent], game: found.game } as GamePackValidation;
  return { ...result, game: found.game } as GamePackValidation;
}

/**
 * The schema stored pack documents are read with: any known format version, migrated, then parsed
 * with the schema of the game it names (a document naming no game is a Terra Mystica pack). It does
 * not check cross-references (validateGamePack does, when a document is saved).
 */
export function storedPackSchema(game: string | undefined): z.ZodType<GamePack> {
  if (game === "origins")
    return z
      .record(z.string(), z.unknown(), "a content pack must be a JSON object")
      .transform((doc, ctx) => {
        const migrated = migrate(doc);
        if (migrated.ok) return migrated.doc;
        ctx.issues.push({ code: "custom", message: migrated.message, path: ["schemaVersion"], input: doc });
        return z.NEVER;
      })
      .pipe(OriginsPackSchema);
  return migratingPackSchema();
}

/** Where the studio publishes the JSON Schema of a game's packs (public/schemas/; `tm schema --game <id>` writes it). */
export function packSchemaUrl(game: string): string {
  return game === "terra-mystica" ? PACK_SCHEMA_URL : `/schemas/${game}-pack.json`;
}

export { assembleOriginsPack, disassembleOriginsPack, SECTION_FILES as ORIGINS_SECTION_FILES } from "./origins/content/files";
export { validateOriginsPack } from "./origins/schema/validate";
export { OriginsPackSchema, type OriginsPack } from "./origins/schema/pack";
export { moveLabel as originsMoveLabel, dieLabel as originsDieLabel } from "./origins/notation/label";
export { originsFlowGraph, originsFlowStateId } from "./origins/flow/graph";
export { cellKey as originsCellKey, parseCellKey as originsParseCellKey, type GameState as OriginsState, type Die as OriginsDie, type Tile as OriginsTile, type FinalScore as OriginsFinalScore } from "./origins/rules/state";
export type { Move as OriginsMove } from "./origins/moves/types";

/** One change between two packs of a game other than Terra Mystica: an entry of a keyed section (by id), or a section as a whole. */
export interface SectionChange {
  readonly section: string;
  /** The entry's id in a keyed section (the module's `pack.sections`); undefined for a section compared as a whole. */
  readonly id?: string;
  readonly kind: DiffKind;
  /** What changed inside a changed entry or section (paths inside it); empty for added and removed ones. */
  readonly fields: readonly FieldChange[];
}

/**
 * The changes between two packs of one game, section by section: the manifest and every section of
 * the document; in the game's keyed sections, entry by entry. (Terra Mystica's own diff, `diffPacks`,
 * also compares maps hex by hex and names entries.)
 */
export function diffSections(before: GamePack, after: GamePack): SectionChange[] {
  const keyed = new Set<string>(gameModule(after.manifest.game)?.pack.sections ?? []);
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  const sections = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((s) => s !== "$schema" && s !== "schemaVersion");
  const out: SectionChange[] = [];
  const compare = (section: string, id: string | undefined, x: unknown, y: unknown) => {
    if (x === undefined && y === undefined) return;
    if (x === undefined) out.push({ section, id, kind: "added", fields: [] });
    else if (y === undefined) out.push({ section, id, kind: "removed", fields: [] });
    else {
      const fields = diffValues(x, y);
      if (fields.length) out.push({ section, id, kind: "changed", fields });
    }
  };
  for (const section of sections) {
    const x = a[section];
    const y = b[section];
    if (keyed.has(section) && x && y && typeof x === "object" && typeof y === "object") {
      const xs = x as Record<string, unknown>;
      const ys = y as Record<string, unknown>;
      for (const id of [...new Set([...Object.keys(xs), ...Object.keys(ys)])].sort()) compare(section, id, xs[id], ys[id]);
    } else compare(section, undefined, x, y);
  }
  return out;
}

/** A section diff as lines, one per changed field or per added or removed entry or section (the diff API and `tm pack diff` print these). */
export function sectionDiffLines(changes: readonly SectionChange[]): DiffLine[] {
  return changes.flatMap((e): DiffLine[] => {
    const at = e.id ? `${e.section}.${e.id}` : e.section;
    if (e.fields.length === 0) return [{ kind: e.kind, path: at }];
    return e.fields.map((f) => ({ kind: f.kind, path: !f.path ? at : f.path.startsWith("[") ? `${at}${f.path}` : `${at}.${f.path}`, before: f.before, after: f.after }));
  });
}

/** A section diff as text, one change per line; "no differences" when there are none. */
export function formatSectionDiff(changes: readonly SectionChange[]): string {
  return changes.length === 0 ? "no differences" : sectionDiffLines(changes).map(formatDiffLine).join("\n");
}

/**
 * The games this studio hosts, by the id packs name in `manifest.game`. Adding a game is adding its
 * module here (see engine/README.md): every page, API route, the storage, the playtest table and
 * the CLI find it through `gameModule`.
 */
import type { AnyGameModule, PackIssue } from "../core/game";
import { gameOfDocument } from "../core/envelope";
import { terraMystica } from "./terra-mystica/module";

export { terraMystica, type TerraMysticaTypes } from "./terra-mystica/module";

export const GAMES = { "terra-mystica": terraMystica } as const satisfies Record<string, AnyGameModule>;
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

type ModuleValidation = ReturnType<(typeof GAMES)[GameId]["pack"]["validate"]>;
type ParentOf = NonNullable<Parameters<(typeof GAMES)[GameId]["pack"]["validate"]>[1]>["resolveParent"];

/**
 * Validate a pack of any game: the core reads the game it names and hands the document to that
 * game's module. A pack extends only a pack of its own game.
 */
export function validateGamePack(doc: unknown, options: { resolveParent?: ParentOf } = {}): ModuleValidation & { game?: GameId } {
  const found = packGame(doc);
  if (!found.ok) return { ok: false, issues: [found.issue] };
  const game = GAMES[found.game];
  const resolveParent = options.resolveParent;
  let wrongParent: PackIssue | undefined;
  const result = game.pack.validate(doc, {
    resolveParent: resolveParent
      ? (id) => {
          const parent = resolveParent(id);
          if (parent && parent.manifest.game !== found.game) {
            wrongParent = { path: "manifest.extends.id", message: `the pack is for ${found.game}, but "${id}" is a pack for ${parent.manifest.game}`, code: "pack/parent-game" };
            return undefined;
          }
          return parent;
        }
      : undefined,
  });
  if (wrongParent) return { ok: false, pack: result.pack, issues: [wrongParent], game: found.game };
  return { ...result, game: found.game };
}

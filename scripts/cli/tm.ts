/** `tm`: the Mystica Studio command line. */
import fs from "node:fs";
import path from "node:path";
import { formatIssues, GAME_IDS, GAMES, gameModule, parseLog, terraMystica, type AnyGameModule, type GameSummary } from "../../engine";
import { CONTENT_ROOT, packWithOptions, validateGamePackSource } from "./pack-dir";
import { USER_USAGE } from "./user-usage";

const USAGE = `usage: tm <command> [options]

commands:
  validate <file-or-dir>            check a content pack (folder or JSON file); exit 1 on problems
  pack export <id> [--out file]     write a stored pack's head revision as one JSON file
  pack import <file>                store a pack file as a new pack or a new revision
  pack list                         list stored packs
  pack diff <a> <b>                 semantic diff of two packs; each one is <id> (head),
                                    <id>@<revision>, a pack file or a pack folder
  schema [--game id]                print the content-pack JSON Schema of a game (default terra-mystica)
  replay <log> [--pack <dir>] [--game id]
                                    replay a game log (terra.snellman.net's notation for Terra
                                    Mystica, the game's own for others: --game origins reads it
                                    with content/origins); exit 1 at the first bad line
                                    (--json: the final state as in ../shared/games/expected/*.json)
  selfplay [--games N] [--players P] [--seed S] [--factions a,b] [--options o1,o2] [--pack dir]
           [--log-dir dir] [--coverage]
                                    random bots play whole games; exit 1 when one fails
                                    (--coverage: the flow machine's states and transitions they
                                    went through, with counts)
  selfplay --game <id> [--games N] [--players P] [--seed S] [--bots b1,b2] [--pack dir] [--log-dir dir]
                                    bots of another game (origins) play whole games
  match --bots b1,b2,.. [--rotate] [--games N] [--seed S] [--workers W]
                                    bots against each other, one per seat (strong:2 names a
                                    strength level): each bot's wins with a 95% interval, mean VP,
                                    ms per decision, games per minute
  differential [--games N] [--players P] [--options o1,o2] [--mutate [K]]
                                    self-play logs (or mutated ones) replayed by our engine and by
                                    terra.snellman.net's (../shared/oracle); exit 1 on a disagreement
  lab run [--pack id] [--map m] [--players P] [--games N] [--bots b[,b]] [--rotate] [--workers W]
          [--suggest-vp]
                                    a batch of bot games on every core: per faction win rate and
                                    mean VP with 95% intervals, games/s (--save: store it; with
                                    a PostgreSQL DATABASE_URL: stored and enqueued for workers)
  lab worker [--concurrency N]      take lab jobs from the PostgreSQL queue (any machine)
  lab list | lab show <id>          stored batches; one batch's summary from its stored games
  lab compare <A> <B>               per faction B − A win rate and mean VP with intervals (A/B)
  lab impact --pack A --against B --logs dir|files [--sessions] [--save]
                                    recorded games replayed under revision B: per game the first
                                    move that changed and VP deltas (bots play on from a refused move);
                                    --save stores it, --stored ID runs a stored one

shared-server mode (AUTH_SECRET set):
${USER_USAGE}

options:
  --json                            machine-readable output`;

/**
 * What to tell the user when the database a command opened has not been migrated (a fresh
 * DATABASE_URL or DATABASE_FILE): Prisma reports a missing table; undefined for any other error.
 */
export function databaseProblem(e: unknown): string | undefined {
  const cause = (e as { meta?: { driverAdapterError?: { cause?: { kind?: string; table?: string } } } })?.meta?.driverAdapterError?.cause;
  const missing = cause?.kind === "TableDoesNotExist" ? cause.table : /no such table: (\S+)/.exec(String((e as Error)?.message ?? ""))?.[1];
  if (missing === undefined) return undefined;
  return `tm: the database has no table ${missing.replace(/^main\./, "")}: apply the migrations first (npm run db:migrate)`;
}

export async function main(argv: string[]): Promise<number> {
  const json = argv.includes("--json");
  const args = argv.filter((a) => a !== "--json");
  const out = (value: unknown, text: string) => console.log(json ? JSON.stringify(value, null, 2) : text);
  const [command, ...rest] = args;
  switch (command) {
    case "validate": {
      const target = rest[0];
      if (!target) return usage("validate needs a file or folder");
      const result = validateGamePackSource(target);
      if (result.ok) {
        const p = result.pack;
        const contents =
          result.game === "terra-mystica"
            ? `${Object.keys(result.resolved.maps).length} maps, ${Object.keys(result.resolved.factions).length} factions`
            : GAMES[result.game].pack.sections.map((s) => `${Object.keys((result.resolved as unknown as Record<string, object>)[s] ?? {}).length} ${s}`).join(", ");
        out({ ok: true, game: p.manifest.game, id: p.manifest.id, version: p.manifest.version, issues: [] }, `${target}: valid (${p.manifest.id} ${p.manifest.version}: ${contents}; game ${p.manifest.game})`);
        return 0;
      }
      if (json) out({ ok: false, issues: result.issues }, "");
      else console.error(`${target}: ${result.issues.length} problem${result.issues.length === 1 ? "" : "s"}\n${formatIssues(result.issues)}`);
      return 1;
    }
    case "schema": {
      const at = rest.indexOf("--game");
      const id = at >= 0 ? rest[at + 1] : terraMystica.id;
      const game = id ? gameModule(id) : undefined;
      if (!game) return usage(`--game must be one of ${GAME_IDS.join(", ")}`);
      console.log(JSON.stringify(game.pack.jsonSchema(), null, 2));
      return 0;
    }
    case "replay":
      return replayCommand(rest, json);
    case "selfplay": {
      const at = rest.indexOf("--game");
      if (at >= 0 && rest[at + 1] !== terraMystica.id) {
        const game = gameModule(rest[at + 1] ?? "");
        if (!game) return usage(`--game must be one of ${GAME_IDS.join(", ")}`);
        const { gameSelfplayCommand } = await import("./selfplay-game");
        return gameSelfplayCommand(game, rest, json);
      }
      const { selfplayCommand } = await import("./selfplay");
      return selfplayCommand(rest, json);
    }
    case "match": {
      const { matchCommand } = await import("./match");
      return matchCommand(rest, json);
    }
    case "differential": {
      const { differentialCommand } = await import("./differential");
      return differentialCommand(rest, json);
    }
    case "lab": {
      const { labCommand } = await import("./lab");
      return labCommand(rest, json);
    }
    case "user": {
      const { userCommand } = await import("./user-commands");
      return userCommand(rest, json);
    }
    case "member": {
      const { memberCommand } = await import("./user-commands");
      return memberCommand(rest, json);
    }
    case "pack": {
      const { packCommand } = await import("./pack-commands");
      return packCommand(rest, json);
    }
    case undefined:
    case "help":
    case "--help":
      console.log(USAGE);
      return command === undefined ? 1 : 0;
    default:
      return usage(`unknown command "${command}"`);
  }
}

function usage(problem: string): number {
  console.error(`tm: ${problem}\n\n${USAGE}`);
  return 2;
}

// `tm replay <log>`: replay a terra.snellman.net log against a content pack and report the result.

function loadPack(dir: string): { pack: unknown; game: AnyGameModule } | string {
  const v = validateGamePackSource(dir);
  if (!v.ok) return `${dir}: not a valid content pack (${v.issues[0]?.path || "the pack"}: ${v.issues[0]?.message})`;
  return { pack: v.resolved, game: GAMES[v.game] };
}

/** The first pack of content/ (base first) that knows every option of the log, else content/base (which then names the option it lacks). */
function packFor(text: string): { pack: unknown; game: AnyGameModule } | string {
  const parsed = parseLog(text);
  const options = parsed.ok ? parsed.entries.flatMap((e) => (e.parsed.kind === "setup" && e.parsed.setup.type === "option" ? [e.parsed.setup.option] : [])) : [];
  const found = packWithOptions(options);
  const pack = typeof found === "string" ? packWithOptions([]) : found;
  return typeof pack === "string" ? pack : { pack, game: terraMystica };
}

function summaryText(name: string, s: GameSummary): string {
  const rows = Object.entries(s.factions).sort(([, a], [, b]) => b.vp - a.vp);
  const head = ["faction", "VP", "coins", "W", "P", "power", "cults F/W/E/A", "D/TP/TE/SH/SA", "ship", "dig", "towns", "favors"];
  const body = rows.map(([id, f]) => [
    id,
    String(f.vp),
    String(f.coins),
    String(f.workers),
    String(f.priests),
    f.power.join("/"),
    [f.cults.fire, f.cults.water, f.cults.earth, f.cults.air].join("/"),
    [f.buildings.D, f.buildings.TP, f.buildings.TE, f.buildings.SH, f.buildings.SA].join("/"),
    String(f.shipping),
    String(f.digging),
    String(f.towns),
    f.favors.join(",") || "-",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 || i === r.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ").trimEnd();
  const status = s.finished ? `finished after round ${s.round}` : `in round ${s.round}`;
  return [`${name}: ${status}`, line(head), ...body.map(line)].join("\n");
}

export function replayCommand(args: string[], json: boolean): number {
  const packAt = args.indexOf("--pack");
  const gameAt = args.indexOf("--game");
  const gameId = gameAt >= 0 ? args[gameAt + 1] : undefined;
  if (gameAt >= 0 && (!gameId || !gameModule(gameId))) {
    console.error(`tm: --game must be one of ${GAME_IDS.join(", ")}`);
    return 2;
  }
  // --game <id> alone: the game's pack in content/<id> (Terra Mystica: the pack that knows the log's options).
  const packDir = packAt >= 0 ? args[packAt + 1] : gameId && gameId !== terraMystica.id ? path.join(CONTENT_ROOT, gameId) : undefined;
  const file = args.filter((_, i) => (packAt < 0 || (i !== packAt && i !== packAt + 1)) && (gameAt < 0 || (i !== gameAt && i !== gameAt + 1)))[0];
  if (!file) {
    console.error("tm: replay needs a log file\n\nusage: tm replay <log> [--pack <dir>] [--json]");
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`${file}: no such file`);
    return 1;
  }
  const text = fs.readFileSync(file, "utf8");
  const loaded = packDir ? loadPack(packDir) : packFor(text);
  if (typeof loaded === "string") {
    console.error(loaded);
    return 1;
  }
  // The game module replays the log: its notation, its summary.
  const { game } = loaded;
  const result = game.notation.replay(text, game.pack.compile(loaded.pack));
  if (!result.ok) {
    const line = "line" in result ? result.line : 0;
    const shown = "text" in result && typeof result.text === "string" ? result.text.trim() : "";
    console.error(`${file}:${line}: ${shown}\n  ${result.message} (${result.code})`);
    return 1;
  }
  const summary = game.views.summary(result.state);
  if (json) console.log(JSON.stringify(summary, null, 1));
  else if (game === terraMystica) console.log(summaryText(path.basename(file), summary as GameSummary));
  else console.log(game.views.scores(result.state).map((s) => `${s.player}: ${s.vp}`).join("\n"));
  return 0;
}

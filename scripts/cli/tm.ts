/** `tm`: the Mystica Studio command line. */
import { contentPackJsonSchema, formatIssues } from "../../engine";
import { validatePackSource } from "./pack-dir";

const USAGE = `usage: tm <command> [options]

commands:
  validate <file-or-dir>            check a content pack (folder or JSON file); exit 1 on problems
  pack export <id> [--out file]     write a stored pack's head revision as one JSON file
  pack import <file>                store a pack file as a new pack or a new revision
  pack list                         list stored packs
  schema                            print the content-pack JSON Schema

options:
  --json                            machine-readable output`;

export async function main(argv: string[]): Promise<number> {
  const json = argv.includes("--json");
  const args = argv.filter((a) => a !== "--json");
  const out = (value: unknown, text: string) => console.log(json ? JSON.stringify(value, null, 2) : text);
  const [command, ...rest] = args;
  switch (command) {
    case "validate": {
      const target = rest[0];
      if (!target) return usage("validate needs a file or folder");
      const result = validatePackSource(target);
      if (result.ok) {
        const p = result.resolved;
        out(
          { ok: true, id: p.manifest.id, version: p.manifest.version, issues: [] },
          `${target}: valid (${p.manifest.id} ${p.manifest.version}: ${Object.keys(p.maps).length} maps, ${Object.keys(p.factions).length} factions)`,
        );
        return 0;
      }
      if (json) out({ ok: false, issues: result.issues }, "");
      else console.error(`${target}: ${result.issues.length} problem${result.issues.length === 1 ? "" : "s"}\n${formatIssues(result.issues)}`);
      return 1;
    }
    case "schema":
      console.log(JSON.stringify(contentPackJsonSchema(), null, 2));
      return 0;
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

/** The catalog of content/origins, read from disk once (tests only). */
import { compileCatalog, type Catalog } from "../../catalog";
import { validateOriginsSource } from "./load-pack";

let cached: Catalog | undefined;

export function originsCatalog(): Catalog {
  if (cached) return cached;
  const v = validateOriginsSource();
  if (!v.ok) throw new Error(`content/origins does not validate: ${v.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`);
  cached = compileCatalog(v.resolved);
  return cached;
}

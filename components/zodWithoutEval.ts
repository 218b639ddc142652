/**
 * In the browser, Zod parses without compiling parsers through `new Function`: its check for
 * whether it may do so is itself a `Function("")` call, which the studio's Content-Security-Policy
 * (no `unsafe-eval`) blocks and reports as a violation. The server keeps Zod's faster compiled
 * parsers. Imported for its effect by the studio's top bar (StudioNav), on every page.
 */
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });

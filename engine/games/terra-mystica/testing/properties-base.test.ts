/** Self-play property tests on the base game: 500 seeded games (see selfplay-suite.ts). */
import { selfPlaySuite } from "./selfplay-suite";

selfPlaySuite("base", [], 500);

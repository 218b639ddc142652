/** Self-play property tests with the promo tiles and league options: 500 seeded games (see selfplay-suite.ts). */
import { selfPlaySuite } from "./selfplay-suite";

selfPlaySuite("promo", ["mini-expansion-1", "shipping-bonus", "temple-scoring-tile", "variable-turn-order"], 500);

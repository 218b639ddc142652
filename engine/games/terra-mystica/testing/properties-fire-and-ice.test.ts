/**
 * Self-play property tests with the Fire & Ice ice, volcano and variable factions: 300 seeded games
 * (see selfplay-suite.ts). The ice and variable factions are also checked against terra.snellman.net's
 * engine (scripts/cli/differential.test.ts); the volcano factions only here, as that engine cannot
 * set them up (REFERENCE.md).
 */
import { selfPlaySuite } from "./selfplay-suite";

selfPlaySuite("fire-and-ice", ["fire-and-ice-factions/ice", "fire-and-ice-factions/volcano", "fire-and-ice-factions/variable_v5"], 300);

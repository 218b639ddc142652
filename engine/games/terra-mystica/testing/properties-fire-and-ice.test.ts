/**
 * Self-play property tests with the Fire & Ice ice and volcano factions: 300 seeded games (see
 * selfplay-suite.ts). The ice factions are also checked against terra.snellman.net's engine
 * (scripts/cli/differential.test.ts); the volcano factions only here, as that engine cannot set
 * them up (REFERENCE.md).
 */
import { selfPlaySuite } from "./selfplay-suite";

selfPlaySuite("fire-and-ice", ["fire-and-ice-factions/ice", "fire-and-ice-factions/volcano"], 300);

/** Reading content packs from disk for the CLI: the engine's Node-side loader (one definition, shared with the engine's tests). */
export { CONTENT_ROOT, loadPackSource, packWithOptions, resolveFromContentRoot, validatePackSource, type LoadResult } from "../../engine/games/terra-mystica/testing/node/load-pack";

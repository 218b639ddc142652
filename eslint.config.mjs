import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** UI, framework and database packages, and the app's own folders by alias: never imported by engine/. */
const ENGINE_NO_UPWARD_PACKAGES = {
  group: ["react", "react/*", "react-dom", "react-dom/*", "next", "next/*", "@xstate/react", "@prisma/*", "@/generated/*", "@/app/*", "@/components/*", "@/prisma/*", "@/scripts/*", "@/stories/*"],
  message: "engine/ is pure TypeScript: no UI, framework, database, app, component, script or story imports.",
};

/** The folders above the engine, by resolved path (so relative imports are caught too). */
const ENGINE_NO_UPWARD_PATHS = {
  target: "./engine",
  from: ["./app", "./components", "./prisma", "./scripts", "./stories", "./generated"],
  message: "engine/ depends on nothing above it (tests included): scripts and the app import the engine, not the reverse.",
};

/** The core serves every game: it imports no game module (games import the core). */
const CORE_NO_GAMES = {
  target: "./engine/core",
  from: "./engine/games",
  message: "engine/core/ serves every game and imports none: put game rules in engine/games/<game>/.",
};

/**
 * Engine files that only tests run: the only engine files that may use Node (node:fs to read packs
 * and games). engine/games/<game>/testing/node/ holds the Node-only helpers (the pack loader).
 */
const ENGINE_TEST_FILES = ["engine/**/*.test.ts", "engine/games/*/testing/node/**/*.ts"];
const ENGINE_TEST_HELPERS = ["engine/games/*/rules/scenarios/helpers.ts", "engine/games/*/rules/variants/helpers.ts", "engine/games/*/testing/selfplay-suite.ts"];
const ENGINE_TEST_CODE = [...ENGINE_TEST_FILES, ...ENGINE_TEST_HELPERS];

const ENGINE_NO_TEST_CODE = "Production engine code may not import test code (it reads packs from disk).";

/**
 * Server code: route handlers, the app's server-side libraries and server actions, auth, the proxy,
 * scripts, storage and lib/ (logic shared by server and UI). None of it imports a component: what
 * both need lives in lib/ or the engine.
 */
const SERVER_CODE = ["./app/api", "./app/packs/_lib", "./app/playtest/_lib", "./app/signin/actions.ts", "./auth", "./proxy.ts", "./scripts", "./prisma", "./lib"];
const SERVER_NO_COMPONENTS = {
  target: SERVER_CODE,
  from: "./components",
  message: "Server code imports no component: move what both need to lib/ (app logic) or engine/ (game logic).",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "out/**", "build/**", "next-env.d.ts", "generated/**", "storybook-static/**", ".next-*/**", "public/**", "coverage/**"]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Tests build broken documents by editing parsed JSON freely.
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The engine depends on nothing above it, tests included: no UI, framework, database, app,
    // component, script or story code.
    files: ["engine/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [ENGINE_NO_UPWARD_PACKAGES] }],
      "import/no-restricted-paths": ["error", { zones: [ENGINE_NO_UPWARD_PATHS, CORE_NO_GAMES] }],
    },
  },
  {
    // Production engine code is also free of Node I/O: node:* modules, engine/games/<game>/testing/node/ and the
    // test helpers that read packs from disk are for tests only.
    files: ["engine/**/*.ts"],
    ignores: ENGINE_TEST_CODE,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ENGINE_NO_UPWARD_PACKAGES,
            { group: ["node:*"], message: "Production engine code does no Node I/O: node:* modules are for engine tests only." },
          ],
        },
      ],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            ENGINE_NO_UPWARD_PATHS,
            CORE_NO_GAMES,
            // (globs and plain paths go in separate zones: the rule takes one kind per zone)
            { target: "./engine", from: ENGINE_TEST_FILES.map((f) => `./${f}`), message: ENGINE_NO_TEST_CODE },
            { target: "./engine", from: ENGINE_TEST_HELPERS.map((f) => `./${f}`), message: ENGINE_NO_TEST_CODE },
          ],
        },
      ],
    },
  },
  {
    // Server code imports no component (see SERVER_CODE).
    files: ["app/api/**", "app/*/_lib/**", "app/signin/actions.ts", "auth/**", "proxy.ts", "scripts/**", "prisma/**", "lib/**"],
    rules: { "import/no-restricted-paths": ["error", { zones: [SERVER_NO_COMPONENTS] }] },
  },
]);

import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
    // The engine stays pure: no React, Next, Prisma or app code.
    files: ["engine/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-dom", "next", "next/*", "@prisma/*", "@/generated/*", "@/app/*", "@/components/*", "node:*"], message: "engine/ is pure TypeScript: no UI, framework, database or Node I/O imports." },
          ],
        },
      ],
    },
  },
]);

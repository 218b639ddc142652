import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: "unit",
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          include: ["**/*.test.{ts,tsx}"],
          exclude: ["node_modules/**", ".next/**", ".next-*/**", "generated/**", "storybook-static/**", "**/*.e2e.test.ts"],
          testTimeout: 30_000,
        },
      },
      {
        // The production server started the way README says (`npm start`), driven by Chromium.
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["**/*.e2e.test.ts"],
          exclude: ["node_modules/**", ".next/**", ".next-*/**"],
          globalSetup: ["./scripts/e2e-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        optimizeDeps: {
          include: ["react", "react-dom", "react-dom/client", "react/jsx-runtime", "react/jsx-dev-runtime", "@monaco-editor/react", "monaco-editor"],
        },
        test: {
          name: "storybook",
          // Monaco's first load in a cold browser can take longer than the 15 s default on 2 busy cores.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: "chromium" }],
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
                args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
              },
            }),
          },
        },
      },
    ],
  },
});

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/nextjs-vite";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../public");

const config: StorybookConfig = {
  framework: { name: "@storybook/nextjs-vite", options: {} },
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-vitest"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook refuses to start when a static folder is missing; public/ is optional here.
  staticDirs: fs.existsSync(publicDir) ? ["../public"] : [],
};

export default config;

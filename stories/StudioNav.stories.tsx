import type { Meta, StoryObj } from "@storybook/nextjs-vite";
import { expect } from "storybook/test";
import { StudioNav } from "@/components/StudioNav";

const meta = {
  title: "Shell/StudioNav",
  component: StudioNav,
  parameters: { nextjs: { appDirectory: true, navigation: { pathname: "/packs" } } },
} satisfies Meta<typeof StudioNav>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OnPacks: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByRole("link", { current: "page" });
    await expect(current).toHaveTextContent("Packs");
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Maps" })).not.toHaveAttribute("aria-current");
  },
};

export const InsidePack: Story = {
  name: "Inside a pack (/packs/base)",
  parameters: { nextjs: { appDirectory: true, navigation: { pathname: "/packs/base" } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { current: "page" })).toHaveTextContent("Packs");
  },
};

export const OnPlaytest: Story = {
  parameters: { nextjs: { appDirectory: true, navigation: { pathname: "/playtest" } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { current: "page" })).toHaveTextContent("Playtest");
  },
};

export const OnHome: Story = {
  name: "On the home page (nothing active)",
  parameters: { nextjs: { appDirectory: true, navigation: { pathname: "/" } } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(6);
    await expect(canvas.queryByRole("link", { current: "page" })).toBeNull();
  },
};

// @vitest-environment jsdom
/** The browser side of pack uploads: the form refuses what the server would (over 5 MiB) before sending it. */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { MAX_PACK_BYTES } from "@/engine";
import { ImportPackForm } from "./PackActions";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

function choose(bytes: number, name = "pack.json") {
  const file = new File([new Uint8Array(bytes)], name, { type: "application/json" });
  fireEvent.change(screen.getByLabelText(/Pack file/), { target: { files: [file] } });
}

it("says the limit is 5 MiB and sends a file of exactly that size", async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ id: "x", number: 1, created: true }), { status: 201 }));
  vi.stubGlobal("fetch", fetch);
  render(<ImportPackForm />);
  expect(screen.getByText(/at most 5 MiB/)).toBeInTheDocument();
  choose(MAX_PACK_BYTES);
  await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
});

it("refuses a file one byte over the limit without sending it", async () => {
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  render(<ImportPackForm />);
  choose(MAX_PACK_BYTES + 1, "big.json");
  expect(await screen.findByText(/big\.json is 5,242,881 bytes; the limit is 5,242,880 bytes/)).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
});

"use client";

/** Every keyboard shortcut of the map editor, from the same table the key handler uses. */
import { TOOL_IDS } from "@/engine";
import { BRUSH_KEYS, OTHER_SHORTCUTS, TOOL_HINTS, TOOL_KEYS, TOOL_NAMES } from "./shortcuts";
import { Dialog } from "./Dialog";
import { ToolIcon } from "./icons";
import { CELL_STYLES, kindOfCode } from "../terrain";

const Key = ({ children }: { children: string }) => (
  <kbd className="inline-block min-w-6 rounded-md border border-zinc-300 bg-zinc-50 px-1.5 py-0.5 text-center font-mono text-xs text-zinc-800 shadow-[0_1px_0_rgba(0,0,0,0.08)]">{children}</kbd>
);

export function HelpOverlay({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" description="Tools, terrains and commands of the map editor." onClose={onClose} wide>
      <div className="grid gap-6 sm:grid-cols-2" data-testid="help-overlay">
        <div>
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase">Tools</h3>
          <ul className="space-y-2">
            {TOOL_IDS.map((tool) => (
              <li key={tool} className="flex items-start gap-3 text-sm">
                <Key>{TOOL_KEYS[tool]}</Key>
                <ToolIcon tool={tool} className="mt-0.5 size-4 shrink-0 text-zinc-500" />
                <span>
                  <span className="font-medium text-zinc-900">{TOOL_NAMES[tool]}</span>
                  <span className="block text-xs text-zinc-500">{TOOL_HINTS[tool]}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-5">
          <div>
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase">Brush</h3>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5">
              {BRUSH_KEYS.map(({ key, code }) => (
                <li key={key} className="flex items-center gap-2 text-sm">
                  <Key>{key}</Key>
                  <span className="size-3 rounded-sm ring-1 ring-black/10" style={{ background: CELL_STYLES[kindOfCode(code)].fill }} />
                  {CELL_STYLES[kindOfCode(code)].name}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase">Commands</h3>
            <ul className="space-y-1.5">
              {OTHER_SHORTCUTS.map((s) => (
                <li key={s.keys} className="flex items-center gap-3 text-sm">
                  <span className="w-32 shrink-0">
                    <Key>{s.keys}</Key>
                  </span>
                  <span className="text-zinc-700">{s.what}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Dialog>
  );
}

"use client";

/** The tools and the brush's terrains, down the left of the editor, with their keys. */
import { memo } from "react";
import { TOOL_IDS, type CellCode, type ToolId } from "@/engine";
import { DEF_IDS, HexDefs } from "../HexDefs";
import { HEX_SIZE } from "../geometry";
import { BRUSH_CODES, CELL_STYLES, kindOfCode } from "../terrain";
import { ToolIcon } from "./icons";
import { TOOL_KEYS, TOOL_NAMES } from "./shortcuts";

export interface ToolRailProps {
  tool: ToolId;
  brush: CellCode;
  onTool: (tool: ToolId) => void;
  onBrush: (code: CellCode) => void;
}

export const ToolRail = memo(function ToolRail({ tool, brush, onTool, onBrush }: ToolRailProps) {
  return (
    <nav aria-label="Tools" className="flex w-16 shrink-0 flex-col items-center gap-0.5 overflow-y-auto border-r border-zinc-200 bg-white py-2">
      <svg width="0" height="0" className="absolute" aria-hidden>
        <HexDefs />
      </svg>
      {TOOL_IDS.map((t) => (
        <button
          key={t}
          type="button"
          aria-pressed={tool === t}
          aria-label={`${TOOL_NAMES[t]} (${TOOL_KEYS[t]})`}
          title={`${TOOL_NAMES[t]} (${TOOL_KEYS[t]})`}
          data-tool={t}
          onClick={() => onTool(t)}
          className={`relative grid size-10 place-items-center rounded-lg transition ${
            tool === t ? "bg-zinc-900 text-white shadow-sm" : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
          }`}
        >
          <ToolIcon tool={t} />
          <span className={`absolute right-1 bottom-0.5 font-mono text-[9px] ${tool === t ? "text-zinc-300" : "text-zinc-400"}`}>{TOOL_KEYS[t]}</span>
        </button>
      ))}
      <div className="my-1.5 h-px w-9 bg-zinc-200" />
      <p className="text-[10px] font-semibold tracking-wide text-zinc-400 uppercase">Paint</p>
      {BRUSH_CODES.map((code, i) => {
        const kind = kindOfCode(code);
        const active = tool === "brush" && brush === code;
        return (
          <button
            key={code}
            type="button"
            aria-pressed={active}
            aria-label={`${CELL_STYLES[kind].name} (${i + 1})`}
            title={`Paint ${CELL_STYLES[kind].name.toLowerCase()} (${i + 1})`}
            data-brush={kind}
            onClick={() => onBrush(code)}
            className={`relative grid size-10 place-items-center rounded-lg transition ${active ? "bg-zinc-100 ring-2 ring-zinc-900" : "hover:bg-zinc-100"}`}
          >
            <svg viewBox={`${-HEX_SIZE - 2} ${-HEX_SIZE - 2} ${2 * HEX_SIZE + 4} ${2 * HEX_SIZE + 4}`} className="size-8" aria-hidden>
              <use href={`#${DEF_IDS.hex}`} fill={CELL_STYLES[kind].fill} stroke={CELL_STYLES[kind].stroke} strokeWidth={2} />
              <use href={`#${DEF_IDS.glyph(kind)}`} />
            </svg>
            <span className="absolute right-0.5 bottom-0 font-mono text-[9px] text-zinc-500">{i + 1}</span>
          </button>
        );
      })}
    </nav>
  );
});

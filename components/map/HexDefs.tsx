/**
 * Shapes the board reuses: the hex outline and one glyph per terrain (dunes, wheat, reeds, waves,
 * trees, peaks, cracks) and for river, drawn around a hex centre at HEX_SIZE.
 */
import { hexPoints } from "@/engine";
import { HEX_SIZE } from "./geometry";
import { CELL_STYLES } from "./terrain";

/** Ids of the shared shapes (the same in every board, so boards can share a page). */
export const DEF_IDS = {
  hex: "tm-hex",
  bevel: "tm-hex-bevel",
  glyph: (kind: string) => `tm-glyph-${kind}`,
};

const round = { strokeLinecap: "round", strokeLinejoin: "round", fill: "none" } as const;
const S = CELL_STYLES;

export function HexDefs() {
  return (
    <defs>
      <polygon id={DEF_IDS.hex} points={hexPoints({ x: 0, y: 0 }, HEX_SIZE - 0.75)} />
      <polygon id={DEF_IDS.bevel} points={hexPoints({ x: 0, y: 0 }, HEX_SIZE - 3.5)} fill="none" stroke="#ffffff" strokeOpacity={0.22} strokeWidth={1.5} />
      <g id={DEF_IDS.glyph("desert")} stroke={S.desert.ink} strokeWidth={2.2} {...round}>
        <path d="M-15 7 q7.5 -8 15 0 t15 0" />
        <path d="M-8 -2 q5 -6 10 0 t10 0" />
        <circle cx={9} cy={-11} r={2.6} fill="#f7dc6f" stroke="none" />
      </g>
      <g id={DEF_IDS.glyph("plains")} stroke={S.plains.ink} strokeWidth={1.8} {...round}>
        {[
          [-9, -3],
          [0, -8],
          [9, -3],
        ].map(([x, top]) => (
          <path key={x} d={`M${x} 10 V${top} M${x} ${top! + 3} l-3 -3 M${x} ${top! + 3} l3 -3 M${x} ${top! + 7} l-3 -3 M${x} ${top! + 7} l3 -3`} />
        ))}
      </g>
      <g id={DEF_IDS.glyph("swamp")} {...round}>
        <path d="M-15 11 q3.75 -2.5 7.5 0 t7.5 0 t7.5 0 t7.5 0" stroke="#3d4f5c" strokeWidth={1.6} />
        <path d="M-8 9 V-3 M-1 9 V-8 M6 9 V-1" stroke={S.swamp.ink} strokeWidth={1.6} />
        <ellipse cx={-8} cy={-5} rx={1.9} ry={3.6} fill="#8b6f4e" stroke="none" />
        <ellipse cx={-1} cy={-10} rx={1.9} ry={3.6} fill="#8b6f4e" stroke="none" />
        <ellipse cx={6} cy={-3} rx={1.9} ry={3.6} fill="#8b6f4e" stroke="none" />
      </g>
      <g id={DEF_IDS.glyph("lakes")} stroke={S.lakes.ink} strokeWidth={2} {...round}>
        <path d="M-14 -4 q3.5 -4 7 0 t7 0 t7 0 t7 0" />
        <path d="M-10 4 q3.5 -4 7 0 t7 0 t7 0" />
        <path d="M-5 11 q2.5 -3 5 0 t5 0" strokeOpacity={0.7} />
      </g>
      <g id={DEF_IDS.glyph("forest")} strokeLinejoin="round">
        <path d="M-6 -14 L2 1 H-14 Z" fill={S.forest.ink} />
        <path d="M-6 -8 L3.5 8 H-15.5 Z" fill={S.forest.ink} />
        <path d="M7 -8 L14 5 H0 Z" fill="#1f7a3d" />
        <path d="M7 -3 L15.5 11 H-1.5 Z" fill="#1f7a3d" />
        <path d="M-6 8 V12 M7 11 V13" stroke="#5b3a1e" strokeWidth={2} />
      </g>
      <g id={DEF_IDS.glyph("mountains")} strokeLinejoin="round">
        <path d="M-16 10 L-5 -10 L1 0 L6 -6 L16 10 Z" fill={S.mountains.ink} />
        <path d="M-5 -10 L-8.6 -3.5 L-5.8 -5.2 L-3.4 -3.4 Z" fill="#f4f4f5" />
        <path d="M6 -6 L3.9 -2.6 L6.2 -3.6 L8.1 -2.5 Z" fill="#f4f4f5" />
      </g>
      <g id={DEF_IDS.glyph("wasteland")} {...round}>
        <path d="M-13 -6 L-6 -1 L-9 7 M-6 -1 L2 -3 L7 5 L13 3 M2 -3 L4 -11" stroke={S.wasteland.ink} strokeWidth={2} />
        <circle cx={9} cy={-6} r={2} fill="#e46a5e" stroke="none" />
        <circle cx={-2} cy={8} r={1.6} fill="#e46a5e" stroke="none" />
      </g>
      <g id={DEF_IDS.glyph("river")} stroke={S.river.ink} strokeWidth={1.6} {...round}>
        <path d="M-13 -3 q3.25 -3 6.5 0 t6.5 0 t6.5 0 t6.5 0" />
        <path d="M-9 5 q3 -3 6 0 t6 0 t6 0" />
      </g>
    </defs>
  );
}

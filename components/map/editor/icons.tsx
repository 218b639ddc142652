/** Line icons of the map editor (24×24, currentColor). */
import type { ToolId } from "@/engine";

const base = { viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 1.8, strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true } as const;

export function ToolIcon({ tool, className = "size-5" }: { tool: ToolId; className?: string }) {
  switch (tool) {
    case "inspect":
      return (
        <svg {...base} className={className}>
          <path d="M5 3l13 7-6 1.5L9 18z" />
        </svg>
      );
    case "brush":
      return (
        <svg {...base} className={className}>
          <path d="M14.5 4.5l5 5L11 18l-5 1 1-5z" />
          <path d="M12.5 6.5l5 5" />
        </svg>
      );
    case "erase":
      return (
        <svg {...base} className={className}>
          <path d="M12 3l7.8 4.5v9L12 21l-7.8-4.5v-9z" strokeDasharray="3 2.5" />
          <path d="M9 9l6 6M15 9l-6 6" />
        </svg>
      );
    case "bridge":
      return (
        <svg {...base} className={className}>
          <path d="M3 15c3-5 15-5 18 0" />
          <path d="M3 12h18M7 12v6M12 12v6M17 12v6" />
        </svg>
      );
    case "canal":
      return (
        <svg {...base} className={className}>
          <path d="M4 4l8 4.5v11L4 15z" />
          <path d="M20 4l-8 4.5v11l8-4.5z" />
          <path d="M12 3v18" strokeWidth={3.2} stroke="#38bdf8" />
        </svg>
      );
    case "pan":
      return (
        <svg {...base} className={className}>
          <path d="M12 3v18M3 12h18M12 3l-2.5 2.5M12 3l2.5 2.5M12 21l-2.5-2.5M12 21l2.5-2.5M3 12l2.5-2.5M3 12l2.5 2.5M21 12l-2.5-2.5M21 12l-2.5 2.5" />
        </svg>
      );
  }
}

export function Icon({ name, className = "size-4" }: { name: "undo" | "redo" | "download" | "upload" | "help" | "save" | "labels" | "anchor" | "check" | "x" | "warn" | "info" | "copy" | "plus" | "minus"; className?: string }) {
  const paths: Record<typeof name, React.ReactNode> = {
    undo: <path d="M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3" />,
    redo: <path d="M15 14l5-5-5-5M20 9H10a6 6 0 000 12h3" />,
    download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
    upload: <path d="M12 20V9M7 14l5-5 5 5M5 4h14" />,
    help: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M9.5 9.5a2.5 2.5 0 115 0c0 1.8-2.5 2-2.5 4M12 17h.01" />
      </>
    ),
    save: <path d="M5 4h11l3 3v13H5zM8 4v5h7V4M8 20v-6h8v6" />,
    labels: <path d="M4 7V5h16v2M12 5v14M9 19h6" />,
    anchor: (
      <>
        <circle cx="12" cy="5" r="2" />
        <path d="M12 7v13M8 11h8M5 14c.5 4 3.5 6 7 6s6.5-2 7-6" />
      </>
    ),
    check: <path d="M5 12.5l4.5 4.5L19 7" />,
    x: <path d="M6 6l12 12M18 6L6 18" />,
    warn: <path d="M12 4l9 16H3zM12 10v4M12 17h.01" />,
    info: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5h.01" />
      </>
    ),
    copy: <path d="M9 9h11v11H9zM5 15H4V4h11v1" />,
    plus: <path d="M12 5v14M5 12h14" />,
    minus: <path d="M5 12h14" />,
  };
  return (
    <svg {...base} className={className}>
      {paths[name]}
    </svg>
  );
}

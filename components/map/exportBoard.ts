/**
 * Exporting the board as a picture: the editor's live SVG, without its viewport transform and
 * without editing aids (ghost cells, markers, highlights, cursor), as standalone SVG text, and the
 * same drawn into a PNG.
 */
import type { BoardBounds } from "@/engine";

/** Standalone SVG text of a board drawn in `svg` (the BoardView's element), cropped to `frame`. */
export function boardSvgText(svg: SVGSVGElement, frame: BoardBounds, title: string): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.querySelectorAll("[data-export=skip]").forEach((el) => el.remove());
  copy.querySelector("[data-layer=board]")?.removeAttribute("transform");
  const width = frame.maxX - frame.minX;
  const height = frame.maxY - frame.minY;
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("viewBox", `${frame.minX} ${frame.minY} ${width} ${height}`);
  copy.setAttribute("width", String(Math.round(width)));
  copy.setAttribute("height", String(Math.round(height)));
  copy.removeAttribute("class");
  copy.removeAttribute("role");
  copy.setAttribute("aria-label", title);
  const titleEl = document.createElementNS("http://www.w3.org/2000/svg", "title");
  titleEl.textContent = title;
  copy.insertBefore(titleEl, copy.firstChild);
  return new XMLSerializer().serializeToString(copy);
}

/** A PNG of SVG text at `scale` times its size. */
export async function svgToPng(svgText: string, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error("the board picture could not be drawn"));
      img.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(img.width * scale);
    canvas.height = Math.round(img.height * scale);
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no canvas to draw on");
    ctx.scale(scale, scale);
    ctx.drawImage(img, 0, 0);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("PNG encoding failed"))), "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Offer data as a file download. */
export function download(data: Blob | string, filename: string, type = "text/plain"): void {
  const blob = typeof data === "string" ? new Blob([data], { type }) : data;
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

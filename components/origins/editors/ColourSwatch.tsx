/** A small square of a game colour (grey and dashed when the colour is unknown). */
export function ColourSwatch({ hex, className = "size-3" }: { hex?: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block shrink-0 rounded-sm ring-1 ring-black/15 ${hex ? "" : "border border-dashed border-zinc-400 bg-zinc-100"} ${className}`}
      style={hex ? { backgroundColor: hex } : undefined}
    />
  );
}

import type { ReactNode } from "react";

export interface EmptyStateProps {
  title: string;
  /** What the user can do about it, or what is coming. */
  children?: ReactNode;
  /** A decoration above the title, e.g. a terrain swatch. */
  icon?: ReactNode;
}

/** A dashed panel saying there is nothing here (yet), and what to do next. */
export function EmptyState({ title, children, icon }: EmptyStateProps) {
  return (
    <section
      aria-label={title}
      className="flex flex-col items-center rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-14 text-center"
    >
      {icon && <div className="mb-4">{icon}</div>}
      <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
      {children && <div className="mt-2 max-w-md space-y-3 text-sm leading-6 text-zinc-600">{children}</div>}
    </section>
  );
}

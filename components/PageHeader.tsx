import type { ReactNode } from "react";

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Small line above the title, e.g. the section name or a breadcrumb. */
  eyebrow?: ReactNode;
  /** Buttons or links shown at the right. */
  actions?: ReactNode;
}

/** The title block at the top of every studio page. */
export function PageHeader({ title, description, eyebrow, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 border-b border-zinc-200 pb-6">
      <div className="min-w-0 space-y-1">
        {eyebrow && <div className="text-xs font-medium tracking-wide text-zinc-500 uppercase">{eyebrow}</div>}
        <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">{title}</h1>
        {description && <div className="max-w-2xl text-sm leading-6 text-zinc-600">{description}</div>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </header>
  );
}

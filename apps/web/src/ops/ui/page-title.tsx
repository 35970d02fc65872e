import type { ReactNode } from 'react';

/** A console page's heading, its one-line purpose, and its actions on the right. */
export function PageTitle({ title, lead, actions }: { title: string; lead?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold tracking-tight text-fg max-sm:text-xl">{title}</h1>
        {lead && <p className="mt-1 max-w-3xl text-sm text-muted">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

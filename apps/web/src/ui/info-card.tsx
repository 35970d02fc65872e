import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A content card under a page header: an icon, a heading, text and actions. */
export function InfoCard({
  icon,
  title,
  children,
  actions,
  className,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-2xl border border-line bg-surface p-6 shadow-card', className)}>
      <div className="flex items-start gap-4">
        {icon && (
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-fg">
            {icon}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold">{title}</h2>
          {children && <div className="mt-1.5 text-sm leading-relaxed text-muted">{children}</div>}
          {actions && <div className="mt-4 flex flex-wrap gap-3">{actions}</div>}
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import type { GameCategory } from '@jade/contract/games';
import { CategoryIcon } from './category-icon';

/** The banner-like title block at the top of every page. */
export function PageHeader({
  title,
  subtitle,
  category,
  icon,
  children,
}: {
  title: string;
  subtitle?: string | undefined;
  category?: GameCategory | undefined;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="header-surface relative overflow-hidden border-b border-header-line text-on-header">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-40"
        style={{
          backgroundImage:
            'repeating-linear-gradient(135deg, rgb(255 255 255 / 0.035) 0 2px, transparent 2px 14px)',
        }}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 right-[8%] h-64 w-64 rounded-full bg-gold/15 blur-3xl"
      />
      <div className="content-width relative flex min-h-[132px] flex-wrap items-center gap-5 py-7 max-sm:min-h-[104px] max-sm:py-5">
        {(category || icon) && (
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl border border-gold/40 bg-[linear-gradient(160deg,rgb(255_255_255/0.14),rgb(255_255_255/0.02))] text-gold shadow-gold max-sm:h-12 max-sm:w-12">
            {category ? <CategoryIcon category={category} size={34} /> : icon}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-[28px] leading-tight font-extrabold tracking-tight max-sm:text-[22px]">
            {title}
          </h1>
          {subtitle && <p className="mt-1 max-w-2xl text-sm text-on-header-muted">{subtitle}</p>}
        </div>
        {children}
      </div>
      <div aria-hidden="true" className="gold-rule absolute inset-x-0 bottom-0 h-px" />
    </section>
  );
}

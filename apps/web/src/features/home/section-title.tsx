import type { ReactNode } from 'react';

/** A home section's heading with the gold bar, and an optional action on the right. */
export function SectionTitle({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2
        id={id}
        className="flex items-center gap-3 text-[22px] font-extrabold tracking-tight max-sm:text-lg"
      >
        <span
          aria-hidden="true"
          className="h-6 w-1.5 rounded-full bg-[linear-gradient(180deg,#f0cc70,#b48412)]"
        />
        {title}
      </h2>
      {action}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';

/** The look of the seed, hash and number inputs of the in-browser checkers (/verify, /lottery-verify). */
export const checkInputClass =
  'h-10 w-full rounded-lg border border-line bg-surface px-3 font-mono text-xs focus:border-brand focus:outline-none';

/** A small upper-case label above its control. */
export function CheckLabel({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-subtle uppercase">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled monospace input whose id is also its test id. */
export function CheckField({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <CheckLabel id={id} label={label}>
      <input id={id} data-testid={id} className={checkInputClass} {...input} />
    </CheckLabel>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

/** Tinted pill, coloured dot; the text stays the page's own colour so it reads on any tint. */
const TONES: Record<Tone, { pill: string; dot: string }> = {
  success: { pill: 'bg-success/10 ring-success/40', dot: 'bg-success' },
  warning: { pill: 'bg-warning/10 ring-warning/45', dot: 'bg-warning' },
  danger: { pill: 'bg-danger/10 ring-danger/40', dot: 'bg-danger' },
  neutral: { pill: 'bg-surface-3 ring-line-strong', dot: 'bg-subtle' },
  info: { pill: 'bg-brand/10 ring-brand/40', dot: 'bg-brand' },
};

/** A status pill (deposit and withdrawal records, promotion and application statuses). */
export function StatusBadge({
  tone,
  children,
  testId,
}: {
  tone: Tone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-fg ring-1 ring-inset',
        TONES[tone].pill,
      )}
    >
      <span aria-hidden="true" className={cn('h-1.5 w-1.5 rounded-full', TONES[tone].dot)} />
      {children}
    </span>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A list card of the reward pages (a bonus, a reward): a gold edge and a soft glow in its corner while
 * it wants the player's attention (an active bonus, a claimable reward).
 */
export function HighlightCard({
  highlighted,
  className,
  children,
  ...rest
}: { highlighted: boolean } & ComponentProps<'li'>) {
  return (
    <li
      {...rest}
      className={cn(
        'relative overflow-hidden rounded-2xl border bg-surface p-4 shadow-card sm:p-5',
        highlighted ? 'border-gold/50' : 'border-line',
        className,
      )}
    >
      {highlighted && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-12 -right-10 h-32 w-32 rounded-full bg-gold/15 blur-2xl"
        />
      )}
      {children}
    </li>
  );
}

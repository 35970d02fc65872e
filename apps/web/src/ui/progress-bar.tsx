import { cn } from '../lib/cn';

/** How much of `target` `value` reaches, in whole percent (0–100; a target of 0 or less is reached). */
export function percentOf(value: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((value / target) * 100)));
}

/** A labelled progress bar (role progressbar); the track and fill colours suit its background. */
export function ProgressBar({
  label,
  percent,
  className,
  fillClassName = 'bg-gold',
}: {
  label: string;
  percent: number;
  className?: string;
  fillClassName?: string;
}) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('block overflow-hidden rounded-full', className)}
    >
      <span
        className={cn('block h-full rounded-full transition-[width]', fillClassName)}
        style={{ width: `${percent}%` }}
      />
    </span>
  );
}

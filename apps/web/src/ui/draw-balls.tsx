import { useTranslation } from '../lib/use-translation';
import { cn } from '../lib/cn';

/** The five drawn digits as lottery balls; `null` shows empty balls (not drawn yet). */
export function DrawBalls({
  digits,
  size = 'md',
  testId,
}: {
  digits: readonly number[] | null;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  const { t } = useTranslation();
  const shown = digits ?? [null, null, null, null, null];
  const label = digits ? t('lt_digits_label', { 0: digits.join(' ') }) : t('lt_not_drawn');
  return (
    <div role="img" aria-label={label} data-testid={testId} className="flex items-center gap-1.5">
      {shown.map((d, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={cn(
            'inline-flex items-center justify-center rounded-full font-mono font-extrabold tabular-nums',
            size === 'sm' && 'size-6 text-xs',
            size === 'md' && 'size-9 text-base',
            size === 'lg' && 'size-12 text-2xl max-sm:size-10 max-sm:text-xl',
            d == null
              ? 'border border-dashed border-line-strong text-subtle'
              : 'bg-[radial-gradient(circle_at_35%_30%,#fff6d8,#f0cc70_45%,#b48412)] text-[#3b2a00] shadow-[inset_0_-2px_4px_rgb(0_0_0/0.25),0_2px_6px_rgb(0_0_0/0.25)]',
          )}
        >
          {d ?? '?'}
        </span>
      ))}
    </div>
  );
}

import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';
import { formatMinorUnits } from '../../../lib/money';

/** The last refused play of an in-house game (insufficient funds, limits), as an alert above the bar. */
export function GameError({ error, className }: { error: string | null | undefined; className?: string }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      data-testid="game-error"
      className={cn(
        'rounded-xl bg-red-950/80 px-4 py-2 text-center text-sm text-red-100 ring-1 ring-red-400/60',
        className,
      )}
    >
      {error}
    </p>
  );
}

const stepButton =
  'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/10 text-xl font-bold text-white ring-1 ring-white/25 hover:bg-white/20 disabled:opacity-40';

/**
 * The − amount + control of a game bar: steps through the game's bet levels (`index` into them) and
 * shows the current stake in minor units.
 */
export function BetStepper({
  label,
  amount,
  index,
  levels,
  disabled,
  onChange,
  testId,
  className,
}: {
  label: string;
  amount: number;
  index: number;
  levels: number;
  disabled: boolean;
  onChange(index: number): void;
  /** The amount's test id (the games' journeys read it). */
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <button
        type="button"
        aria-label={t('ih_bet_down')}
        data-testid="bet-down"
        disabled={disabled || index <= 0}
        onClick={() => onChange(Math.max(0, index - 1))}
        className={stepButton}
      >
        −
      </button>
      <div className="min-w-16 text-center">
        <p className="text-[10px] font-semibold tracking-wider text-white/60 uppercase">{label}</p>
        <p data-testid={testId} className="font-mono text-base font-bold text-white tabular-nums sm:text-lg">
          {formatMinorUnits(amount)}
        </p>
      </div>
      <button
        type="button"
        aria-label={t('ih_bet_up')}
        data-testid="bet-up"
        disabled={disabled || index >= levels - 1}
        onClick={() => onChange(Math.min(levels - 1, index + 1))}
        className={stepButton}
      >
        +
      </button>
    </div>
  );
}

import { GAME_CATEGORIES } from '@jade/contract/game-constants';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { ArrowUpIcon } from '../../../ui/icons';
import { useOpsText } from '../../lib/use-ops-text';

/** The category filter's options: every category, "all" first. */
export function useCategoryOptions() {
  const { t } = useOpsText();
  return [{ value: '', label: t('all') }, ...GAME_CATEGORIES.map((c) => ({ value: c, label: c }))];
}

/** An on/off switch of a table row. */
export function Toggle({
  on,
  label,
  disabled,
  onChange,
  testId,
  readOnly,
}: {
  on: boolean;
  label: string;
  disabled?: boolean;
  onChange(next: boolean): void;
  testId?: string;
  /** Roles that may not change it see the state as text. */
  readOnly?: boolean;
}) {
  const { t } = useOpsText();
  if (readOnly)
    return (
      <span className={cn('text-xs font-semibold', on ? 'text-fg' : 'text-muted')} data-testid={testId}>
        {t(on ? 'games_on' : 'games_off')}
      </span>
    );
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      title={label}
      disabled={disabled}
      data-testid={testId}
      onClick={() => onChange(!on)}
      className={cn(
        'relative h-6 w-11 shrink-0 rounded-full transition disabled:opacity-60',
        on ? 'bg-brand' : 'bg-line-strong',
      )}
    >
      <span
        className={cn(
          'absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition',
          on && 'translate-x-5',
        )}
      />
    </button>
  );
}

/** Move up and down buttons of an ordered row. */
export function MoveButtons({
  index,
  count,
  name,
  disabled,
  onMove,
}: {
  index: number;
  count: number;
  name: string;
  disabled?: boolean;
  onMove(from: number, to: number): void;
}) {
  const { t } = useOpsText();
  return (
    <div className="flex gap-1">
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('games_move_up', { 0: name })}
        title={t('games_move_up', { 0: name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpIcon size={14} />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('games_move_down', { 0: name })}
        title={t('games_move_down', { 0: name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowUpIcon size={14} className="rotate-180" />
      </Button>
    </div>
  );
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Percent with two decimals: 0.960264 → "96.03 %". */
export const percent = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;

/** `datetime-local` text of an epoch-ms time in the browser's zone, and back (null when empty). */
export const toLocal = (ms: number) =>
  new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
export const fromLocal = (text: string) => (text ? new Date(text).getTime() : null);

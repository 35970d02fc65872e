import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { PLAY_TYPES, SELECTION_PATTERNS, type PlayType } from '@jade/contract/lottery-constants';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { SegmentedTabs } from '../../ui/segmented-tabs';
import { playTypeLabel, ruleLabel } from '../../lib/lottery-labels';

export interface SlipLine {
  playType: PlayType;
  selection: string;
}

const pickClass = (on: boolean) =>
  cn(
    'rounded-xl border text-center font-bold transition focus-visible:outline-2 focus-visible:outline-focus',
    on
      ? 'border-gold bg-gold-soft text-gold-fg shadow-[inset_0_0_0_1px_var(--gold)]'
      : 'border-line bg-surface-2 hover:border-gold/60 hover:bg-surface-3',
  );

/** The picks of every play type: pressing one adds it to the slip (pressing again removes it). */
export function BetBoard({
  odds,
  lines,
  onToggle,
  disabled,
}: {
  odds: Record<PlayType, number>;
  lines: SlipLine[];
  onToggle(line: SlipLine): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [playType, setPlayType] = useState<PlayType>('BIG_SMALL');
  const [position, setPosition] = useState(1);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const has = (selection: string) => lines.some((l) => l.playType === playType && l.selection === selection);

  const pick = (selection: string, label: string, hint?: string) => (
    <button
      key={selection}
      type="button"
      aria-pressed={has(selection)}
      disabled={disabled}
      data-testid={`pick-${selection}`}
      onClick={() => onToggle({ playType, selection })}
      className={cn(
        pickClass(has(selection)),
        'flex flex-col items-center justify-center px-3 py-3 disabled:opacity-50',
      )}
    >
      <span className="text-base">{label}</span>
      {hint && <span className="text-[11px] font-medium text-muted">{hint}</span>}
    </button>
  );

  const digits = playType === 'TWO_D' ? 2 : 3;
  const addTyped = () => {
    if (!SELECTION_PATTERNS[playType].test(typed)) {
      setTypedError(t('lt_enter_digits', { 0: digits }));
      return;
    }
    setTypedError(null);
    if (!has(typed)) onToggle({ playType, selection: typed });
    setTyped('');
  };

  return (
    <section aria-labelledby="lt-board" className="rounded-2xl border border-line bg-surface p-4 shadow-card">
      <h2 id="lt-board" className="sr-only">
        {t('lt_play_types')}
      </h2>
      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <SegmentedTabs
          label={t('lt_play_types')}
          value={playType}
          onChange={(value) => {
            setPlayType(value);
            setTypedError(null);
          }}
          testId="play-type"
          className="min-w-[520px]"
          options={PLAY_TYPES.map((p) => ({ value: p, label: playTypeLabel(t, p) }))}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="text-muted">{ruleLabel(t, playType)}</p>
        <p className="font-semibold">
          {t('lt_odds')}{' '}
          <span className="font-mono text-brand-fg" data-testid="play-odds">
            {odds[playType].toFixed(2)}
          </span>
        </p>
      </div>
      <div className="mt-4">
        {playType === 'BIG_SMALL' && (
          <div className="grid grid-cols-2 gap-3">
            {pick('BIG', t('lt_sel_BIG'), '23 – 45')}
            {pick('SMALL', t('lt_sel_SMALL'), '0 – 22')}
          </div>
        )}
        {playType === 'ODD_EVEN' && (
          <div className="grid grid-cols-2 gap-3">
            {pick('ODD', t('lt_sel_ODD'), '1, 3, 5 …')}
            {pick('EVEN', t('lt_sel_EVEN'), '0, 2, 4 …')}
          </div>
        )}
        {playType === 'DIGIT' && (
          <div className="space-y-3">
            <div role="radiogroup" aria-label={t('lt_position')} className="flex flex-wrap gap-2">
              {[1, 2, 3, 4, 5].map((p) => (
                <button
                  key={p}
                  type="button"
                  role="radio"
                  aria-checked={position === p}
                  data-testid={`position-${p}`}
                  onClick={() => setPosition(p)}
                  className={cn(
                    'h-8 rounded-full px-3 text-xs font-bold transition',
                    position === p ? 'bg-brand text-on-brand' : 'bg-surface-3 text-muted hover:text-fg',
                  )}
                >
                  {t('lt_position_n', { 0: p })}
                </button>
              ))}
            </div>
            <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
              {Array.from({ length: 10 }, (_, d) => pick(`${position}:${d}`, String(d)))}
            </div>
          </div>
        )}
        {(playType === 'TWO_D' || playType === 'THREE_D') && (
          <form
            className="flex flex-wrap items-start gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              addTyped();
            }}
          >
            <div className="min-w-0 flex-1">
              <label htmlFor="lt-typed" className="mb-1.5 block text-[13px] font-semibold text-muted">
                {t('lt_enter_digits', { 0: digits })}
              </label>
              <input
                id="lt-typed"
                data-testid="typed-digits"
                inputMode="numeric"
                autoComplete="off"
                maxLength={digits}
                value={typed}
                disabled={disabled}
                aria-invalid={typedError ? true : undefined}
                aria-describedby={typedError ? 'lt-typed-error' : undefined}
                onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, digits))}
                placeholder={'0'.repeat(digits)}
                className="h-11 w-full rounded-xl border border-line bg-surface-2 px-3 font-mono text-lg tracking-[0.4em] outline-none focus:border-brand"
              />
              {typedError && (
                <p id="lt-typed-error" className="mt-1 text-xs text-danger">
                  {typedError}
                </p>
              )}
            </div>
            <Button
              type="submit"
              variant="outline"
              className="mt-[26px] h-11"
              disabled={disabled}
              data-testid="add-typed"
            >
              {t('lt_add')}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}

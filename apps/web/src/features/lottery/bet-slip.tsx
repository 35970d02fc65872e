import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import type { SlipLine } from './bet-board';
import { playTypeLabel, selectionLabel } from '../../lib/lottery-labels';

/** The chosen lines, one amount per line, the total and the "Place bets" button. */
export function BetSlip({
  lines,
  amount,
  onAmount,
  chips,
  currency,
  limits,
  step,
  onRemove,
  onClear,
  onPlace,
  busy,
  closed,
  loggedIn,
  onLogin,
  error,
  notice,
}: {
  lines: SlipLine[];
  amount: string;
  onAmount(value: string): void;
  chips: number[];
  currency: string;
  limits: { minBet: number; maxBet: number } | null;
  /** The amount's step for the chosen lines (wire decimal), so every line pays its odds exactly. */
  step: { value: number; ok: boolean };
  onRemove(line: SlipLine): void;
  onClear(): void;
  onPlace(): void;
  busy: boolean;
  closed: boolean;
  loggedIn: boolean;
  onLogin(): void;
  error: string | null;
  notice: string | null;
}) {
  const { t } = useTranslation();
  const each = Number(amount);
  const total = Number.isFinite(each) ? each * lines.length : 0;
  return (
    <section
      aria-labelledby="lt-slip"
      data-testid="bet-slip"
      className="rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex items-center justify-between">
        <h2 id="lt-slip" className="font-extrabold">
          {t('lt_bet_slip')}
        </h2>
        {lines.length > 0 && (
          <button type="button" onClick={onClear} className="text-xs font-semibold text-muted hover:text-fg">
            {t('lt_clear')}
          </button>
        )}
      </div>
      {lines.length === 0 ? (
        <p className="mt-3 rounded-xl bg-surface-2 p-3 text-sm text-muted">{t('lt_slip_empty')}</p>
      ) : (
        <ul className="mt-3 max-h-56 space-y-1.5 overflow-y-auto" data-testid="slip-lines">
          {lines.map((line) => (
            <li
              key={`${line.playType}-${line.selection}`}
              className="flex items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 truncate">
                <span className="text-muted">{playTypeLabel(t, line.playType)} · </span>
                <strong>{selectionLabel(t, line.playType, line.selection)}</strong>
              </span>
              <button
                type="button"
                onClick={() => onRemove(line)}
                aria-label={`${t('lt_remove')} ${selectionLabel(t, line.playType, line.selection)}`}
                className="rounded-full p-1 text-muted hover:bg-surface-3 hover:text-fg"
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <label htmlFor="lt-amount" className="mb-1.5 block text-[13px] font-semibold text-muted">
          {t('lt_amount')} ({currency})
        </label>
        <input
          id="lt-amount"
          data-testid="bet-amount"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={!step.ok}
          value={amount}
          onChange={(event) => onAmount(event.target.value.replace(/[^0-9.]/g, ''))}
          className="h-11 w-full rounded-xl border border-line bg-surface-2 px-3 font-mono text-lg outline-none focus:border-brand"
        />
        {limits && (
          <p className="mt-1 text-xs text-muted">
            {t('lt_limits', { 0: formatMoney(limits.minBet), 1: formatMoney(limits.maxBet) })}
          </p>
        )}
        {step.value > 0.01 && (
          <p
            data-testid="bet-amount-step"
            data-ok={step.ok ? 'true' : 'false'}
            className={cn('mt-1 text-xs', step.ok ? 'text-muted' : 'font-semibold text-danger')}
          >
            {t('lt_step', { 0: formatMoney(step.value) })}
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-1.5">
          {chips.map((chip) => (
            <button
              key={chip}
              type="button"
              onClick={() => onAmount(String(chip))}
              className="rounded-full border border-line px-3 py-1 text-xs font-semibold hover:border-gold hover:bg-gold-soft"
            >
              {formatMoney(chip)}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between border-t border-line pt-3 text-sm">
        <span className="text-muted">{t('lt_lines', { 0: lines.length })}</span>
        <span>
          {t('lt_total')}{' '}
          <strong className="font-mono text-base" data-testid="slip-total">
            {formatMoney(total)}
          </strong>
        </span>
      </div>
      {error && (
        <p
          role="alert"
          data-testid="lottery-error"
          className="mt-3 rounded-xl bg-danger-soft p-3 text-sm text-danger"
        >
          {error}
        </p>
      )}
      {notice && !error && (
        <p
          role="status"
          data-testid="lottery-notice"
          className="mt-3 rounded-xl bg-brand-soft p-3 text-sm text-brand-fg"
        >
          {notice}
        </p>
      )}
      {loggedIn ? (
        <Button
          variant="gold"
          size="lg"
          className="mt-3 w-full"
          disabled={busy || closed || lines.length === 0 || !step.ok}
          onClick={onPlace}
          data-testid="place-bets"
        >
          {closed ? t('lt_closed') : t('lt_place')}
        </Button>
      ) : (
        <Button
          variant="gold"
          size="lg"
          className="mt-3 w-full"
          onClick={onLogin}
          data-testid="lottery-login"
        >
          {t('lt_login_to_bet')}
        </Button>
      )}
    </section>
  );
}

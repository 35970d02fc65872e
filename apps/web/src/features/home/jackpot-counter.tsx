import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useJackpot } from '../../api/content/jackpot';
import { formatMoney } from '../../lib/money';
import { CrownIcon } from '../../ui/icons';
import { jackpotAt, msToNextStep, type JackpotConfig } from './jackpot-math';

/** The strip's ten rows as one text node (one line each): ten elements fewer per digit on the page. */
const DIGIT_ROWS = '0\n1\n2\n3\n4\n5\n6\n7\n8\n9';

/** One rolling digit: a strip of 0–9 moved up by whole rows (row height from --jp-row, 78 px wide screens). */
function DigitRoll({ digit }: { digit: number }) {
  return (
    <span className="jackpot-cell relative inline-block h-[var(--jp-row)] w-[calc(var(--jp-row)*0.62)] overflow-hidden rounded-[calc(var(--jp-row)*0.14)]">
      <span
        className="jackpot-strip absolute inset-x-0 top-0 block text-center leading-[var(--jp-row)] whitespace-pre"
        style={{ transform: `translateY(calc(var(--jp-row) * ${-digit}))` }}
      >
        {DIGIT_ROWS}
      </span>
    </span>
  );
}

/** The counter's current value, re-rendered exactly at each step (every 3 s). */
function useJackpotValue(config: JackpotConfig | undefined, clockOffset: number): number | null {
  const [now, setNow] = useState(() => Date.now() + clockOffset);
  useEffect(() => {
    if (!config) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const current = Date.now() + clockOffset;
      setNow(current);
      // Exactly at the next step: timers never fire early, so floor() lands on the new step.
      timer = setTimeout(schedule, Math.min(msToNextStep(config, current), 60_000));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [config, clockOffset]);
  return config ? jackpotAt(config, now) : null;
}

/**
 * The home jackpot (spec §2): label, currency symbol and a digit-roll display rising by the server's
 * step (165.11) every step interval (3 s) from its time-based start. Reduced motion: digits swap
 * without rolling (index.css).
 */
export function JackpotCounter() {
  const { t } = useTranslation();
  const jackpot = useJackpot();
  const value = useJackpotValue(jackpot.data?.config, jackpot.data?.clockOffset ?? 0);
  if (!jackpot.data || value == null) {
    return jackpot.isPending ? (
      <div aria-hidden="true" className="content-width mt-5">
        <div className="h-[132px] animate-pulse rounded-[22px] bg-surface-3 max-sm:h-[112px]" />
      </div>
    ) : null;
  }
  const text = formatMoney(value);
  const symbol = jackpot.data.currencySymbol;
  return (
    <section aria-labelledby="jackpot-label" className="content-width mt-5">
      <div className="jackpot-plate relative overflow-hidden rounded-[22px] border border-gold/45 px-8 py-6 text-on-header shadow-pop max-sm:px-3 max-sm:py-4">
        <div aria-hidden="true" className="jackpot-glow pointer-events-none absolute inset-0" />
        <div className="relative flex items-center justify-center gap-6 max-md:flex-col max-md:gap-2.5">
          <h2
            id="jackpot-label"
            className="flex items-center gap-2.5 text-[26px] font-black tracking-[0.22em] text-gold-bright uppercase max-sm:text-lg"
          >
            <CrownIcon size={30} className="max-sm:h-6 max-sm:w-6" />
            {t('jackpot')}
          </h2>
          <p
            data-testid="jackpot-value"
            data-value={value.toFixed(2)}
            className="jackpot-digits flex items-center gap-[calc(var(--jp-row)*0.06)] font-black tabular-nums [--jp-row:38px] sm:[--jp-row:58px] lg:[--jp-row:78px]"
          >
            <span className="sr-only">{`${symbol} ${text}`}</span>
            <span
              aria-hidden="true"
              className="mr-[calc(var(--jp-row)*0.12)] text-[calc(var(--jp-row)*0.62)] text-gold-bright"
            >
              {symbol}
            </span>
            {[...text].map((ch, i) =>
              /\d/.test(ch) ? (
                <span
                  key={`${text.length - i}`}
                  aria-hidden="true"
                  className="text-[calc(var(--jp-row)*0.72)] leading-none"
                >
                  <DigitRoll digit={Number(ch)} />
                </span>
              ) : (
                <span
                  key={`${text.length - i}`}
                  aria-hidden="true"
                  className="self-end pb-[calc(var(--jp-row)*0.08)] text-[calc(var(--jp-row)*0.6)] leading-none text-gold-bright"
                >
                  {ch}
                </span>
              ),
            )}
          </p>
        </div>
      </div>
    </section>
  );
}

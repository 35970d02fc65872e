import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { DrawResult, LotteryBet } from '@jade/contract/lottery';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { SegmentedTabs } from '../../ui/segmented-tabs';
import { DrawBalls } from '../../ui/draw-balls';
import { playTypeLabel, selectionLabel, statusLabel } from '../../lib/lottery-labels';
import { lotteryCheckHref } from '../../lib/lottery-check';

const STATUS_CLASS = {
  pending: 'bg-warning/15 text-warning',
  won: 'bg-success/15 text-success',
  lost: 'bg-surface-3 text-muted',
} as const;

/** Last results and the member's bets, as two tabs. */
export function DrawHistory({
  gameCode,
  results,
  bets,
  loggedIn,
}: {
  gameCode: string;
  results: DrawResult[] | undefined;
  bets: LotteryBet[] | undefined;
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'results' | 'bets'>('results');
  return (
    <section
      aria-labelledby="lt-history"
      className="rounded-2xl border border-line bg-surface p-4 shadow-card"
    >
      <h2 id="lt-history" className="sr-only">
        {t('lt_history')}
      </h2>
      <SegmentedTabs
        label={t('lt_history')}
        value={tab}
        onChange={(value) => setTab(value)}
        testId="history-tabs"
        options={[
          { value: 'results', label: t('lt_results') },
          { value: 'bets', label: t('lt_my_bets') },
        ]}
      />
      <div className="mt-3">
        {tab === 'results' ? (
          !results || results.length === 0 ? (
            <p className="p-3 text-sm text-muted">{t('lt_no_results')}</p>
          ) : (
            <ol className="divide-y divide-line" data-testid="results-list">
              {results.map((r) => (
                <li key={r.drawId} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="font-mono text-xs font-semibold">{r.drawNo}</p>
                    <p className="text-[11px] text-muted">
                      {t('lt_sum', { 0: r.sum })} · {r.sum >= 23 ? t('lt_sel_BIG') : t('lt_sel_SMALL')} ·{' '}
                      {r.sum % 2 === 1 ? t('lt_sel_ODD') : t('lt_sel_EVEN')}
                    </p>
                    <Link
                      to={lotteryCheckHref({ gameCode, ...r })}
                      data-testid="result-check"
                      className="text-[11px] font-semibold text-brand hover:underline"
                    >
                      {t('lt_chk_link')}
                    </Link>
                  </div>
                  <DrawBalls digits={r.digits} size="sm" />
                </li>
              ))}
            </ol>
          )
        ) : !loggedIn ? (
          <p className="p-3 text-sm text-muted">{t('lt_login_to_bet')}</p>
        ) : !bets || bets.length === 0 ? (
          <p className="p-3 text-sm text-muted">{t('lt_no_bets')}</p>
        ) : (
          <ul className="divide-y divide-line" data-testid="my-bets">
            {bets.map((b) => (
              <li key={b.betId} data-testid="my-bet" data-status={b.status} className="py-2 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate">
                    <span className="text-muted">{playTypeLabel(t, b.playType)} · </span>
                    <strong>{selectionLabel(t, b.playType, b.selection)}</strong>
                  </span>
                  <span
                    data-testid="my-bet-status"
                    className={cn(
                      'shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold',
                      STATUS_CLASS[b.status],
                    )}
                  >
                    {statusLabel(t, b.status)}
                  </span>
                </div>
                <div className="mt-0.5 flex items-center justify-between gap-2 text-[11px] text-muted">
                  <span className="font-mono">
                    {b.drawNo}
                    {b.serverSeed && (
                      <Link
                        to={lotteryCheckHref({ ...b, serverSeed: b.serverSeed })}
                        data-testid="my-bet-check"
                        className="ml-2 font-sans font-semibold text-brand hover:underline"
                      >
                        {t('lt_chk_link')}
                      </Link>
                    )}
                  </span>
                  <span className="font-mono">
                    {formatMoney(b.amount)} × {b.odds.toFixed(2)}
                    {b.status === 'won' && (
                      <strong className="ml-1 text-success" data-testid="my-bet-payout">
                        +{formatMoney(b.payout)}
                      </strong>
                    )}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

import { formatMoney } from '../../../lib/money';
import { cn } from '../../../lib/cn';
import type { DashboardFigures } from '../../api/dashboard';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';

interface Card {
  key: string;
  label: OpsTextKey;
  /** The figure compared and drawn large. */
  value(f: DashboardFigures): number;
  money: boolean;
  /** A second line: the count behind an amount. */
  detail?(f: DashboardFigures): number;
  /** Whether a rise is good news (green), bad news (red) or neither. */
  rise: 'good' | 'bad' | 'neutral';
}

const CARDS: Card[] = [
  {
    key: 'deposits',
    label: 'dashboard_deposits',
    value: (f) => f.depositAmount,
    detail: (f) => f.deposits,
    money: true,
    rise: 'good',
  },
  {
    key: 'withdrawals',
    label: 'dashboard_withdrawals',
    value: (f) => f.withdrawalAmount,
    detail: (f) => f.withdrawals,
    money: true,
    rise: 'neutral',
  },
  { key: 'ggr', label: 'dashboard_ggr', value: (f) => f.ggr, money: true, rise: 'good' },
  { key: 'ngr', label: 'dashboard_ngr', value: (f) => f.ngr, money: true, rise: 'good' },
  {
    key: 'registrations',
    label: 'dashboard_registrations',
    value: (f) => f.registrations,
    money: false,
    rise: 'good',
  },
  {
    key: 'first-deposits',
    label: 'dashboard_first_deposits',
    value: (f) => f.firstDeposits,
    money: false,
    rise: 'good',
  },
  {
    key: 'active',
    label: 'dashboard_active_players',
    value: (f) => f.activePlayers,
    money: false,
    rise: 'good',
  },
  { key: 'bonuses', label: 'dashboard_bonuses', value: (f) => f.bonuses, money: true, rise: 'bad' },
];

const count = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

/**
 * The period's figures, each with its change against the period before (same length) and, unless the
 * period is today, today's figure under it.
 */
export function FigureCards({
  period,
  previous,
  today,
  currency,
  showToday,
}: {
  period: DashboardFigures;
  previous: DashboardFigures;
  today: DashboardFigures;
  currency: string;
  showToday: boolean;
}) {
  const { t } = useOpsText();
  const show = (card: Card, f: DashboardFigures) =>
    card.money ? `${formatMoney(card.value(f))} ${currency}` : count.format(card.value(f));

  return (
    <ul className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="ops-dashboard-cards">
      {CARDS.map((card) => {
        const now = card.value(period);
        const before = card.value(previous);
        const change = now - before;
        const delta =
          change === 0
            ? { text: t('dashboard_delta_same'), arrow: '', mark: t('dashboard_delta_same_short') }
            : before === 0
              ? {
                  text: t('dashboard_delta_new'),
                  arrow: change > 0 ? '▲' : '▼',
                  mark: t('dashboard_delta_new_short'),
                }
              : (() => {
                  const ratio = percent.format(Math.abs(change / before));
                  return {
                    text: t(change > 0 ? 'dashboard_delta_up' : 'dashboard_delta_down', { 0: ratio }),
                    arrow: change > 0 ? '▲' : '▼',
                    mark: ratio,
                  };
                })();
        const good = card.rise === 'neutral' || change === 0 ? null : change > 0 === (card.rise === 'good');
        return (
          <li
            key={card.key}
            className="min-w-0 rounded-2xl border border-line bg-surface p-3.5 shadow-card sm:p-4"
            data-testid={`ops-dashboard-card-${card.key}`}
          >
            <p className="truncate text-xs font-bold tracking-wide text-muted uppercase">{t(card.label)}</p>
            <p
              className="mt-1.5 truncate text-lg font-extrabold text-fg tabular-nums sm:text-2xl"
              data-testid="ops-dashboard-card-value"
              title={show(card, period)}
            >
              {show(card, period)}
            </p>
            {card.detail && (
              <p className="text-xs text-muted tabular-nums">
                {t('dashboard_count', { 0: count.format(card.detail(period)) })}
              </p>
            )}
            <p
              className={cn(
                'mt-2 text-xs font-semibold tabular-nums',
                good === null ? 'text-muted' : good ? 'text-success' : 'text-danger',
              )}
            >
              <span aria-hidden="true">
                {delta.arrow} {delta.mark}
              </span>
              <span className="sr-only">{delta.text}</span>
            </p>
            {showToday && (
              <p className="mt-1 truncate border-t border-line pt-1.5 text-xs text-muted tabular-nums">
                {t('dashboard_today_value', { 0: show(card, today) })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

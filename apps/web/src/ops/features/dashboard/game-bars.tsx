import { useState } from 'react';
import { formatMoney } from '../../../lib/money';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import type { DashboardGameRow } from '../../api/dashboard';
import { useOpsText } from '../../lib/use-ops-text';

/** How many rows show before "show all": a brand may have dozens of vendors. */
const FIRST_ROWS = 8;

/**
 * GGR and NGR of each category or vendor as horizontal bars around a zero line (a loss goes left, in
 * the danger colour). Plain markup rather than a canvas: a ranked list with long vendor names reads
 * better as rows on a phone, and a screen reader reads it as the table it is.
 */
export function GameBars({
  title,
  rows,
  nameOf,
  currency,
  testId,
}: {
  title: string;
  rows: readonly DashboardGameRow[];
  nameOf(row: DashboardGameRow): string;
  currency: string;
  testId: string;
}) {
  const { t } = useOpsText();
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  const values = rows.flatMap((r) => [r.ggr, r.ngr]);
  const maxUp = Math.max(0, ...values);
  const maxDown = Math.max(0, ...values.map((v) => -v));
  const span = maxUp + maxDown || 1;
  const zero = (maxDown / span) * 100;

  const bar = (value: number, tone: 'ggr' | 'ngr') => {
    const width = (Math.abs(value) / span) * 100;
    return (
      <span className="relative block h-2.5 rounded-full bg-surface-3">
        <span
          className={cn(
            'absolute inset-y-0 rounded-full',
            value < 0 ? 'bg-danger' : tone === 'ggr' ? 'bg-brand' : 'bg-gold-strong',
          )}
          style={
            value < 0
              ? { right: `${100 - zero}%`, width: `${width}%` }
              : { left: `${zero}%`, width: `${width}%` }
          }
        />
      </span>
    );
  };

  return (
    <section
      className="rounded-2xl border border-line bg-surface p-4 shadow-card"
      aria-label={title}
      data-testid={testId}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-extrabold text-fg">{title}</h2>
        <span className="flex items-center gap-3 text-xs font-semibold text-muted" aria-hidden="true">
          <span className="inline-flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-full bg-brand" />
            {t('dashboard_ggr')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-full bg-gold-strong" />
            {t('dashboard_ngr')}
          </span>
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('dashboard_no_bets')}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">
                {t('dashboard_ggr')} / {t('dashboard_ngr')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const name = nameOf(row);
              return (
                <tr key={name} className="border-b border-line last:border-b-0" data-testid={`${testId}-row`}>
                  <th scope="row" className="w-[38%] py-2.5 pr-3 text-left align-top font-semibold text-fg">
                    <span className="block truncate" title={name}>
                      {name}
                    </span>
                    <span className="block text-xs font-normal text-muted">
                      {t('dashboard_turnover')} {formatMoney(row.turnover)}
                    </span>
                  </th>
                  <td className="py-2.5 align-top">
                    <span className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1.5">
                      {bar(row.ggr, 'ggr')}
                      <span className="text-right text-xs font-semibold tabular-nums text-fg">
                        <span className="sr-only">{t('dashboard_ggr')} </span>
                        {formatMoney(row.ggr)} {currency}
                      </span>
                      {bar(row.ngr, 'ngr')}
                      <span className="text-right text-xs tabular-nums text-muted">
                        <span className="sr-only">{t('dashboard_ngr')} </span>
                        {formatMoney(row.ngr)} {currency}
                      </span>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {rows.length > FIRST_ROWS && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll((v) => !v)}>
          {all ? t('dashboard_show_fewer') : t('dashboard_show_all', { 0: rows.length })}
        </Button>
      )}
    </section>
  );
}

import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';
import { rateProblem, type RateRow } from './rate-rules';
import { percent, productLabel } from './team-texts';

/**
 * The rebate rate of each product type, each with the agent's own rate as its cap. A rate above the
 * cap is marked at once (the server refuses it too, with the same message).
 */
export function RateFields({
  rows,
  onChange,
  testId = 'rate-fields',
}: {
  rows: readonly RateRow[];
  onChange(productType: string, value: string): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2.5 lg:grid-cols-3" data-testid={testId}>
      {rows.map((row) => {
        const problem = rateProblem(row);
        const id = `rate-${testId}-${row.productType}`;
        return (
          <div key={row.productType} className="min-w-0">
            <label htmlFor={id} className="mb-1 flex items-baseline justify-between gap-2 text-xs">
              <span className="truncate font-semibold text-muted">{productLabel(t, row.productType)}</span>
              <span className="shrink-0 text-subtle">{t('at_rate_max', { 0: percent(row.max) })}</span>
            </label>
            <div
              className={cn(
                'flex h-10 items-center rounded-xl border bg-surface-2 pr-3 focus-within:border-brand focus-within:bg-surface',
                problem ? 'border-danger' : 'border-line-strong',
              )}
            >
              <input
                id={id}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={row.value}
                aria-invalid={problem ? true : undefined}
                data-testid={`rate-${row.productType}`}
                onChange={(e) => onChange(row.productType, e.target.value)}
                className="h-full w-full min-w-0 rounded-xl bg-transparent px-3 text-sm tabular-nums text-fg outline-none placeholder:text-subtle"
              />
              <span className="text-sm text-muted" aria-hidden="true">
                %
              </span>
            </div>
            {problem && (
              <p role="alert" className="mt-1 text-xs font-medium text-danger">
                {problem === 'above'
                  ? t('agent.rebate.above.own', {
                      0: productLabel(t, row.productType),
                      1: row.max.toFixed(2),
                    })
                  : t('at_rate_invalid')}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

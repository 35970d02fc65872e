import {
  DASHBOARD_MAX_DAYS,
  DASHBOARD_PERIODS,
  resolveDashboardRange,
  type DashboardPeriod,
} from '@jade/contract/ops-dashboard';
import { useState, type FormEvent } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import type { DashboardSummary } from '../../api/dashboard';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';

export interface DashboardChoice {
  brandId?: number | undefined;
  region?: string | undefined;
  period: DashboardPeriod;
  from?: string | undefined;
  to?: string | undefined;
}

const selectClass =
  'h-11 w-full rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg outline-none focus:border-brand disabled:opacity-60';
const labelClass = 'grid gap-1.5 text-[13px] font-semibold text-muted';

/**
 * The brand and region switches, the period picker and, for a custom period, its two days: checked
 * here against the region's today with the contract's own rule, and again by the server.
 */
export function DashboardFilters({
  value,
  data,
  onChange,
}: {
  value: DashboardChoice;
  /** The last answer: what the switches offer and the region's today. */
  data: DashboardSummary | undefined;
  onChange(next: DashboardChoice): void;
}) {
  const { t } = useOpsText();
  const [from, setFrom] = useState(value.from ?? data?.from ?? '');
  const [to, setTo] = useState(value.to ?? data?.to ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [custom, setCustom] = useState(value.period === 'custom');
  const brandId = value.brandId ?? data?.brandId;
  const brand = data?.brands.find((b) => b.id === brandId);
  const today = data?.today;

  const pick = (period: DashboardPeriod) => {
    setProblem(null);
    if (period === 'custom') {
      setCustom(true);
      setFrom(data?.from ?? '');
      setTo(data?.to ?? '');
      return;
    }
    setCustom(false);
    onChange({ brandId: value.brandId, region: value.region, period });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!today) return;
    const range = resolveDashboardRange({ period: 'custom', from, to }, today);
    if ('problem' in range) {
      setProblem(
        t(`dashboard_range_${range.problem}` as OpsTextKey, {
          0: range.problem === 'future' ? today : DASHBOARD_MAX_DAYS,
        }),
      );
      return;
    }
    setProblem(null);
    onChange({
      brandId: value.brandId,
      region: value.region,
      period: 'custom',
      from: range.from,
      to: range.to,
    });
  };

  const shownPeriod: DashboardPeriod = custom ? 'custom' : value.period;

  return (
    <div className="mb-5 grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(160px,1fr)_minmax(200px,1.3fr)_auto]">
        <label className={labelClass}>
          {t('dashboard_brand')}
          <select
            className={selectClass}
            value={brandId ?? ''}
            disabled={!data}
            data-testid="ops-dashboard-brand"
            onChange={(e) =>
              onChange({ ...value, brandId: Number(e.currentTarget.value), region: undefined })
            }
          >
            {data?.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t('dashboard_region')}
          <select
            className={selectClass}
            value={value.region ?? data?.region.code ?? ''}
            disabled={!data}
            data-testid="ops-dashboard-region"
            onChange={(e) => onChange({ ...value, brandId, region: e.currentTarget.value })}
          >
            {brand?.regions.map((r) => (
              <option key={r.code} value={r.code}>
                {t('dashboard_region_option', { 0: r.countryName, 1: r.currency })}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="min-w-0 sm:col-span-2 lg:col-span-1">
          <legend className="mb-1.5 text-[13px] font-semibold text-muted">{t('dashboard_period')}</legend>
          <div
            className="flex flex-wrap gap-1 rounded-xl bg-surface-3 p-1"
            data-testid="ops-dashboard-period"
          >
            {DASHBOARD_PERIODS.map((period) => (
              <button
                key={period}
                type="button"
                aria-pressed={shownPeriod === period}
                data-testid={`ops-dashboard-period-${period}`}
                onClick={() => pick(period)}
                className={cn(
                  'h-9 flex-1 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition',
                  shownPeriod === period
                    ? 'bg-surface text-brand-fg shadow-card'
                    : 'text-muted hover:text-fg',
                )}
              >
                {t(`dashboard_period_${period}` as OpsTextKey)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      {custom && (
        <form onSubmit={apply} className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap" noValidate>
          <label className={labelClass}>
            {t('dashboard_from')}
            <input
              type="date"
              className={selectClass}
              value={from}
              max={today}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'dashboard-range-problem' : undefined}
              data-testid="ops-dashboard-from"
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
          </label>
          <label className={labelClass}>
            {t('dashboard_to')}
            <input
              type="date"
              className={selectClass}
              value={to}
              max={today}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'dashboard-range-problem' : undefined}
              data-testid="ops-dashboard-to"
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </label>
          <Button type="submit" className="col-span-2 h-11 sm:col-span-1" data-testid="ops-dashboard-apply">
            {t('dashboard_apply')}
          </Button>
          {problem && (
            <p
              id="dashboard-range-problem"
              role="alert"
              className="col-span-2 text-sm font-semibold text-danger sm:basis-full"
            >
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

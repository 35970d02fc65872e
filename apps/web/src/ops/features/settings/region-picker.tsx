import type { OpsSettings } from '../../api/settings';
import { useOpsText } from '../../lib/use-ops-text';

const selectClass =
  'h-11 w-full rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg outline-none focus:border-brand disabled:opacity-60';
const labelClass = 'grid gap-1.5 text-[13px] font-semibold text-muted';

/**
 * The brand and region the settings belong to (as on the dashboard). Module switches and access are
 * per region; registration and customer service are the brand's, shared by its regions.
 */
export function RegionPicker({
  data,
  onChange,
}: {
  data: OpsSettings | undefined;
  onChange(region: string | undefined): void;
}) {
  const { t } = useOpsText();
  const brands = data?.brands ?? [];
  const brand = brands.find((b) => b.id === data?.region.brandId);
  if (data && brands.length === 1 && brand?.regions.length === 1) return null;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <label className={labelClass}>
        {t('dashboard_brand')}
        <select
          className={selectClass}
          value={brand?.id ?? ''}
          disabled={!data || brands.length < 2}
          data-testid="ops-settings-brand"
          onChange={(e) =>
            onChange(brands.find((b) => b.id === Number(e.currentTarget.value))?.regions[0]?.code)
          }
        >
          {brands.map((b) => (
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
          value={data?.region.code ?? ''}
          disabled={!data}
          data-testid="ops-settings-region"
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {brand?.regions.map((r) => (
            <option key={r.code} value={r.code}>
              {t('dashboard_region_option', { 0: r.countryName, 1: r.currency })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

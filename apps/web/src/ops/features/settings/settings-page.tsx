import { useNavigate, useSearchParams } from 'react-router';
import { SegmentedTabs } from '../../../ui/segmented-tabs';
import { useSettings } from '../../api/settings';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { PageTitle } from '../../ui/page-title';
import { AccessPanel } from './access-panel';
import { CustomerServicePanel } from './customer-service-panel';
import { ModulesPanel } from './modules-panel';
import { RegionPicker } from './region-picker';
import { RegistrationPanel } from './registration-panel';

export const SETTINGS_TABS = ['modules', 'registration', 'access', 'customer-service'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const tabKey = (tab: SettingsTab) => `settings_tab_${tab.replace('-', '_')}` as OpsTextKey;

/**
 * Settings (issue 16 part 8): a region's module switches and site access, its brand's registration
 * rules and customer-service links. The region lives in the address (`?region=`), so a link opens the
 * same region; roles without `settings` see everything and change nothing.
 */
export function SettingsPage({ tab }: { tab: SettingsTab }) {
  const { t } = useOpsText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const region = params.get('region') ?? undefined;
  const query = useSettings(region);
  const canWrite = useCan('settings');
  const data = query.data;

  return (
    <div data-testid="ops-settings">
      <PageTitle title={t('settings_title')} lead={t(`${tabKey(tab)}_lead` as OpsTextKey)} />
      <div className="mb-5 grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card">
        <RegionPicker data={data} onChange={(code) => setParams(code ? { region: code } : {})} />
        <SegmentedTabs
          label={t('settings_title')}
          value={tab}
          testId="ops-settings-tab"
          className="max-sm:grid max-sm:grid-cols-2 max-sm:gap-1"
          options={SETTINGS_TABS.map((value) => ({ value, label: t(tabKey(value)) }))}
          onChange={(next) => void navigate({ pathname: `/settings/${next}`, search: params.toString() })}
        />
        {!canWrite && <p className="text-[13px] text-muted">{t('settings_read_only')}</p>}
      </div>
      {query.isError && !data && (
        <p role="alert" className="rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm text-danger">
          {opsErrorText(t, query.error)}
        </p>
      )}
      {!data && query.isPending && <p className="text-sm text-muted">{t('settings_loading')}</p>}
      {data && tab === 'modules' && <ModulesPanel data={data} canWrite={canWrite} />}
      {data && tab === 'registration' && <RegistrationPanel data={data} canWrite={canWrite} />}
      {data && tab === 'access' && <AccessPanel data={data} canWrite={canWrite} />}
      {data && tab === 'customer-service' && (
        <CustomerServicePanel
          key={`${data.region.brandId}:${JSON.stringify(data.customerService)}`}
          data={data}
          canWrite={canWrite}
        />
      )}
    </div>
  );
}

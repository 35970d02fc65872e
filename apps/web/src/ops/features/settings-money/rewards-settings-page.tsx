import { useState } from 'react';
import { SegmentedTabs } from '../../../ui/segmented-tabs';
import { usePaymentSettings } from '../../api/payment-settings';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import { PageTitle } from '../../ui/page-title';
import { CentreTab } from './centre-tab';
import { PointsTab } from './points-tab';
import { RegionSelect, Section } from './fields';
import { GrantsTab } from './grants-tab';
import { RebateTab } from './rebate-tab';
import { TemplatesTab } from './templates-tab';
import { VipTab } from './vip-tab';
import { WheelTab } from './wheel-tab';

const TABS = ['vip', 'rebate', 'templates', 'centre', 'wheel', 'points', 'grants'] as const;
type Tab = (typeof TABS)[number];

/** Settings → Rewards: a region's VIP ladder, rebate rates, bonus templates, reward centre and grants. */
export function RewardsSettingsPage() {
  const { t } = useOpsText();
  const canEdit = useCan('settings');
  const [region, setRegion] = useState<string | undefined>(undefined);
  // The region list and the default region come with the payment settings (one read).
  const regions = usePaymentSettings(region).data;
  const [tab, setTab] = useState<Tab>('vip');
  const merchantCode = regions?.region ?? '';

  return (
    <>
      <PageTitle
        title={t('rewards_title')}
        lead={t('rewards_lead')}
        actions={
          regions && <RegionSelect regions={regions.regions} value={regions.region} onChange={setRegion} />
        }
      />
      <SegmentedTabs
        value={tab}
        onChange={(value) => setTab(value as Tab)}
        label={t('rewards_title')}
        className="mb-4 w-fit max-w-full overflow-x-auto"
        testId="ops-rewards-tabs"
        options={TABS.map((value) => ({ value, label: t(`rewards_tab_${value}`) }))}
      />
      <Section title={t(`rewards_tab_${tab}`)} lead={t(`rewards_lead_${tab}`)}>
        {merchantCode &&
          (tab === 'vip' ? (
            <VipTab merchantCode={merchantCode} canEdit={canEdit} />
          ) : tab === 'rebate' ? (
            <RebateTab merchantCode={merchantCode} canEdit={canEdit} />
          ) : tab === 'templates' ? (
            <TemplatesTab merchantCode={merchantCode} canEdit={canEdit} />
          ) : tab === 'centre' ? (
            <CentreTab merchantCode={merchantCode} canEdit={canEdit} />
          ) : tab === 'wheel' ? (
            <WheelTab merchantCode={merchantCode} canEdit={canEdit} />
          ) : tab === 'points' ? (
            <PointsTab merchantCode={merchantCode} canEdit={canEdit} />
          ) : (
            <GrantsTab merchantCode={merchantCode} />
          ))}
      </Section>
    </>
  );
}

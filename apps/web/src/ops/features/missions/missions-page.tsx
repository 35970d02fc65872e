import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { StatusBadge } from '../../../ui/status-badge';
import { useMissions, useSetMissionActive, type OpsMission } from '../../api/missions';
import { usePaymentSettings } from '../../api/payment-settings';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, Td, Th } from '../../ui/table';
import { MissionEditor } from './mission-editor';

const COLUMNS = 8;

/** Settings → Missions (issue 15, decision R7): a region's missions, their goals and rewards. */
export function MissionsPage() {
  const { t } = useOpsText();
  const canEdit = useCan('settings');
  const [region, setRegion] = useState<string | undefined>(undefined);
  // The region list and the default region come with the payment settings (one read).
  const regions = usePaymentSettings(region).data;
  const merchantCode = regions?.region ?? '';
  const query = useMissions(merchantCode);
  const toggle = useSetMissionActive();
  const [editing, setEditing] = useState<OpsMission | 'new' | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const goal = (m: OpsMission) =>
    `${t(`mission_kind_${m.kind}` as OpsTextKey)}${m.category ? ` · ${m.category}` : ''} ≥ ${m.target.toLocaleString('en')}`;

  return (
    <>
      <PageTitle
        title={t('missions_title')}
        lead={t('missions_lead')}
        actions={
          <div className="flex flex-wrap items-end gap-3">
            {regions && (
              <div className="w-64 max-w-full">
                <FilterSelect
                  name="region"
                  label={t('money_region')}
                  value={regions.region}
                  options={regions.regions.map((r) => ({
                    value: r.code,
                    label: `${r.name} (${r.currency})`,
                  }))}
                  onChange={(code) => code && setRegion(code)}
                />
              </div>
            )}
            {canEdit && merchantCode && (
              <Button onClick={() => setEditing('new')} data-testid="ops-mission-new">
                {t('mission_new')}
              </Button>
            )}
          </div>
        }
      />
      {message && (
        <div className="mb-4">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      <Table label={t('missions_title')} testId="ops-missions">
        <thead>
          <tr>
            <Th>{t('mission_order')}</Th>
            <Th>{t('mission_title')}</Th>
            <Th>{t('mission_goal')}</Th>
            <Th>{t('mission_period')}</Th>
            <Th className="text-right">{t('mission_reward')}</Th>
            <Th className="text-right">{t('mission_points')}</Th>
            <Th>{t('mission_status')}</Th>
            <Th />
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={query.data?.list ?? []} colSpan={COLUMNS}>
            {(m) => (
              <tr key={m.id} data-testid="ops-mission" data-mission-id={m.id}>
                <Td className="tabular-nums">{m.sortOrder}</Td>
                <Td className="font-semibold">{m.titles.EN ?? '—'}</Td>
                <Td className="text-muted">{goal(m)}</Td>
                <Td>{t(`mission_period_${m.period}` as OpsTextKey)}</Td>
                <Td className="text-right tabular-nums">
                  {m.rewardAmount.toLocaleString('en')} · {m.multiple}×
                </Td>
                <Td className="text-right tabular-nums">{m.points}</Td>
                <Td>
                  <StatusBadge tone={m.active ? 'success' : 'neutral'}>
                    {t(m.active ? 'mission_active' : 'mission_inactive')}
                  </StatusBadge>
                </Td>
                <Td className="whitespace-nowrap text-right">
                  {canEdit && (
                    <span className="inline-flex gap-2">
                      <Button size="sm" variant="outline" onClick={() => setEditing(m)}>
                        {t('edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={toggle.isPending}
                        data-testid="ops-mission-toggle"
                        onClick={() => {
                          setMessage(null);
                          toggle.mutate(
                            { merchantCode, id: m.id, active: !m.active },
                            {
                              onError: (error) => setMessage({ tone: 'error', text: opsErrorText(t, error) }),
                            },
                          );
                        }}
                      >
                        {t(m.active ? 'mission_disable' : 'mission_enable')}
                      </Button>
                    </span>
                  )}
                </Td>
              </tr>
            )}
          </QueryRows>
        </tbody>
      </Table>
      {editing && (
        <MissionEditor
          merchantCode={merchantCode}
          mission={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setMessage({ tone: 'success', text: t('mission_saved') })}
        />
      )}
    </>
  );
}

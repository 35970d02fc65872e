import type { CallValue } from '@jade/contract/call';
import type { opsGameCalls } from '@jade/contract/call-routes';
import type { GameCategory } from '@jade/contract/game-constants';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { StatusBadge, type Tone } from '../../../ui/status-badge';
import { useChangeGames, useOpsVendors, type GamesChange } from '../../api/games';
import { formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import { FilterSelect } from '../../ui/filter-bar';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, Td, Th } from '../../ui/table';
import { MoveButtons, moved, Toggle, useCategoryOptions } from './games-kit';
import { MaintenanceDialog } from './maintenance-dialog';

type Vendor = CallValue<typeof opsGameCalls.vendors>['list'][number];
type VendorStatus = 'off' | 'maintenance' | 'scheduled' | 'on';

const STATUS_TONE: Record<VendorStatus, Tone> = {
  off: 'neutral',
  maintenance: 'warning',
  scheduled: 'info',
  on: 'success',
};

function statusOf(v: Vendor, now: number): VendorStatus {
  if (!v.enabled) return 'off';
  if (v.inMaintenance) return 'maintenance';
  if (v.maintenanceUntil !== null && v.maintenanceUntil > now) return 'scheduled';
  return 'on';
}

/** Vendors (issue 16, games): on and off, maintenance now or scheduled, and their order per category. */
export function VendorsPage() {
  const { t } = useOpsText();
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [editing, setEditing] = useState<Vendor | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canWrite = useCan('settings');
  const query = useOpsVendors(category);
  const change = useChangeGames();
  const categories = useCategoryOptions();
  const list = query.data?.list ?? [];
  const now = query.dataUpdatedAt;

  const run = async (c: GamesChange) => {
    setError(null);
    try {
      await change.mutateAsync(c);
    } catch (failure) {
      setError(opsErrorText(t, failure));
    }
  };
  const move = (from: number, to: number) =>
    category &&
    void run({ kind: 'orderVendors', body: { category, codes: moved(list, from, to).map((v) => v.code) } });

  return (
    <>
      <PageTitle title={t('vendors_title')} lead={t('vendors_lead')} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-56">
          <FilterSelect
            name="category"
            label={t('games_category')}
            value={category}
            onChange={(value) => setCategory(value as GameCategory | '')}
            options={categories}
          />
        </div>
        {canWrite && !category && <p className="pb-3 text-[13px] text-muted">{t('vendors_order_hint')}</p>}
      </div>
      {error && (
        <div className="mb-4">
          <FormMessage>{error}</FormMessage>
        </div>
      )}
      <Table label={t('vendors_title')} testId="ops-vendors">
        <thead>
          <tr>
            {canWrite && category && <Th>{t('games_order')}</Th>}
            <Th>{t('vendors_vendor')}</Th>
            <Th>{t('games_category')}</Th>
            <Th>{t('vendors_games')}</Th>
            <Th>{t('games_status')}</Th>
            <Th>{t('games_enabled')}</Th>
            <Th>{t('games_maintenance')}</Th>
            <Th>{t('vendors_window')}</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={list} colSpan={8}>
            {(v, index) => {
              const status = statusOf(v, now);
              return (
                <tr key={v.code} data-testid={`ops-vendor-${v.code}`}>
                  {canWrite && category && (
                    <Td>
                      <MoveButtons
                        index={index}
                        count={list.length}
                        name={v.displayName}
                        disabled={change.isPending}
                        onMove={move}
                      />
                    </Td>
                  )}
                  <Td>
                    <p className="font-semibold">{v.displayName}</p>
                    <p className="font-mono text-xs text-muted">{v.code}</p>
                  </Td>
                  <Td>{v.category}</Td>
                  <Td className="tabular-nums">
                    {t('vendors_games_count', { 0: v.enabledGameCount, 1: v.gameCount })}
                  </Td>
                  <Td>
                    <StatusBadge tone={STATUS_TONE[status]} testId={`ops-vendor-${v.code}-status`}>
                      {t(`vendors_status_${status}`)}
                    </StatusBadge>
                  </Td>
                  <Td>
                    <Toggle
                      on={v.enabled}
                      label={t('games_enable', { 0: v.displayName })}
                      readOnly={!canWrite}
                      disabled={change.isPending}
                      onChange={(enabled) => void run({ kind: 'vendor', body: { code: v.code, enabled } })}
                      testId={`ops-vendor-${v.code}-enabled`}
                    />
                  </Td>
                  <Td>
                    <Toggle
                      on={v.maintenance}
                      label={t('games_maintain', { 0: v.displayName })}
                      readOnly={!canWrite}
                      disabled={change.isPending}
                      onChange={(maintenance) =>
                        void run({ kind: 'vendor', body: { code: v.code, maintenance } })
                      }
                      testId={`ops-vendor-${v.code}-maintenance`}
                    />
                  </Td>
                  <Td>
                    <div className="flex items-center gap-2">
                      <span className="text-xs whitespace-nowrap text-muted">
                        {v.maintenanceFrom !== null && v.maintenanceUntil !== null
                          ? `${formatTime(v.maintenanceFrom)} – ${formatTime(v.maintenanceUntil)}`
                          : t('vendors_window_none')}
                      </span>
                      {canWrite && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setEditing(v)}
                          data-testid={`ops-vendor-${v.code}-schedule`}
                        >
                          {t('vendors_schedule')}
                        </Button>
                      )}
                    </div>
                  </Td>
                </tr>
              );
            }}
          </QueryRows>
        </tbody>
      </Table>
      {editing && <MaintenanceDialog vendor={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

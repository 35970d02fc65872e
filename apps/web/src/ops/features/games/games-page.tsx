import type { CallValue } from '@jade/contract/call';
import type { opsGameCalls } from '@jade/contract/call-routes';
import type { GameCategory } from '@jade/contract/game-constants';
import { useState } from 'react';
import { FormMessage, TextField } from '../../../ui/form-field';
import { StatusBadge } from '../../../ui/status-badge';
import { useChangeGames, useOpsGames, useOpsVendors, type GamesChange } from '../../api/games';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import { FilterBar, FilterSelect } from '../../ui/filter-bar';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, TableFooter, Td, Th } from '../../ui/table';
import { MoveButtons, moved, Toggle, useCategoryOptions } from './games-kit';

type Game = CallValue<typeof opsGameCalls.games>['list'][number];
type Filter = { vendorCode: string; category: GameCategory | ''; name: string };

const EMPTY: Filter = { vendorCode: '', category: '', name: '' };
/** With a vendor chosen, its games come on one page so that they can be ordered. */
const ORDER_PAGE = 200;
const PAGE = 50;

/** What players see of a game: hidden, in maintenance, or listed. */
function visibility(g: Game): 'hidden' | 'maintenance' | 'listed' {
  if (!g.enabled || !g.vendorEnabled) return 'hidden';
  if (g.maintenance || g.vendorInMaintenance) return 'maintenance';
  return 'listed';
}

/** Games (issue 16, games): on and off, hot and new, maintenance, and their order within a vendor. */
export function GamesPage() {
  const { t } = useOpsText();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const canWrite = useCan('settings');
  const vendors = useOpsVendors('');
  const categories = useCategoryOptions();
  const pageSize = filter.vendorCode ? ORDER_PAGE : PAGE;
  const query = useOpsGames({
    ...(filter.vendorCode ? { vendorCode: filter.vendorCode } : {}),
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.name ? { name: filter.name } : {}),
    pageNo,
    pageSize,
  });
  const change = useChangeGames();
  const list = query.data?.list ?? [];
  const total = query.data?.total;
  // Ordering needs the whole vendor on the page, unfiltered.
  const orderable =
    canWrite &&
    !!filter.vendorCode &&
    !filter.category &&
    !filter.name &&
    total !== undefined &&
    total <= pageSize;

  const run = async (c: GamesChange) => {
    setError(null);
    try {
      await change.mutateAsync(c);
    } catch (failure) {
      setError(opsErrorText(t, failure));
    }
  };
  const flag = (g: Game, body: Omit<Extract<GamesChange, { kind: 'game' }>['body'], 'nodeId'>) =>
    void run({ kind: 'game', body: { nodeId: g.nodeId, ...body } });
  const move = (from: number, to: number) =>
    void run({
      kind: 'orderGames',
      body: { vendorCode: filter.vendorCode, nodeIds: moved(list, from, to).map((g) => g.nodeId) },
    });

  return (
    <>
      <PageTitle title={t('games_title')} lead={t('games_lead')} />
      <FilterBar
        onSubmit={() => {
          setFilter(draft);
          setPageNo(1);
        }}
        onReset={() => {
          setDraft(EMPTY);
          setFilter(EMPTY);
          setPageNo(1);
        }}
      >
        <FilterSelect
          name="vendorCode"
          label={t('vendors_vendor')}
          value={draft.vendorCode}
          onChange={(vendorCode) => setDraft({ ...draft, vendorCode })}
          options={[
            { value: '', label: t('all') },
            ...(vendors.data?.list ?? []).map((v) => ({
              value: v.code,
              label: `${v.displayName} (${v.code})`,
            })),
          ]}
        />
        <FilterSelect
          name="category"
          label={t('games_category')}
          value={draft.category}
          onChange={(category) => setDraft({ ...draft, category: category as GameCategory | '' })}
          options={categories}
        />
        <TextField
          label={t('games_name')}
          name="name"
          value={draft.name}
          maxLength={64}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        />
      </FilterBar>
      {canWrite && !orderable && <p className="mb-3 text-[13px] text-muted">{t('games_order_hint')}</p>}
      {error && (
        <div className="mb-4">
          <FormMessage>{error}</FormMessage>
        </div>
      )}
      <Table label={t('games_title')} testId="ops-games">
        <thead>
          <tr>
            {orderable && <Th>{t('games_order')}</Th>}
            <Th>{t('games_game')}</Th>
            <Th>{t('vendors_vendor')}</Th>
            <Th>{t('games_category')}</Th>
            <Th>{t('games_status')}</Th>
            <Th>{t('games_enabled')}</Th>
            <Th>{t('games_hot')}</Th>
            <Th>{t('games_new')}</Th>
            <Th>{t('games_maintenance')}</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={list} colSpan={9}>
            {(g, index) => {
              const seen = visibility(g);
              const busy = change.isPending;
              return (
                <tr key={g.nodeId} data-testid={`ops-game-${g.nodeId}`}>
                  {orderable && (
                    <Td>
                      <MoveButtons
                        index={index}
                        count={list.length}
                        name={g.name}
                        disabled={busy}
                        onMove={move}
                      />
                    </Td>
                  )}
                  <Td>
                    <p className="font-semibold">{g.name}</p>
                    <p className="font-mono text-xs text-muted">{g.gameCode}</p>
                  </Td>
                  <Td>{g.vendorName}</Td>
                  <Td>{g.category}</Td>
                  <Td>
                    <StatusBadge
                      tone={seen === 'listed' ? 'success' : seen === 'maintenance' ? 'warning' : 'neutral'}
                      testId={`ops-game-${g.nodeId}-status`}
                    >
                      {t(`games_seen_${seen}`)}
                    </StatusBadge>
                  </Td>
                  <Td>
                    <Toggle
                      on={g.enabled}
                      label={t('games_enable', { 0: g.name })}
                      readOnly={!canWrite}
                      disabled={busy}
                      onChange={(enabled) => flag(g, { enabled })}
                      testId={`ops-game-${g.nodeId}-enabled`}
                    />
                  </Td>
                  <Td>
                    <Toggle
                      on={g.isHot}
                      label={t('games_make_hot', { 0: g.name })}
                      readOnly={!canWrite}
                      disabled={busy}
                      onChange={(isHot) => flag(g, { isHot })}
                    />
                  </Td>
                  <Td>
                    <Toggle
                      on={g.isNew}
                      label={t('games_make_new', { 0: g.name })}
                      readOnly={!canWrite}
                      disabled={busy}
                      onChange={(isNew) => flag(g, { isNew })}
                    />
                  </Td>
                  <Td>
                    <Toggle
                      on={g.maintenance}
                      label={t('games_maintain', { 0: g.name })}
                      readOnly={!canWrite}
                      disabled={busy}
                      onChange={(maintenance) => flag(g, { maintenance })}
                    />
                  </Td>
                </tr>
              );
            }}
          </QueryRows>
        </tbody>
      </Table>
      <TableFooter
        totalCount={total}
        pageNo={pageNo}
        totalPages={total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize))}
        onPage={setPageNo}
      />
    </>
  );
}

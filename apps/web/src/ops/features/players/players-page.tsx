import { PLAYER_SEARCH_FIELDS, type PlayerSearchField } from '@jade/contract/ops-players';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../../ui/form-field';
import { StatusBadge } from '../../../ui/status-badge';
import { usePlayerSearch } from '../../api/players';
import { formatAmount } from '../../lib/format';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterBar, FilterSelect } from '../../ui/filter-bar';
import { PageTitle } from '../../ui/page-title';
import { QueryRows, Table, TableFooter, TableState, Td, Th } from '../../ui/table';
import { TimeText } from '../../ui/time-cell';

const PAGE_SIZE = 20;
const fieldKey = (by: PlayerSearchField) => `players_by_${by}` as OpsTextKey;

/**
 * Player search (issue 16, players desk): by username prefix, mobile number, e-mail, IP address or
 * device. The term lives in the address, so a search can be shared and survives a reload.
 */
export function PlayersPage() {
  const { t } = useOpsText();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const by = (PLAYER_SEARCH_FIELDS as readonly string[]).includes(params.get('by') ?? '')
    ? (params.get('by') as PlayerSearchField)
    : 'any';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ q, by });
  const [tooShort, setTooShort] = useState(false);
  const query = usePlayerSearch(q.length >= 2 ? { q, by, pageNo, pageSize: PAGE_SIZE } : null);
  const rows = query.data?.list ?? [];

  const apply = (next: { q: string; by: PlayerSearchField }, page = 1) => {
    const term = next.q.trim();
    setTooShort(term.length > 0 && term.length < 2);
    if (term.length === 1) return;
    setParams(term ? { q: term, by: next.by, ...(page > 1 ? { page: String(page) } : {}) } : {});
  };

  return (
    <>
      <PageTitle title={t('players_title')} lead={t('players_lead')} />
      <FilterBar
        onSubmit={() => apply(draft)}
        onReset={() => {
          setDraft({ q: '', by: 'any' });
          setTooShort(false);
          setParams({});
        }}
      >
        <FilterSelect
          name="by"
          label={t('players_search_by')}
          value={draft.by}
          onChange={(value) => setDraft({ ...draft, by: (value || 'any') as PlayerSearchField })}
          options={PLAYER_SEARCH_FIELDS.map((f) => ({ value: f, label: t(fieldKey(f)) }))}
        />
        <TextField
          label={t('players_search_term')}
          name="q"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.currentTarget.value })}
          maxLength={64}
          autoComplete="off"
          error={tooShort ? t('players_term_short') : undefined}
          data-testid="ops-player-search"
        />
      </FilterBar>
      <Table label={t('players_title')} testId="ops-players">
        <thead>
          <tr>
            <Th>{t('col_player')}</Th>
            <Th>{t('players_contact')}</Th>
            <Th>{t('col_status')}</Th>
            <Th className="text-right">{t('players_balance')}</Th>
            <Th>{t('players_registered')}</Th>
            <Th>{t('players_last_login')}</Th>
          </tr>
        </thead>
        <tbody>
          {q.length < 2 ? (
            <TableState colSpan={6}>{t('players_prompt')}</TableState>
          ) : (
            <QueryRows query={query} rows={rows} colSpan={6}>
              {(player) => (
                <tr key={player.memberId} className="hover:bg-surface-2" data-testid="ops-player-row">
                  <Td>
                    <Link
                      to={`/players/${player.memberId}`}
                      className="font-semibold text-brand-fg hover:underline"
                    >
                      {player.username}
                    </Link>
                    <span className="block text-xs text-muted">
                      {player.merchant} · VIP {player.vipLevel}
                      {player.type === 1 ? ` · ${t('players_agent')}` : ''}
                    </span>
                  </Td>
                  <Td className="text-muted">
                    <span className="block">{player.mobile ?? '—'}</span>
                    <span className="block max-w-56 truncate text-xs">{player.email ?? ''}</span>
                  </Td>
                  <Td>
                    <StatusBadge tone={player.status === 'active' ? 'success' : 'danger'}>
                      {t(player.status === 'active' ? 'players_active' : 'players_locked')}
                    </StatusBadge>
                  </Td>
                  <Td className="text-right font-semibold whitespace-nowrap tabular-nums">
                    {formatAmount(player.balance, player.currency)}
                  </Td>
                  <Td>
                    <TimeText ms={player.registeredAt} />
                  </Td>
                  <Td>
                    {player.lastLoginAt ? <TimeText ms={player.lastLoginAt} /> : '—'}
                    {player.lastLoginIp && (
                      <span className="block font-mono text-xs text-muted">{player.lastLoginIp}</span>
                    )}
                  </Td>
                </tr>
              )}
            </QueryRows>
          )}
        </tbody>
      </Table>
      {q.length >= 2 && (
        <TableFooter
          totalCount={query.data?.total}
          pageNo={pageNo}
          totalPages={query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : undefined}
          onPage={(page) => apply({ q, by }, page)}
        />
      )}
    </>
  );
}

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { DownlineMember } from '@jade/contract/agent-team';
import { agentTeamKeys, getDownlines } from '../../../api/agents/team';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { SearchIcon } from '../../../ui/game-icons';
import { Pagination } from '../../../ui/pagination';
import { SegmentedTabs } from '../../../ui/segmented-tabs';
import { StatusBadge } from '../../../ui/status-badge';
import { TreeIcon } from '../agent-icons';
import { PageEmpty, QueryStates } from '../page-states';
import { DownlineDialog, type DownlineAction } from './downline-dialogs';
import { accountTypeLabel, dateTime } from './team-texts';

type Scope = 'direct' | 'team';
const PAGE_SIZE = 10;

/**
 * Downline management (downlineManagmentView): direct members or the whole team, searchable and
 * paged, each with balance, last login and status. Transfers go to one or several chosen members;
 * collection, rebates and promotion act on one (rebates and promotion on direct members only).
 */
export function DownlinePage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<Scope>('direct');
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [chosen, setChosen] = useState<Map<number, DownlineMember>>(new Map());
  const [action, setAction] = useState<DownlineAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = { scope, pageNo, pageSize: PAGE_SIZE, ...(search ? { username: search } : {}) };
  const list = useQuery({
    queryKey: agentTeamKeys.downlines(query),
    queryFn: () => getDownlines(query),
    placeholderData: keepPreviousData,
    // Balances and last logins move on their own: the page reads them afresh each time it opens.
    refetchOnMount: 'always',
  });
  const language = i18n.language.toUpperCase();

  const toggle = (m: DownlineMember) =>
    setChosen((old) => {
      const next = new Map(old);
      if (next.has(m.memberId)) next.delete(m.memberId);
      else next.set(m.memberId, m);
      return next;
    });

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(typed.trim());
    setPageNo(1);
  }

  const rows = list.data?.list ?? [];
  const allChosen = rows.length > 0 && rows.every((r) => chosen.has(r.memberId));

  return (
    <div className="grid grid-cols-1 gap-4" data-testid="downline-page">
      <div className="grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card md:grid-cols-[auto_minmax(0,1fr)] md:items-end">
        <SegmentedTabs
          label={t('in_team_management')}
          value={scope}
          onChange={(value) => {
            setScope(value);
            setPageNo(1);
          }}
          options={[
            { value: 'direct', label: t('dl_scope_direct') },
            { value: 'team', label: t('dl_scope_team') },
          ]}
          testId="dl-scope"
        />
        <form role="search" onSubmit={onSearch} className="flex min-w-0 gap-2">
          <label htmlFor="dl-search" className="sr-only">
            {t('dl_search')}
          </label>
          <div className="flex h-10 min-w-0 flex-1 items-center gap-2 rounded-xl border border-line-strong bg-surface-2 px-3 focus-within:border-brand">
            <SearchIcon size={16} className="shrink-0 text-subtle" />
            <input
              id="dl-search"
              value={typed}
              maxLength={64}
              autoComplete="off"
              placeholder={t('dl_search')}
              onChange={(e) => setTyped(e.target.value)}
              data-testid="dl-search"
              className="h-full w-full min-w-0 bg-transparent text-sm text-fg outline-none placeholder:text-subtle"
            />
          </div>
          <Button type="submit" size="md" data-testid="dl-search-submit">
            {t('ar_search')}
          </Button>
        </form>
      </div>

      {notice && <FormMessage tone="success">{notice}</FormMessage>}

      {chosen.size > 0 && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-brand/30 bg-brand-soft px-4 py-2.5"
          data-testid="dl-selection"
        >
          <span className="text-sm font-semibold text-brand-fg">{t('dl_selected', { 0: chosen.size })}</span>
          <Button
            size="sm"
            className="ml-auto"
            data-testid="dl-transfer-selected"
            onClick={() => setAction({ kind: 'transfer', members: [...chosen.values()] })}
          >
            {t('dl_transfer_selected')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setChosen(new Map())}>
            {t('ar_clear')}
          </Button>
        </div>
      )}

      <QueryStates
        query={list}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <PageEmpty
            testId="dl-empty"
            icon={<TreeIcon size={22} />}
            title={search ? t('dl_empty_search') : t('dl_empty')}
            text={search ? undefined : t('dl_empty_text')}
          />
        }
      >
        {(data) => (
          <>
            <div
              className={cn(
                'overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-opacity',
                list.isPlaceholderData && 'opacity-60',
              )}
              data-testid="dl-list"
            >
              <table className="hidden w-full border-collapse text-sm lg:table">
                <thead>
                  <tr className="border-b border-line bg-surface-2 text-left text-xs font-semibold text-muted">
                    <th scope="col" className="w-10 px-3 py-2.5">
                      <input
                        type="checkbox"
                        aria-label={t('dl_choose_all')}
                        checked={allChosen}
                        onChange={() =>
                          setChosen((old) => {
                            const next = new Map(old);
                            for (const r of rows) {
                              if (allChosen) next.delete(r.memberId);
                              else next.set(r.memberId, r);
                            }
                            return next;
                          })
                        }
                        className="h-4 w-4 accent-[var(--color-brand)]"
                      />
                    </th>
                    <th scope="col" className="px-3 py-2.5">
                      {t('dl_member')}
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      {t('dl_balance')}
                    </th>
                    <th scope="col" className="px-3 py-2.5">
                      {t('dl_status')}
                    </th>
                    <th scope="col" className="px-3 py-2.5 text-right">
                      {t('dl_actions')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((m) => (
                    <tr
                      key={m.memberId}
                      className="border-b border-line last:border-b-0 hover:bg-surface-2/60"
                      data-testid="dl-row"
                      data-username={m.username}
                      data-member-id={m.memberId}
                    >
                      <td className="px-3 py-2.5">
                        <input
                          type="checkbox"
                          aria-label={t('dl_choose', { 0: m.username })}
                          checked={chosen.has(m.memberId)}
                          onChange={() => toggle(m)}
                          data-testid="dl-choose"
                          className="h-4 w-4 accent-[var(--color-brand)]"
                        />
                      </td>
                      <td className="max-w-[220px] px-3 py-2.5">
                        <MemberCell member={m} />
                      </td>
                      <td
                        className="px-3 py-2.5 text-right font-semibold tabular-nums"
                        data-testid="dl-balance"
                      >
                        {formatMoney(m.balance)}
                      </td>
                      <td className="px-3 py-2.5">
                        <StatusBadge tone={m.status === 'active' ? 'success' : 'danger'}>
                          {m.status === 'active' ? t('dl_status_active') : t('dl_status_frozen')}
                        </StatusBadge>
                        <p className="mt-1 text-xs whitespace-nowrap text-muted">
                          <span className="sr-only">{t('dl_last_login')}: </span>
                          {dateTime(m.lastLoginAt, language)}
                        </p>
                      </td>
                      <td className="px-3 py-2.5">
                        <RowActions member={m} onAction={setAction} />
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr
                    className="border-t-2 border-line-strong bg-surface-2 font-bold"
                    data-testid="dl-footer"
                  >
                    <td />
                    <td className="px-3 py-2.5">{t('dl_page_total')}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">
                      {formatMoney(data.footer.balance)}
                    </td>
                    <td colSpan={2} className="px-3 py-2.5 text-right text-xs font-semibold text-muted">
                      {t('dl_count', { 0: data.total })}
                    </td>
                  </tr>
                </tfoot>
              </table>

              {/* Phone and narrow screens: one card per member. */}
              <ul className="lg:hidden" data-testid="dl-cards">
                {rows.map((m) => (
                  <li
                    key={m.memberId}
                    className="grid gap-2.5 border-b border-line px-4 py-3 last:border-b-0"
                    data-testid="dl-card"
                  >
                    <div className="flex items-start gap-3">
                      <input
                        type="checkbox"
                        aria-label={t('dl_choose', { 0: m.username })}
                        checked={chosen.has(m.memberId)}
                        onChange={() => toggle(m)}
                        className="mt-1 h-4 w-4 accent-[var(--color-brand)]"
                      />
                      <div className="min-w-0 flex-1">
                        <MemberCell member={m} />
                      </div>
                      <StatusBadge tone={m.status === 'active' ? 'success' : 'danger'}>
                        {m.status === 'active' ? t('dl_status_active') : t('dl_status_frozen')}
                      </StatusBadge>
                    </div>
                    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                      <dt className="text-muted">{t('dl_balance')}</dt>
                      <dd className="text-right font-bold tabular-nums">{formatMoney(m.balance)}</dd>
                      <dt className="text-muted">{t('dl_upline')}</dt>
                      <dd className="truncate text-right">{m.parentUsername}</dd>
                      <dt className="text-muted">{t('dl_last_login')}</dt>
                      <dd className="text-right">{dateTime(m.lastLoginAt, language)}</dd>
                    </dl>
                    <RowActions member={m} onAction={setAction} wrap />
                  </li>
                ))}
                <li className="flex justify-between bg-surface-2 px-4 py-2.5 text-sm font-bold">
                  <span>{t('dl_page_total')}</span>
                  <span className="tabular-nums">{formatMoney(data.footer.balance)}</span>
                </li>
              </ul>
            </div>
            <Pagination page={pageNo} totalPages={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryStates>

      {action && (
        <DownlineDialog
          action={action}
          onClose={() => setAction(null)}
          onDone={(text) => {
            setNotice(text);
            if (action.kind === 'transfer') setChosen(new Map());
            void queryClient.invalidateQueries({ queryKey: agentTeamKeys.all });
          }}
        />
      )}
    </div>
  );
}

function MemberCell({ member }: { member: DownlineMember }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="truncate font-semibold" data-testid="dl-username">
          {member.username}
        </span>
        <span
          className={cn(
            'rounded-md px-1.5 py-px text-[11px] font-bold',
            member.type === 0 ? 'bg-surface-3 text-muted' : 'bg-gold-soft text-gold-fg',
          )}
        >
          {accountTypeLabel(t, member.type)}
        </span>
      </div>
      <p className="truncate text-xs text-muted">
        {member.nickname !== member.username && <>{member.nickname} · </>}
        {t('dl_level', { 0: member.level })}
        {member.directCount > 0 && <> · {t('dl_direct_count', { 0: member.directCount })}</>}
      </p>
      {member.level > 1 && (
        <p className="truncate text-xs text-subtle">
          {t('dl_upline')}: {member.parentUsername}
        </p>
      )}
    </div>
  );
}

function RowActions({
  member,
  onAction,
  wrap = false,
}: {
  member: DownlineMember;
  onAction(action: DownlineAction): void;
  wrap?: boolean;
}) {
  const { t } = useTranslation();
  const direct = member.level === 1;
  return (
    <div className={cn('gap-1.5', wrap ? 'flex flex-wrap' : 'ml-auto grid w-max grid-cols-2')}>
      <Button
        size="sm"
        variant="outline"
        data-testid="dl-action-transfer"
        aria-label={t('dl_transfer_to', { 0: member.username })}
        onClick={() => onAction({ kind: 'transfer', members: [member] })}
      >
        {t('dl_transfer')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        data-testid="dl-action-collect"
        aria-label={t('dl_collect_from', { 0: member.username })}
        disabled={member.balance <= 0}
        onClick={() => onAction({ kind: 'collect', member })}
      >
        {t('dl_collect')}
      </Button>
      {direct && (
        <Button
          size="sm"
          variant="outline"
          data-testid="dl-action-rebates"
          aria-label={t('dl_rebates_of', { 0: member.username })}
          onClick={() => onAction({ kind: 'rebates', member })}
        >
          {t('dl_rebates')}
        </Button>
      )}
      {direct && member.type === 0 && (
        <Button
          size="sm"
          variant="outline"
          data-testid="dl-action-promote"
          aria-label={t('dl_promote_member', { 0: member.username })}
          onClick={() => onAction({ kind: 'promote', member })}
        >
          {t('dl_promote')}
        </Button>
      )}
    </div>
  );
}

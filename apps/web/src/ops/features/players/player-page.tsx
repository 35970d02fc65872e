import type { OpsPlayerDetail } from '@jade/contract/ops-players';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { SegmentedTabs } from '../../../ui/segmented-tabs';
import { StatusBadge } from '../../../ui/status-badge';
import { usePlayer } from '../../api/players';
import { formatAmount, formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { PageTitle } from '../../ui/page-title';
import { PlayerActions } from './player-actions';
import { DetailsTab } from './details-tab';
import { BetsTab, BonusesTab, LedgerTab, NotesTab, PlayerApprovalsTab, SessionsTab } from './player-tabs';

const TABS = ['ledger', 'bets', 'bonuses', 'sessions', 'notes', 'approvals', 'details'] as const;
type Tab = (typeof TABS)[number];

/**
 * A player's page (issue 16, players desk): who they are, their money at a glance, the actions on
 * the account, and their ledger, bets, bonuses, sessions, notes, four-eyes requests and personal
 * details in tabs.
 */
export function PlayerPage() {
  const { t } = useOpsText();
  const memberId = Number(useParams().memberId);
  const query = usePlayer(memberId);
  const [tab, setTab] = useState<Tab>('ledger');
  const [done, setDone] = useState<string | null>(null);

  if (query.isPending) return <p className="text-sm text-muted">{t('loading')}</p>;
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-danger">{t('load_failed', { 0: opsErrorText(t, query.error) })}</p>
        <Link to="/players" className="text-sm font-semibold text-brand-fg hover:underline">
          {t('player_back')}
        </Link>
      </div>
    );
  }
  const player = query.data;

  return (
    <>
      <Link to="/players" className="mb-3 inline-block text-sm font-semibold text-brand-fg hover:underline">
        ← {t('player_back')}
      </Link>
      <PageTitle
        title={player.username}
        lead={t('player_lead', {
          0: player.merchant,
          1: player.vipLevel,
          2: formatTime(player.registeredAt),
        })}
        actions={<PlayerActions player={player} onDone={setDone} />}
      />
      <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="ops-player-status">
        <StatusBadge tone={player.status === 'active' ? 'success' : 'danger'}>
          {t(player.status === 'active' ? 'players_active' : 'players_locked')}
        </StatusBadge>
        {player.type === 1 && <StatusBadge tone="info">{t('players_agent')}</StatusBadge>}
        {player.pendingApprovals > 0 && (
          <StatusBadge tone="warning">
            {t('player_pending_approvals', { 0: player.pendingApprovals })}
          </StatusBadge>
        )}
      </div>
      {done && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-brand-soft px-4 py-2.5 text-sm font-semibold text-fg"
          data-testid="ops-player-done"
        >
          {done}
        </p>
      )}
      <Figures player={player} />
      <Profile player={player} />
      <div className="mt-6 mb-4 overflow-x-auto">
        <SegmentedTabs<Tab>
          label={t('player_tabs')}
          value={tab}
          onChange={setTab}
          options={TABS.map((value) => ({ value, label: t(`player_tab_${value}` as OpsTextKey) }))}
          className="min-w-[760px]"
          testId="ops-player-tabs"
        />
      </div>
      {tab === 'ledger' && <LedgerTab memberId={player.memberId} />}
      {tab === 'bets' && <BetsTab memberId={player.memberId} currency={player.currency} />}
      {tab === 'bonuses' && (
        <BonusesTab merchant={player.merchant} username={player.username} currency={player.currency} />
      )}
      {tab === 'sessions' && <SessionsTab memberId={player.memberId} />}
      {tab === 'notes' && <NotesTab memberId={player.memberId} />}
      {tab === 'approvals' && <PlayerApprovalsTab memberId={player.memberId} />}
      {tab === 'details' && <DetailsTab memberId={player.memberId} />}
    </>
  );
}

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 shadow-card">
      <p className="text-xs font-bold tracking-wide text-muted uppercase">{label}</p>
      <p className="mt-1 text-lg font-extrabold text-fg tabular-nums" data-testid={testId}>
        {value}
      </p>
      {note && <p className="text-xs text-muted">{note}</p>}
    </div>
  );
}

function Figures({ player }: { player: OpsPlayerDetail }) {
  const { t } = useOpsText();
  const money = (amount: number) => formatAmount(amount, player.currency);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <Figure
        label={t('players_balance')}
        value={money(player.balance)}
        note={player.heldBalance > 0 ? t('player_held', { 0: money(player.heldBalance) }) : undefined}
        testId="ops-player-balance"
      />
      <Figure label={t('player_deposits')} value={money(player.totals.deposits)} />
      <Figure label={t('player_withdrawals')} value={money(player.totals.withdrawals)} />
      <Figure label={t('player_turnover')} value={money(player.totals.turnover)} />
      <Figure label={t('player_win_loss')} value={money(player.totals.winLoss)} />
      <Figure
        label={t('player_activity')}
        value={t('player_sessions_open', { 0: player.activeSessions })}
        note={t('player_open_bonuses', { 0: player.openBonuses })}
      />
    </div>
  );
}

function Profile({ player }: { player: OpsPlayerDetail }) {
  const { t } = useOpsText();
  const rows: [OpsTextKey, string | null][] = [
    ['player_nickname', player.nickname || null],
    ['player_payee', player.payeeName],
    [
      'player_mobile',
      player.mobile ? `${player.dialingCode ? `+${player.dialingCode} ` : ''}${player.mobile}` : null,
    ],
    ['player_email', player.email],
    ['player_language', player.language],
    ['player_upline', player.parentUsername],
    ['player_register_ip', player.registerIp],
    ['player_register_domain', player.registerDomain],
    ['player_register_method', player.registerMethod],
    [
      'players_last_login',
      player.lastLoginAt ? `${formatTime(player.lastLoginAt)} · ${player.lastLoginIp ?? ''}` : null,
    ],
  ];
  return (
    <section
      className="mt-4 rounded-2xl border border-line bg-surface p-4 shadow-card"
      aria-label={t('player_profile')}
    >
      <h2 className="mb-3 text-sm font-bold text-fg">{t('player_profile')}</h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 justify-between gap-3 border-b border-line/60 py-1.5">
            <dt className="shrink-0 text-muted">{t(label)}</dt>
            <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere] text-fg">
              {value ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

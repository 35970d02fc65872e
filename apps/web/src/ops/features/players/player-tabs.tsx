import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner } from '../../../ui/form-field';
import { StatusBadge, type Tone } from '../../../ui/status-badge';
import {
  useApprovals,
  usePlayerAction,
  usePlayerBets,
  usePlayerBonuses,
  usePlayerLedger,
  usePlayerNotes,
  usePlayerSessions,
} from '../../api/players';
import { formatAmount, formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { QueryRows, Table, TableFooter, Td, Th } from '../../ui/table';
import { TimeText } from '../../ui/time-cell';

const PAGE_SIZE = 20;
const pages = (total: number | undefined) =>
  total === undefined ? undefined : Math.max(1, Math.ceil(total / PAGE_SIZE));

/** Signed money: green in, red out. */
function Signed({ amount, currency }: { amount: number; currency: string }) {
  return (
    <span className={amount < 0 ? 'text-danger' : 'text-success'}>
      {amount > 0 ? '+' : ''}
      {formatAmount(amount, currency)}
    </span>
  );
}

export function LedgerTab({ memberId }: { memberId: number }) {
  const { t } = useOpsText();
  const [pageNo, setPageNo] = useState(1);
  const query = usePlayerLedger({ memberId, pageNo, pageSize: PAGE_SIZE });
  return (
    <>
      <Table label={t('player_tab_ledger')} testId="ops-player-ledger">
        <thead>
          <tr>
            <Th>{t('col_id')}</Th>
            <Th>{t('audit_at')}</Th>
            <Th>{t('player_entry_type')}</Th>
            <Th className="text-right">{t('col_amount')}</Th>
            <Th className="text-right">{t('player_balance_after')}</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={query.data?.list ?? []} colSpan={5}>
            {(entry) => (
              <tr key={entry.id}>
                <Td className="font-mono text-xs">{entry.id}</Td>
                <Td>
                  <TimeText ms={entry.createdAt} />
                </Td>
                <Td className="font-mono text-xs">{entry.type}</Td>
                <Td className="text-right font-semibold tabular-nums">
                  <Signed amount={entry.amount} currency={entry.currency} />
                </Td>
                <Td className="text-right tabular-nums">
                  {formatAmount(entry.balanceAfter, entry.currency)}
                </Td>
              </tr>
            )}
          </QueryRows>
        </tbody>
      </Table>
      <TableFooter
        totalCount={query.data?.total}
        pageNo={pageNo}
        totalPages={pages(query.data?.total)}
        onPage={setPageNo}
      />
    </>
  );
}

export function BetsTab({ memberId, currency }: { memberId: number; currency: string }) {
  const { t } = useOpsText();
  const [pageNo, setPageNo] = useState(1);
  const query = usePlayerBets({ memberId, pageNo, pageSize: PAGE_SIZE });
  return (
    <>
      <Table label={t('player_tab_bets')} testId="ops-player-bets">
        <thead>
          <tr>
            <Th>{t('audit_at')}</Th>
            <Th>{t('player_game')}</Th>
            <Th className="text-right">{t('player_bet')}</Th>
            <Th className="text-right">{t('player_win')}</Th>
            <Th>{t('col_status')}</Th>
          </tr>
        </thead>
        <tbody>
          <QueryRows query={query} rows={query.data?.list ?? []} colSpan={5}>
            {(bet) => (
              <tr key={bet.recordId}>
                <Td>
                  <TimeText ms={bet.createdAt} />
                </Td>
                <Td>
                  <span className="font-semibold">{bet.gameName}</span>
                  <span className="block text-xs text-muted">
                    {bet.vendor} · {bet.gameType}
                  </span>
                </Td>
                <Td className="text-right tabular-nums">{formatAmount(bet.bet, currency)}</Td>
                <Td className="text-right tabular-nums">{formatAmount(bet.win, currency)}</Td>
                <Td className="text-muted">{bet.status}</Td>
              </tr>
            )}
          </QueryRows>
        </tbody>
      </Table>
      <TableFooter
        totalCount={query.data?.total}
        pageNo={pageNo}
        totalPages={pages(query.data?.total)}
        onPage={setPageNo}
      />
    </>
  );
}

const BONUS_TONES: Record<string, Tone> = { active: 'info', completed: 'success' };

export function BonusesTab({
  merchant,
  username,
  currency,
}: {
  merchant: string;
  username: string;
  currency: string;
}) {
  const { t } = useOpsText();
  const query = usePlayerBonuses(merchant, username);
  return (
    <Table label={t('player_tab_bonuses')} testId="ops-player-bonuses">
      <thead>
        <tr>
          <Th>{t('player_bonus')}</Th>
          <Th className="text-right">{t('col_amount')}</Th>
          <Th>{t('player_wagering')}</Th>
          <Th>{t('col_status')}</Th>
          <Th>{t('player_expires')}</Th>
        </tr>
      </thead>
      <tbody>
        <QueryRows query={query} rows={query.data?.list ?? []} colSpan={5}>
          {(bonus) => (
            <tr key={bonus.id}>
              <Td>
                <span className="font-semibold">{bonus.name}</span>
                <span className="block text-xs text-muted">{formatTime(bonus.grantedAt)}</span>
              </Td>
              <Td className="text-right tabular-nums">{formatAmount(bonus.amount, currency)}</Td>
              <Td className="tabular-nums">
                {formatAmount(bonus.progress, currency)} / {formatAmount(bonus.requirement, currency)}
              </Td>
              <Td>
                <StatusBadge tone={BONUS_TONES[bonus.status] ?? 'neutral'}>{bonus.status}</StatusBadge>
              </Td>
              <Td>{formatTime(bonus.expiresAt)}</Td>
            </tr>
          )}
        </QueryRows>
      </tbody>
    </Table>
  );
}

export function SessionsTab({ memberId }: { memberId: number }) {
  const { t } = useOpsText();
  const [pageNo, setPageNo] = useState(1);
  const query = usePlayerSessions({ memberId, pageNo, pageSize: PAGE_SIZE });
  const data = query.data;
  return (
    <div className="grid gap-5">
      {data && (
        <div className="grid gap-4 md:grid-cols-2">
          <Tally
            title={t('player_ips')}
            rows={data.ips.map((r) => ({ key: r.ip, ...r }))}
            testId="ops-player-ips"
          />
          <Tally
            title={t('player_devices')}
            rows={data.devices.map((r) => ({ key: r.deviceId, ...r }))}
            testId="ops-player-devices"
          />
        </div>
      )}
      <div>
        <Table label={t('player_tab_sessions')} testId="ops-player-sessions">
          <thead>
            <tr>
              <Th>{t('player_session_started')}</Th>
              <Th>{t('player_session_seen')}</Th>
              <Th>{t('audit_ip')}</Th>
              <Th>{t('player_device')}</Th>
              <Th>{t('col_status')}</Th>
            </tr>
          </thead>
          <tbody>
            <QueryRows query={query} rows={data?.list ?? []} colSpan={5}>
              {(session) => (
                <tr key={session.id}>
                  <Td>
                    <TimeText ms={session.createdAt} />
                  </Td>
                  <Td>
                    <TimeText ms={session.lastSeenAt} />
                  </Td>
                  <Td className="font-mono text-xs">{session.ip}</Td>
                  <Td className="max-w-64">
                    <span className="block truncate font-mono text-xs">{session.deviceId ?? '—'}</span>
                    <span className="block truncate text-xs text-muted" title={session.userAgent ?? ''}>
                      {session.userAgent ?? ''}
                    </span>
                  </Td>
                  <Td>
                    {session.endedAt === null ? (
                      <StatusBadge tone="success">{t('player_session_open')}</StatusBadge>
                    ) : (
                      <span className="text-xs text-muted">
                        {t('player_session_ended', { 0: session.endReason ?? '—' })}
                      </span>
                    )}
                  </Td>
                </tr>
              )}
            </QueryRows>
          </tbody>
        </Table>
        <TableFooter
          totalCount={data?.total}
          pageNo={pageNo}
          totalPages={pages(data?.total)}
          onPage={setPageNo}
        />
      </div>
    </div>
  );
}

function Tally({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: { key: string; sessions: number; lastSeenAt: number }[];
  testId: string;
}) {
  const { t } = useOpsText();
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 shadow-card" data-testid={testId}>
      <h3 className="mb-2 text-sm font-bold text-fg">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('nothing_found')}</p>
      ) : (
        <ul className="grid gap-1.5 text-sm">
          {rows.slice(0, 8).map((row) => (
            <li key={row.key} className="flex items-center justify-between gap-3">
              <span className="truncate font-mono text-xs">{row.key}</span>
              <span className="shrink-0 text-xs text-muted">
                {t('player_tally', { 0: row.sessions, 1: formatTime(row.lastSeenAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function NotesTab({ memberId }: { memberId: number }) {
  const { t } = useOpsText();
  const canWrite = useCan('freeze');
  const query = usePlayerNotes(memberId);
  const action = usePlayerAction();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || action.isPending) return;
    setError(null);
    try {
      await action.mutateAsync({ kind: 'note', body: { memberId, text: text.trim() } });
      setText('');
    } catch (failure) {
      setError(opsErrorText(t, failure));
    }
  }

  return (
    <div className="grid gap-4">
      {canWrite && (
        <form
          onSubmit={(e) => void submit(e)}
          className="grid gap-2 rounded-2xl border border-line bg-surface p-4 shadow-card"
        >
          <label htmlFor="ops-note-text" className="text-[13px] font-semibold text-muted">
            {t('player_note_new')}
          </label>
          <textarea
            id="ops-note-text"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={2000}
            rows={3}
            className="w-full rounded-xl border border-line-strong bg-surface-2 p-3 text-sm text-fg outline-none focus:border-brand"
            data-testid="ops-note-text"
          />
          {error && <FormMessage>{error}</FormMessage>}
          <div>
            <Button
              type="submit"
              size="sm"
              disabled={!text.trim() || action.isPending}
              data-testid="ops-note-add"
            >
              {action.isPending && <Spinner />}
              {t('player_note_add')}
            </Button>
          </div>
        </form>
      )}
      {query.isPending ? (
        <p className="text-sm text-muted">{t('loading')}</p>
      ) : query.isError ? (
        <p className="text-sm text-danger">{t('load_failed', { 0: opsErrorText(t, query.error) })}</p>
      ) : query.data.list.length === 0 ? (
        <p className="text-sm text-muted">{t('player_notes_none')}</p>
      ) : (
        <ol className="grid gap-3" data-testid="ops-player-notes">
          {query.data.list.map((note) => (
            <li key={note.id} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
              <p className="text-sm whitespace-pre-wrap text-fg">{note.text}</p>
              <p className="mt-2 text-xs text-muted">
                {note.operatorName} · {formatTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export const APPROVAL_TONES: Record<string, Tone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
  failed: 'danger',
};
export const approvalStatusKey = (status: string) => `approval_status_${status}` as OpsTextKey;

export function PlayerApprovalsTab({ memberId }: { memberId: number }) {
  const { t } = useOpsText();
  const query = useApprovals({ memberId, pageNo: 1, pageSize: 50 });
  return (
    <Table label={t('player_tab_approvals')} testId="ops-player-approvals">
      <thead>
        <tr>
          <Th>{t('col_id')}</Th>
          <Th>{t('approvals_requested')}</Th>
          <Th className="text-right">{t('col_amount')}</Th>
          <Th>{t('decision_reason')}</Th>
          <Th>{t('col_status')}</Th>
        </tr>
      </thead>
      <tbody>
        <QueryRows query={query} rows={query.data?.list ?? []} colSpan={5}>
          {(approval) => (
            <tr key={approval.id}>
              <Td className="font-mono text-xs">{approval.id}</Td>
              <Td>
                <span className="block">{approval.requestedBy}</span>
                <span className="block text-xs text-muted">{formatTime(approval.requestedAt)}</span>
              </Td>
              <Td className="text-right font-semibold tabular-nums">
                <Signed amount={approval.amount} currency={approval.currency} />
              </Td>
              <Td className="max-w-64 text-muted">
                <span className="block truncate">{approval.reason}</span>
              </Td>
              <Td>
                <StatusBadge tone={APPROVAL_TONES[approval.status] ?? 'neutral'}>
                  {t(approvalStatusKey(approval.status))}
                </StatusBadge>
                {approval.decidedBy && (
                  <span className="mt-1 block text-xs text-muted">{approval.decidedBy}</span>
                )}
              </Td>
            </tr>
          )}
        </QueryRows>
      </tbody>
    </Table>
  );
}

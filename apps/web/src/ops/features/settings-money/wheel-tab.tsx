import { WHEEL_PRIZE_KINDS, WHEEL_SEGMENTS, type WheelPrizeKind } from '@jade/contract/prize-wheel';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { CheckboxField, FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { issueWheelTickets, useWheelSettings, type WheelSettings } from '../../api/rewards';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { Table, Td, Th } from '../../ui/table';
import { amountText, CellInput } from './fields';
import { SaveBar, type SaveMessage } from './save-bar';
import { Loading } from './vip-tab';

type Row = { kind: WheelPrizeKind; amount: string; weight: string };

/** The prize wheel (decision R9): its segments and their weights, the deposit that earns a ticket. */
export function WheelTab({ merchantCode, canEdit }: { merchantCode: string; canEdit: boolean }) {
  const { query, save } = useWheelSettings(merchantCode);
  const canIssue = useCan('adjust');
  if (!query.data) return <Loading failed={query.isError} />;
  return (
    <>
      <WheelEditor
        key={merchantCode}
        merchantCode={merchantCode}
        wheel={query.data}
        canEdit={canEdit}
        save={save}
      />
      {canIssue && <IssueTicketsForm key={`tickets-${merchantCode}`} merchantCode={merchantCode} />}
    </>
  );
}

function WheelEditor({
  merchantCode,
  wheel,
  canEdit,
  save,
}: {
  merchantCode: string;
  wheel: WheelSettings;
  canEdit: boolean;
  save: ReturnType<typeof useWheelSettings>['save'];
}) {
  const { t } = useOpsText();
  const [enabled, setEnabled] = useState(wheel.enabled);
  const [deposit, setDeposit] = useState(amountText(wheel.ticketDeposit));
  const [days, setDays] = useState(String(wheel.ticketDays));
  const [rows, setRows] = useState<Row[]>(() =>
    wheel.segments.map((s) => ({ kind: s.kind, amount: amountText(s.amount), weight: String(s.weight) })),
  );
  const [message, setMessage] = useState<SaveMessage>(null);
  const total = rows.reduce((sum, r) => sum + (Number(r.weight) || 0), 0);
  const change = (index: number, patch: Partial<Row>) =>
    setRows(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  function submit() {
    setMessage(null);
    save.mutate(
      {
        merchantCode,
        enabled,
        ticketDeposit: deposit.trim() || '0',
        ticketDays: Number(days),
        segments: rows.map((r) => ({
          kind: r.kind,
          amount: r.kind === 'none' ? '0' : r.amount.trim() || '0',
          weight: Number(r.weight),
        })),
      },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('money_saved') }),
        onError: (failure) => setMessage({ tone: 'error', text: opsErrorText(t, failure) }),
      },
    );
  }

  return (
    <div data-testid="ops-wheel">
      <div className="grid gap-4 sm:grid-cols-3">
        <CheckboxField
          checked={enabled}
          disabled={!canEdit}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
          className="self-center"
          data-testid="ops-wheel-enabled"
        >
          {t('wheel_enabled')}
        </CheckboxField>
        <TextField
          label={t('wheel_ticket_deposit')}
          value={deposit}
          disabled={!canEdit}
          inputMode="decimal"
          onChange={(e) => setDeposit(e.currentTarget.value)}
        />
        <TextField
          label={t('wheel_ticket_days')}
          value={days}
          disabled={!canEdit}
          inputMode="numeric"
          onChange={(e) => setDays(e.currentTarget.value)}
        />
      </div>
      <div className="mt-5 overflow-x-auto">
        <Table label={t('wheel_segments')}>
          <thead>
            <tr>
              <Th>#</Th>
              <Th>{t('wheel_col_kind')}</Th>
              <Th>{t('wheel_col_amount')}</Th>
              <Th>{t('wheel_col_weight')}</Th>
              <Th>{t('wheel_col_chance')}</Th>
              {canEdit && <Th>{''}</Th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} data-testid="ops-wheel-row">
                <Td>{i + 1}</Td>
                <Td>
                  <select
                    aria-label={t('wheel_col_kind')}
                    value={r.kind}
                    disabled={!canEdit}
                    onChange={(e) => change(i, { kind: e.currentTarget.value as WheelPrizeKind })}
                    className="h-9 rounded-lg border border-line-strong bg-surface-2 px-2 text-sm text-fg"
                  >
                    {WHEEL_PRIZE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`wheel_kind_${k}` as OpsTextKey)}
                      </option>
                    ))}
                  </select>
                </Td>
                <Td>
                  <CellInput
                    label={t('wheel_col_amount')}
                    value={r.kind === 'none' ? '0' : r.amount}
                    disabled={!canEdit || r.kind === 'none'}
                    onChange={(amount) => change(i, { amount })}
                  />
                </Td>
                <Td>
                  <CellInput
                    label={t('wheel_col_weight')}
                    value={r.weight}
                    inputMode="numeric"
                    disabled={!canEdit}
                    onChange={(weight) => change(i, { weight })}
                    className="w-20"
                  />
                </Td>
                <Td className="tabular-nums">
                  {total > 0 ? `${(((Number(r.weight) || 0) / total) * 100).toFixed(1)}%` : '—'}
                </Td>
                {canEdit && (
                  <Td>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={rows.length <= WHEEL_SEGMENTS.min}
                      onClick={() => setRows(rows.filter((_, j) => j !== i))}
                    >
                      {t('wheel_remove')}
                    </Button>
                  </Td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {canEdit && (
        <Button
          size="sm"
          variant="outline"
          className="mt-3"
          disabled={rows.length >= WHEEL_SEGMENTS.max}
          onClick={() => setRows([...rows, { kind: 'cash', amount: '0', weight: '1' }])}
        >
          {t('wheel_add')}
        </Button>
      )}
      <SaveBar
        canEdit={canEdit}
        pending={save.isPending}
        message={message}
        onSave={submit}
        testId="ops-wheel-save"
      />
    </div>
  );
}

/** Issue tickets to one player, with a reason (audited); a double click issues once. */
function IssueTicketsForm({ merchantCode }: { merchantCode: string }) {
  const { t } = useOpsText();
  const [username, setUsername] = useState('');
  const [count, setCount] = useState('1');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => newIdempotencyKey());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || reason.trim().length < 3) {
      setMessage({ ok: false, text: t('wheel_issue_missing') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const answer = await issueWheelTickets({
        merchantCode,
        username: username.trim(),
        count: Number(count),
        reason: reason.trim(),
        idempotencyKey: key,
      });
      setMessage({ ok: true, text: t('wheel_issued', { 0: answer.issued, 1: username.trim() }) });
      setKey(newIdempotencyKey());
      setReason('');
    } catch (failure) {
      setMessage({ ok: false, text: opsErrorText(t, failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-6 grid gap-3 border-t border-line pt-5"
      data-testid="ops-wheel-issue"
    >
      <h3 className="text-sm font-bold text-fg">{t('wheel_issue_title')}</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('wheel_issue_player')}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <TextField
          label={t('wheel_issue_count')}
          value={count}
          inputMode="numeric"
          onChange={(e) => setCount(e.currentTarget.value)}
        />
        <TextField
          label={t('wheel_issue_reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      </div>
      {message && <FormMessage tone={message.ok ? 'success' : undefined}>{message.text}</FormMessage>}
      <div>
        <Button type="submit" size="sm" disabled={busy} data-testid="ops-wheel-issue-submit">
          {busy && <Spinner />}
          {t('wheel_issue_submit')}
        </Button>
      </div>
    </form>
  );
}

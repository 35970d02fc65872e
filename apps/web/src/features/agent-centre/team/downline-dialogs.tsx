import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { DownlineMember } from '@jade/contract/agent-team';
import type { BalanceValue } from '@jade/contract/wallet';
import { MAIN_ACCOUNT_TYPE_ID } from '@jade/contract/wallet-amounts';
import {
  agentTeamKeys,
  collectFromDownline,
  getDownlineRebates,
  promoteDownline,
  transferToDownlines,
  updateDownlineRebates,
} from '../../../api/agents/team';
import { walletBalanceQueryOptions } from '../../../api/transfers/transfers';
import { writeQueryData } from '../../../api/write-aware-query-client';
import { checkAmount, useIdempotentSubmit } from '../../../lib/money-action';
import { formatMoney } from '../../../lib/money';
import { refreshWallet } from '../../../lib/wallet-refresh';
import { useSessionStore } from '../../../stores/session-store';
import { Button } from '../../../ui/button';
import { FormMessage, SubmitButton, TextField } from '../../../ui/form-field';
import { LockIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/modal/modal';
import { PageError, PageLoading } from '../page-states';
import { RateFields } from './rate-fields';
import { rateProblem, ratesToSend, type RateRow } from './rate-rules';
import { teamErrorText } from './team-texts';

/** What the downline page opens over the list. */
export type DownlineAction =
  | { kind: 'transfer'; members: DownlineMember[] }
  | { kind: 'collect'; member: DownlineMember }
  | { kind: 'rebates'; member: DownlineMember }
  | { kind: 'promote'; member: DownlineMember };

function useMainBalance() {
  const token = useSessionStore((s) => s.token);
  const balance = useQuery(walletBalanceQueryOptions(token));
  return balance.data?.balance.find((b) => b.accountTypeId === MAIN_ACCOUNT_TYPE_ID)?.availBalance;
}

function Names({ members }: { members: readonly DownlineMember[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" data-testid="dl-dialog-members">
      {members.map((m) => (
        <li key={m.memberId} className="rounded-full bg-surface-3 px-2.5 py-0.5 text-xs font-semibold">
          {m.username}
        </li>
      ))}
    </ul>
  );
}

/**
 * The money form both transfer dialogs share: the amount (checked against `limit`) and the payment
 * password, one submission at a time under an idempotency key, then the wallet refreshed and the
 * dialog closed; a refusal shows above the fields.
 */
function useMoneyForm({
  limit,
  keyOf,
  send,
  onDone,
}: {
  limit: number | undefined;
  /** What makes two submissions the same one (with the amount). */
  keyOf(amount: string): string;
  send(amount: string, password: string, idempotencyKey: string): Promise<{ balance: BalanceValue }>;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const submit = useIdempotentSubmit();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const checked = checkAmount(amount, limit);
    const found: typeof errors = {};
    if (!checked.ok) found.amount = t(checked.key, { 0: checked.args[0] ?? '' });
    if (!password) found.password = t('input_cannot_be_empty');
    setErrors(found);
    if (!checked.ok || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await submit(keyOf(checked.amount), (idempotencyKey) =>
        send(checked.amount, password, idempotencyKey),
      );
      if (!result) return;
      await refreshWallet(result.balance);
      onDone();
    } catch (error) {
      setMessage(teamErrorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  const passwordField = (
    <TextField
      label={t('dl_payment_password')}
      type="password"
      icon={<LockIcon size={17} />}
      autoComplete="off"
      hint={t('dl_payment_password_hint')}
      value={password}
      onChange={(e) => setPassword(e.target.value)}
      error={errors.password}
      data-testid="dl-password"
    />
  );
  return {
    amount,
    setAmount,
    errors,
    message,
    busy,
    passwordField,
    onSubmit: (event: FormEvent) => void onSubmit(event),
  };
}

/** Money to one or several members (the same amount each), with the payment password. */
function TransferDialog({ members, onClose }: { members: DownlineMember[]; onClose(done: boolean): void }) {
  const { t } = useTranslation();
  const main = useMainBalance();
  const [remark, setRemark] = useState('');
  const ids = members.map((m) => m.memberId);
  const form = useMoneyForm({
    limit: main === undefined ? undefined : main / members.length,
    keyOf: (amount) => `multi:${ids.join(',')}:${amount}`,
    send: (amount, password, idempotencyKey) =>
      transferToDownlines({
        memberIds: ids,
        amount,
        password,
        idempotencyKey,
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      }),
    onDone: () => onClose(true),
  });

  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-4" data-testid="dl-transfer-form">
      <Names members={members} />
      <p className="rounded-xl bg-surface-2 px-3.5 py-2.5 text-[13px] text-muted">
        {t('dl_your_balance')}{' '}
        <span className="font-bold text-fg tabular-nums" data-testid="dl-own-balance">
          {main === undefined ? '…' : formatMoney(main)}
        </span>
        {members.length > 1 && (
          <span className="block text-xs">{t('dl_transfer_each', { 0: members.length })}</span>
        )}
      </p>
      {form.message && <FormMessage>{form.message}</FormMessage>}
      <TextField
        label={members.length > 1 ? t('dl_amount_each') : t('dl_amount')}
        inputMode="decimal"
        autoComplete="off"
        value={form.amount}
        onChange={(e) => form.setAmount(e.target.value)}
        error={form.errors.amount}
        data-testid="dl-amount"
      />
      {form.passwordField}
      <TextField
        label={t('dl_remark')}
        maxLength={200}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        data-testid="dl-remark"
      />
      <SubmitButton busy={form.busy} data-testid="dl-submit">
        {t('dl_transfer_submit')}
      </SubmitButton>
    </form>
  );
}

/** Money back from one member's main wallet, with the payment password. */
function CollectDialog({ member, onClose }: { member: DownlineMember; onClose(done: boolean): void }) {
  const { t } = useTranslation();
  const form = useMoneyForm({
    limit: member.balance,
    keyOf: (amount) => `collect:${member.memberId}:${amount}`,
    send: (amount, password, idempotencyKey) =>
      collectFromDownline({ memberId: member.memberId, amount, password, idempotencyKey }),
    onDone: () => onClose(true),
  });

  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-4" data-testid="dl-collect-form">
      <p className="rounded-xl bg-surface-2 px-3.5 py-2.5 text-[13px] text-muted">
        {t('dl_member_balance', { 0: member.username })}{' '}
        <span className="font-bold text-fg tabular-nums">{formatMoney(member.balance)}</span>
      </p>
      {form.message && <FormMessage>{form.message}</FormMessage>}
      <TextField
        label={t('dl_amount')}
        inputMode="decimal"
        autoComplete="off"
        value={form.amount}
        onChange={(e) => form.setAmount(e.target.value)}
        error={form.errors.amount}
        trailing={
          <Button
            type="button"
            variant="outline"
            className="h-12"
            onClick={() => form.setAmount(member.balance.toFixed(2))}
            data-testid="dl-collect-all"
          >
            {t('dl_all')}
          </Button>
        }
        data-testid="dl-amount"
      />
      {form.passwordField}
      <SubmitButton busy={form.busy} data-testid="dl-submit">
        {t('dl_collect_submit')}
      </SubmitButton>
    </form>
  );
}

/** A direct member's rates, each capped by the agent's own. */
function RebatesDialog({ member, onClose }: { member: DownlineMember; onClose(done: boolean): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: agentTeamKeys.rates(member.memberId),
    queryFn: () => getDownlineRebates({ memberId: member.memberId }),
  });
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: updateDownlineRebates,
    onSuccess: (value) => {
      writeQueryData(queryClient, agentTeamKeys.rates(member.memberId), value);
      onClose(true);
    },
    onError: (error) => setMessage(teamErrorText(t, error)),
  });
  if (current.isPending) return <PageLoading />;
  if (current.isError) return <PageError error={current.error} onRetry={() => void current.refetch()} />;
  const rows: RateRow[] = current.data.list.map((r) => ({
    productType: r.productType,
    max: r.max,
    value: typed[r.productType] ?? r.rate.toFixed(2),
  }));
  return (
    <form
      noValidate
      className="grid gap-4"
      data-testid="dl-rebates-form"
      onSubmit={(e) => {
        e.preventDefault();
        setMessage(null);
        if (rows.some((r) => rateProblem(r) !== null)) return;
        save.mutate({ memberId: member.memberId, rebates: ratesToSend(rows) });
      }}
    >
      <p className="text-[13px] text-muted">{t('dl_rebates_help', { 0: member.username })}</p>
      {message && <FormMessage>{message}</FormMessage>}
      <RateFields
        rows={rows}
        onChange={(productType, value) => setTyped((r) => ({ ...r, [productType]: value }))}
        testId="dl-rates"
      />
      <SubmitButton busy={save.isPending} data-testid="dl-submit">
        {t('dl_rebates_save')}
      </SubmitButton>
    </form>
  );
}

function PromoteDialog({ member, onClose }: { member: DownlineMember; onClose(done: boolean): void }) {
  const { t } = useTranslation();
  const promote = useMutation({ mutationFn: promoteDownline, onSuccess: () => onClose(true) });
  return (
    <div className="grid gap-4" data-testid="dl-promote">
      <p className="text-sm">{t('dl_promote_text', { 0: member.username })}</p>
      {promote.isError && <FormMessage>{teamErrorText(t, promote.error)}</FormMessage>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onClose(false)}>
          {t('in_more_cancel')}
        </Button>
        <Button
          variant="primary"
          disabled={promote.isPending}
          data-testid="dl-promote-yes"
          onClick={() => promote.mutate({ memberId: member.memberId })}
        >
          {t('dl_promote')}
        </Button>
      </div>
    </div>
  );
}

const TITLES = {
  transfer: 'dl_transfer',
  collect: 'dl_collect',
  rebates: 'dl_rebates',
  promote: 'dl_promote',
} as const;

const DONE = {
  transfer: 'dl_transfer_done',
  collect: 'dl_collect_done',
  rebates: 'dl_rebates_done',
  promote: 'dl_promote_done',
} as const;

/** The dialog of one action on the downline list; `onDone` runs after a success (the list reloads). */
export function DownlineDialog({
  action,
  onClose,
  onDone,
}: {
  action: DownlineAction;
  onClose(): void;
  onDone(text: string): void;
}) {
  const { t } = useTranslation();
  const close = (done: boolean) => {
    if (done) {
      const names =
        action.kind === 'transfer'
          ? action.members.map((m) => m.username).join(', ')
          : action.member.username;
      onDone(t(DONE[action.kind], { 0: names }));
    }
    onClose();
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(TITLES[action.kind])}
      width={action.kind === 'rebates' ? 720 : 460}
      minHeight={200}
      testId="dl-dialog"
    >
      {action.kind === 'transfer' && <TransferDialog members={action.members} onClose={close} />}
      {action.kind === 'collect' && <CollectDialog member={action.member} onClose={close} />}
      {action.kind === 'rebates' && <RebatesDialog member={action.member} onClose={close} />}
      {action.kind === 'promote' && <PromoteDialog member={action.member} onClose={close} />}
    </Modal>
  );
}

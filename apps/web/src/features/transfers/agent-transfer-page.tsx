import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { isAgentType } from '@jade/contract/account-types';
import { MAIN_ACCOUNT_TYPE_ID } from '@jade/contract/wallet-amounts';
import { transferDownline, transferUpline } from '../../api/transfers/transfers';
import { checkAmount, useIdempotentSubmit } from '../../lib/money-action';
import { moneyErrorText } from '../../lib/money-errors';
import { formatMoney } from '../../lib/money';
import { refreshWallet } from '../../lib/wallet-refresh';
import { useSessionStore } from '../../stores/session-store';
import { FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { LockIcon, UserIcon } from '../../ui/icons';
import { SegmentedTabs } from '../../ui/segmented-tabs';
import { Money, useWalletBalance } from './wallet-balance';

type Target = 'downline' | 'upline';

/** Which transfers the member may make (spec §6): agents pay their downline; toUpline pays the upline. */
export function agentTransferTargets(memberType: number | null, toUpline: boolean | undefined): Target[] {
  return [
    ...(isAgentType(memberType) ? (['downline'] as const) : []),
    ...(toUpline ? (['upline'] as const) : []),
  ];
}

/**
 * The member centre's transferUpline page: an agent pays a member of its downline (with its payment
 * password, or its login password when it has none), a member with `toUpline` pays its upline agent.
 * The server decides who may pay whom; its refusals are shown in the member's language.
 */
export function AgentTransferPage() {
  const { t } = useTranslation();
  const memberType = useSessionStore((s) => s.memberType);
  const toUpline = useSessionStore((s) => s.memberInfo?.toUpline);
  const targets = agentTransferTargets(memberType, toUpline);
  const [chosen, setChosen] = useState<Target | null>(null);
  const target = chosen && targets.includes(chosen) ? chosen : targets[0];
  const balance = useWalletBalance();
  const main = balance.data?.balance.find((b) => b.accountTypeId === MAIN_ACCOUNT_TYPE_ID)?.availBalance ?? 0;

  const [username, setUsername] = useState('');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<{ username?: string; amount?: string; password?: string }>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useIdempotentSubmit();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !target) return;
    setMessage(null);
    const checked = checkAmount(amount, main);
    const found: typeof errors = {};
    if (!checked.ok) found.amount = t(checked.key, { 0: checked.args[0] });
    if (target === 'downline' && !username.trim()) found.username = t('input_cannot_be_empty');
    if (target === 'downline' && !password) found.password = t('input_cannot_be_empty');
    setErrors(found);
    if (!checked.ok || Object.keys(found).length) return;
    setBusy(true);
    try {
      const note = remark.trim() ? { remark: remark.trim() } : {};
      const result =
        target === 'downline'
          ? await submit(`down:${username.trim()}:${checked.amount}`, (idempotencyKey) =>
              transferDownline({
                username: username.trim(),
                amount: checked.amount,
                password,
                idempotencyKey,
                ...note,
              }),
            )
          : await submit(`up:${checked.amount}`, (idempotencyKey) =>
              transferUpline({ amount: checked.amount, idempotencyKey, ...note }),
            );
      if (!result) return;
      await refreshWallet(result.balance);
      setAmount('');
      setPassword('');
      setRemark('');
      setMessage({
        tone: 'success',
        text:
          target === 'downline'
            ? t('transfer_downline_done', { 0: formatMoney(result.amount), 1: username.trim() })
            : t('transfer_upline_done', { 0: formatMoney(result.amount) }),
      });
    } catch (error) {
      setMessage({ tone: 'error', text: moneyErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  }

  if (!target) {
    return (
      <p className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted" data-testid="agent-transfer-none">
        {t('transfer.no.upline')}
      </p>
    );
  }

  return (
    <div className="grid max-w-xl gap-5" data-testid="agent-transfer-page">
      <section className="header-surface rounded-2xl px-5 py-4 text-on-header shadow-card">
        <p className="text-[13px] font-semibold text-on-header-muted">{t('wallet_main')}</p>
        <p className="mt-0.5 text-2xl font-extrabold text-gold-bright" data-testid="agent-transfer-balance">
          <Money value={main} balance={balance.data} />
        </p>
      </section>
      <section className="rounded-2xl border border-line bg-surface p-5 shadow-card">
        <form
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          className="grid gap-4"
          data-testid="agent-transfer-form"
        >
          {targets.length > 1 && (
            <SegmentedTabs
              label={t('transfer_direction')}
              value={target}
              onChange={(value) => {
                setChosen(value);
                setErrors({});
                setMessage(null);
              }}
              options={targets.map((value) => ({
                value,
                label: value === 'downline' ? t('transfer_to_downline') : t('transfer_to_upline'),
              }))}
              testId="agent-transfer-target"
            />
          )}
          {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
          <p className="text-sm text-muted">
            {target === 'downline' ? t('transfer_downline_help') : t('transfer_upline_help')}
          </p>
          {target === 'downline' && (
            <TextField
              label={t('transfer_downline_member')}
              icon={<UserIcon size={17} />}
              autoComplete="off"
              placeholder={t('transfer_downline_placeholder')}
              maxLength={64}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={errors.username}
              data-testid="agent-transfer-username"
            />
          )}
          <TextField
            label={t('transfer_amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            maxLength={20}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount}
            hint={t('transfer_available', { 0: formatMoney(main) })}
            data-testid="agent-transfer-amount"
          />
          {target === 'downline' && (
            <TextField
              label={t('transfer_password')}
              icon={<LockIcon size={17} />}
              type="password"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              hint={t('transfer_password_hint')}
              data-testid="agent-transfer-password"
            />
          )}
          <TextField
            label={t('transfer_remark')}
            autoComplete="off"
            maxLength={200}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            data-testid="agent-transfer-remark"
          />
          <SubmitButton busy={busy} data-testid="agent-transfer-submit">
            {target === 'downline' ? t('transfer_to_downline') : t('transfer_to_upline')}
          </SubmitButton>
        </form>
      </section>
    </div>
  );
}

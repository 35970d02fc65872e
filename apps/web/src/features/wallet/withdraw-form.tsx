import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { z } from 'zod';
import { MAIN_ACCOUNT_TYPE_ID } from '@jade/contract/wallet-amounts';
import type { PAYEE_TYPES, Withdrawal, withdrawSettingsValueSchema } from '@jade/contract/payments';
import { bonusKeys } from '../../api/rewards/bonuses';
import { getWithdrawCharges, paymentKeys, requestWithdrawal } from '../../api/wallet/payments';
import { useBalance } from '../../api/wallet/wallet';
import { errorValue } from '../../lib/error-text';
import { fieldErrorText } from '../../lib/field-errors';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { formatMoney } from '../../lib/money';
import { refreshWallet } from '../../lib/wallet-refresh';
import { isApiError } from '../../api/api-error';
import { FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { LockIcon, UserIcon } from '../../ui/icons';
import { BankIcon, CardIcon } from '../../ui/money-icons';
import { SegmentedTabs } from '../../ui/segmented-tabs';
import { checkAmount, wireAmount } from './amount-check';
import { AmountField } from './amount-field';
import { DEFAULT_CURRENCY_SYMBOL } from './money-text';
import { digits6, PAYMENT_PASSWORD_PATTERN } from './payment-password-form';
import { walletErrorText } from './wallet-error';

type Settings = z.infer<typeof withdrawSettingsValueSchema>;
type PayeeType = (typeof PAYEE_TYPES)[number];
type Field = 'amount' | 'payeeName' | 'provider' | 'accountNumber' | 'branch' | 'paymentPassword';

const ACCOUNT_PATTERN = /^[0-9A-Za-z -]{4,34}$/;

/** The amount after the player stopped typing for a moment (the fee is asked of the server then). */
function useSettled(value: string, ms = 350) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Charges({ amount, valid, symbol }: { amount: string; valid: boolean; symbol: string }) {
  const { t } = useTranslation();
  const settled = useSettled(amount);
  const ready = valid && settled === amount;
  const wire = wireAmount(settled);
  const { data } = useQuery({
    queryKey: [...paymentKeys.withdrawCharges, wire],
    queryFn: ({ signal }) => getWithdrawCharges(wire, signal),
    enabled: ready,
    staleTime: 60_000,
  });
  const show = ready && data;
  return (
    <dl
      className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-line bg-line text-sm"
      data-testid="withdraw-charges"
    >
      <div className="bg-surface-2 px-3.5 py-2.5">
        <dt className="text-xs text-muted">{t('withdraw_fee')}</dt>
        <dd className="font-bold tabular-nums" data-testid="withdraw-fee">
          {show ? `${symbol} ${formatMoney(data.fee)}` : '—'}
        </dd>
      </div>
      <div className="bg-surface-2 px-3.5 py-2.5">
        <dt className="text-xs text-muted">{t('withdraw_receive')}</dt>
        <dd className="font-bold text-gold-fg tabular-nums" data-testid="withdraw-receive">
          {show ? `${symbol} ${formatMoney(data.receiveAmount)}` : '—'}
        </dd>
      </div>
    </dl>
  );
}

/**
 * A withdrawal request: amount within the limits (the fee and what arrives shown as the player types),
 * the payee's account, the payment password. The amount is held at once; the records below follow it.
 */
export function WithdrawForm({ settings, last }: { settings: Settings; last: Withdrawal | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: balance } = useBalance();
  const symbol = balance?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const available = balance?.balance.find((b) => b.accountTypeId === MAIN_ACCOUNT_TYPE_ID)?.availBalance;
  const [amount, setAmount] = useState('');
  const [payeeType, setPayeeType] = useState<PayeeType>(last?.payeeType ?? 'bank');
  const [payeeName, setPayeeName] = useState(last?.payeeName ?? '');
  const [provider, setProvider] = useState(last?.provider ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [branch, setBranch] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey('wd'));
  const edit = (field: Field, set: (v: string) => void) => (value: string) => {
    set(value);
    key.current = newIdempotencyKey('wd');
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const limits = { min: settings.minimumAmount, max: settings.maximumAmount };
  const amountProblem = checkAmount(amount, limits, 'withdraw.amount.limit');
  const countLeft = Math.max(0, settings.dailyCount - settings.usedCountToday);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setDone(null);
    const found: Partial<Record<Field, string>> = {};
    if (amountProblem) found.amount = fieldErrorText(t, amountProblem);
    else if (available !== undefined && Number(wireAmount(amount)) > available) {
      found.amount = t('wallet.insufficient.funds', { 0: formatMoney(available) });
    }
    if (!payeeName.trim()) found.payeeName = t('input_cannot_be_empty');
    if (!provider.trim()) found.provider = t('input_cannot_be_empty');
    if (!ACCOUNT_PATTERN.test(accountNumber.trim())) found.accountNumber = t('withdraw_account_rule');
    if (!PAYMENT_PASSWORD_PATTERN.test(paymentPassword)) found.paymentPassword = t('payment_password_rule');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const withdrawal = await requestWithdrawal({
        check: 'v2',
        amount: wireAmount(amount),
        payeeName: payeeName.trim(),
        payeeType,
        provider: provider.trim(),
        accountNumber: accountNumber.trim(),
        ...(payeeType === 'bank' && branch.trim() ? { branch: branch.trim() } : {}),
        paymentPassword,
        idempotencyKey: key.current,
      });
      key.current = newIdempotencyKey('wd');
      setAmount('');
      setPaymentPassword('');
      setAccountNumber('');
      setDone(t('withdraw_requested', { 0: formatMoney(withdrawal.amount) }));
      await Promise.all([
        refreshWallet(),
        queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawals }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawSettings }),
        // By the brand's rule a withdrawal may have forfeited the active bonuses.
        queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
      ]);
    } catch (error) {
      const text = walletErrorText(t, error);
      // Refused for an active bonus: the notice above the form shows it from now on.
      if (isApiError(error, 'bonus.withdrawal.blocked'))
        void queryClient.invalidateQueries({ queryKey: bonusKeys.all });
      if (isApiError(error, 'payment.password.wrong')) setErrors({ paymentPassword: text });
      else if (
        isApiError(error, 'withdraw.amount.limit') ||
        isApiError(error, 'wallet.insufficient.funds') ||
        isApiError(error, 'wallet.amount.invalid')
      )
        setErrors({ amount: text });
      else if (isApiError(error, 'request_param_err')) {
        const field = String(errorValue(error).field ?? '') as Field;
        if (['payeeName', 'provider', 'accountNumber', 'branch'].includes(field))
          setErrors({ [field]: text });
        else setFormError(text);
      } else setFormError(text);
    } finally {
      setBusy(false);
    }
  }

  const chips = [
    { amount: settings.minimumAmount, label: t('amount_min') },
    ...(available !== undefined && available >= settings.minimumAmount
      ? [{ amount: Math.min(available, settings.maximumAmount), label: t('amount_all') }]
      : []),
  ];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" data-testid="withdraw-form">
      <ul className="flex flex-wrap gap-2 text-xs" data-testid="withdraw-limits">
        <li className="rounded-full bg-surface-3 px-3 py-1 font-semibold text-muted">
          {t('withdraw_daily_count', { 0: countLeft, 1: settings.dailyCount })}
        </li>
        <li className="rounded-full bg-surface-3 px-3 py-1 font-semibold text-muted">
          {t('withdraw_daily_amount', {
            0: formatMoney(settings.usedAmountToday),
            1: formatMoney(settings.dailyAmount),
          })}
        </li>
        <li className="rounded-full bg-surface-3 px-3 py-1 font-semibold text-muted">
          {t('withdraw_fee_rule', { 0: formatMoney(settings.feeFixed), 1: settings.feeRate })}
        </li>
      </ul>
      {formError && <FormMessage>{formError}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <AmountField
        value={amount}
        onChange={edit('amount', setAmount)}
        symbol={symbol}
        min={settings.minimumAmount}
        max={settings.maximumAmount}
        chips={chips}
        error={errors.amount}
        testId="withdraw-amount"
      />
      <Charges amount={amount} valid={!amountProblem} symbol={symbol} />
      <div className="grid gap-3.5 rounded-xl border border-line p-4">
        <SegmentedTabs
          label={t('withdraw_payee_type')}
          value={payeeType}
          onChange={(v) => {
            setPayeeType(v);
            key.current = newIdempotencyKey('wd');
          }}
          options={[
            { value: 'bank', label: t('payee_bank') },
            { value: 'ewallet', label: t('payee_ewallet') },
          ]}
          testId="payee-type"
        />
        <div className="grid gap-3.5 sm:grid-cols-2">
          <TextField
            label={t('payee_name')}
            requiredMark
            icon={<UserIcon size={17} />}
            maxLength={64}
            autoComplete="name"
            placeholder={t('in_increase_payeeName')}
            value={payeeName}
            onChange={(e) => edit('payeeName', setPayeeName)(e.target.value)}
            error={errors.payeeName}
            data-testid="payee-name"
          />
          <TextField
            label={payeeType === 'bank' ? t('bank_name') : t('ewallet_name')}
            requiredMark
            icon={payeeType === 'bank' ? <BankIcon size={17} /> : <CardIcon size={17} />}
            maxLength={64}
            autoComplete="off"
            value={provider}
            onChange={(e) => edit('provider', setProvider)(e.target.value)}
            error={errors.provider}
            data-testid="payee-provider"
          />
          <TextField
            label={payeeType === 'bank' ? t('bank_account_number') : t('ewallet_account')}
            requiredMark
            maxLength={34}
            autoComplete="off"
            inputMode={payeeType === 'bank' ? 'numeric' : 'text'}
            value={accountNumber}
            onChange={(e) => edit('accountNumber', setAccountNumber)(e.target.value)}
            error={errors.accountNumber}
            data-testid="payee-account"
          />
          {payeeType === 'bank' && (
            <TextField
              label={t('bank_branch_optional')}
              maxLength={64}
              autoComplete="off"
              value={branch}
              onChange={(e) => edit('branch', setBranch)(e.target.value)}
              error={errors.branch}
              data-testid="payee-branch"
            />
          )}
        </div>
      </div>
      <TextField
        label={t('payment_password')}
        requiredMark
        icon={<LockIcon size={17} />}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        className="sm:max-w-xs"
        value={paymentPassword}
        onChange={(e) => edit('paymentPassword', setPaymentPassword)(digits6(e.target.value))}
        error={errors.paymentPassword}
        data-testid="withdraw-password"
      />
      <SubmitButton busy={busy} disabled={countLeft === 0} data-testid="withdraw-submit">
        {t('withdraw_submit')}
      </SubmitButton>
    </form>
  );
}

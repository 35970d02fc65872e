import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { DepositMethod } from '@jade/contract/payments';
import { paymentKeys, startGatewayDeposit, submitManualDeposit } from '../../api/wallet/payments';
import { isApiError } from '../../api/api-error';
import { fieldErrorText } from '../../lib/field-errors';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { formatMoney } from '../../lib/money';
import { FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { CheckIcon } from '../../ui/icons';
import { CopyIcon } from '../../ui/money-icons';
import { checkAmount, wireAmount } from './amount-check';
import { AmountField } from './amount-field';
import { ImagePicker } from './wallet-bits';
import { walletErrorText } from './wallet-error';

/** The method's fixed amounts as chips. */
const chipsOf = (method: DepositMethod) => method.fixedAmounts.map((amount) => ({ amount }));

/** A fresh idempotency key while the request changes; kept for a retry of the same request. */
function useRequestKey() {
  const key = useRef(newIdempotencyKey('dep'));
  return {
    current: () => key.current,
    renew: () => {
      key.current = newIdempotencyKey('dep');
    },
  };
}

/**
 * A gateway deposit: amount, then the gateway's payment page in this same tab (decision
 * H-wallet-ui-1); the gateway brings the player back to `/?deposit=<id>`.
 */
export function GatewayDepositForm({ method, symbol }: { method: DepositMethod; symbol: string }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRequestKey();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problem = checkAmount(
      amount,
      { min: method.minAmount, max: method.maxAmount },
      'deposit.amount.limit',
    );
    setFieldError(fieldErrorText(t, problem ?? undefined));
    if (problem) return;
    setBusy(true);
    try {
      const started = await startGatewayDeposit({
        methodId: method.id,
        amount: wireAmount(amount),
        idempotencyKey: key.current(),
      });
      window.location.assign(started.url);
    } catch (error) {
      setBusy(false);
      if (isApiError(error, 'deposit.amount.limit') || isApiError(error, 'wallet.amount.invalid')) {
        setFieldError(walletErrorText(t, error));
      } else {
        setFormError(walletErrorText(t, error));
      }
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" data-testid="gateway-form">
      {formError && <FormMessage>{formError}</FormMessage>}
      <AmountField
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setFieldError(undefined);
          key.renew();
        }}
        symbol={symbol}
        min={method.minAmount}
        max={method.maxAmount}
        chips={chipsOf(method)}
        error={fieldError}
        testId="deposit-amount"
      />
      <p className="rounded-xl bg-surface-2 px-3.5 py-2.5 text-[13px] leading-relaxed text-muted">
        {t('deposit_gateway_note', { 0: method.name })}
      </p>
      <SubmitButton busy={busy} data-testid="deposit-submit">
        {t('deposit_continue_to_pay')}
      </SubmitButton>
    </form>
  );
}

function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      aria-label={t('copy_value', { 0: label })}
      title={t('copy_value', { 0: label })}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
      className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-muted transition hover:bg-surface-3 hover:text-brand-fg"
    >
      {copied ? <CheckIcon size={16} className="text-success" /> : <CopyIcon size={16} />}
    </button>
  );
}

/** Where to send a manual bank transfer (the merchant's receiving account). */
function BankDetails({ method }: { method: DepositMethod }) {
  const { t } = useTranslation();
  const bank = method.bankAccount;
  if (!bank) return null;
  const rows: { label: string; value: string; copy?: boolean; testId: string }[] = [
    { label: t('bank_name'), value: bank.bankName, testId: 'bank-name' },
    { label: t('bank_account_name'), value: bank.accountName, copy: true, testId: 'bank-account-name' },
    { label: t('bank_account_number'), value: bank.accountNumber, copy: true, testId: 'bank-account-number' },
    ...(bank.branch ? [{ label: t('bank_branch'), value: bank.branch, testId: 'bank-branch' }] : []),
  ];
  return (
    <div className="rounded-xl border border-gold/40 bg-gold-soft/60 p-4" data-testid="bank-details">
      <p className="mb-2 text-xs font-bold tracking-wider text-gold-fg uppercase">{t('deposit_send_to')}</p>
      <dl className="grid gap-1">
        {rows.map((row) => (
          <div key={row.label} className="flex min-h-8 items-center gap-3">
            <dt className="w-32 shrink-0 text-[13px] text-muted max-sm:w-24">{row.label}</dt>
            <dd className="flex min-w-0 flex-1 items-center gap-2 text-sm font-bold">
              <span className="min-w-0 flex-1 break-words" data-testid={row.testId}>
                {row.value}
              </span>
              {row.copy && <CopyValue value={row.value} label={row.label} />}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A manual bank transfer: the receiving account, then the amount sent, its reference and a receipt
 * image. It stays pending until an operator approves it.
 */
export function ManualDepositForm({ method, symbol }: { method: DepositMethod; symbol: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ amount?: string; reference?: string; receipt?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRequestKey();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setDone(null);
    const found: typeof errors = {};
    const amountProblem = checkAmount(
      amount,
      { min: method.minAmount, max: method.maxAmount },
      'deposit.amount.limit',
    );
    if (amountProblem) found.amount = fieldErrorText(t, amountProblem);
    if (!reference.trim()) found.reference = t('deposit_reference_required');
    if (!receipt) found.receipt = t('deposit_receipt_required');
    setErrors(found);
    if (Object.keys(found).length > 0 || !receipt) return;
    setBusy(true);
    try {
      const deposit = await submitManualDeposit({
        methodId: method.id,
        amount: wireAmount(amount),
        reference: reference.trim(),
        idempotencyKey: key.current(),
        receipt,
      });
      key.renew();
      setAmount('');
      setReference('');
      setReceipt(null);
      setDone(t('deposit_manual_submitted', { 0: formatMoney(deposit.amount) }));
      await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    } catch (error) {
      if (isApiError(error, 'upload.type.invalid') || isApiError(error, 'upload.too.large')) {
        setErrors({ receipt: walletErrorText(t, error) });
      } else if (isApiError(error, 'deposit.amount.limit') || isApiError(error, 'wallet.amount.invalid')) {
        setErrors({ amount: walletErrorText(t, error) });
      } else {
        setFormError(walletErrorText(t, error));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4" data-testid="manual-form">
      <BankDetails method={method} />
      {formError && <FormMessage>{formError}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <AmountField
        value={amount}
        onChange={(next) => {
          setAmount(next);
          setErrors((e) => ({ ...e, amount: undefined }));
          key.renew();
        }}
        label={t('deposit_amount_sent')}
        symbol={symbol}
        min={method.minAmount}
        max={method.maxAmount}
        chips={chipsOf(method)}
        error={errors.amount}
        testId="manual-amount"
      />
      <TextField
        label={t('deposit_reference')}
        requiredMark
        maxLength={64}
        autoComplete="off"
        placeholder={t('deposit_reference_placeholder')}
        value={reference}
        onChange={(e) => {
          setReference(e.target.value);
          setErrors((x) => ({ ...x, reference: undefined }));
          key.renew();
        }}
        error={errors.reference}
        data-testid="manual-reference"
      />
      <ImagePicker
        label={t('deposit_receipt')}
        hint={t('upload_hint')}
        required
        file={receipt}
        error={errors.receipt}
        testId="manual-receipt"
        onChange={(file, problem) => {
          setReceipt(file);
          key.renew();
          setErrors((x) => ({ ...x, receipt: problem ? t(problem) : undefined }));
        }}
      />
      <SubmitButton busy={busy} data-testid="manual-submit">
        {t('deposit_submit_manual')}
      </SubmitButton>
    </form>
  );
}

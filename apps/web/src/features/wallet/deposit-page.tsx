import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { DepositMethod } from '@jade/contract/payments';
import { getDepositMethods, getDepositSettings, paymentKeys } from '../../api/wallet/payments';
import { useBalance } from '../../api/wallet/wallet';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { refreshWallet } from '../../lib/wallet-refresh';
import { FormMessage } from '../../ui/form-field';
import { CheckIcon, CloseIcon, WarningIcon } from '../../ui/icons';
import { BankIcon, CardIcon, DepositIcon } from '../../ui/money-icons';
import { BalanceSummary } from './balance-summary';
import { GatewayDepositForm, ManualDepositForm } from './deposit-forms';
import { DepositRecords, DepositStatus, useDepositRecords } from './deposit-records';
import { useDepositReturn } from './deposit-return';
import { DEFAULT_CURRENCY_SYMBOL } from './money-text';
import { WalletCard } from './wallet-bits';
import { walletErrorText } from './wallet-error';

function MethodPicker({
  methods,
  value,
  onChange,
}: {
  methods: DepositMethod[];
  value: number;
  onChange(id: number): void;
}) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('deposit_method')} className="grid gap-3 sm:grid-cols-2">
      {methods.map((method) => {
        const selected = method.id === value;
        const Icon = method.kind === 'manual_bank' ? BankIcon : CardIcon;
        return (
          <button
            key={method.id}
            type="button"
            role="radio"
            aria-checked={selected}
            data-testid={`deposit-method-${method.kind}`}
            onClick={() => onChange(method.id)}
            className={cn(
              'relative flex items-center gap-3 rounded-xl border p-3.5 text-left transition',
              selected
                ? 'border-brand bg-brand-soft shadow-card ring-1 ring-brand'
                : 'border-line-strong bg-surface-2 hover:border-brand',
            )}
          >
            <span
              className={cn(
                'flex h-11 w-11 shrink-0 items-center justify-center rounded-xl',
                selected ? 'bg-brand text-on-brand' : 'bg-surface-3 text-brand-fg',
              )}
            >
              <Icon size={22} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-bold">{method.name}</span>
              <span className="block text-xs text-muted">
                {method.kind === 'manual_bank' ? t('deposit_kind_manual') : t('deposit_kind_gateway')}
              </span>
              <span className="mt-0.5 block text-xs text-muted tabular-nums">
                {formatMoney(method.minAmount)} – {formatMoney(method.maxAmount)}
              </span>
            </span>
            {selected && (
              <span className="absolute top-2 right-2 flex h-5 w-5 items-center justify-center rounded-full bg-brand text-on-brand">
                <CheckIcon size={13} />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** How the gateway deposit the player came back from ended (the gateway returns to `/?deposit=<id>`). */
function ReturnedDeposit() {
  const { t } = useTranslation();
  const depositId = useDepositReturn((s) => s.depositId);
  const clear = useDepositReturn((s) => s.set);
  const { data } = useDepositRecords(1, depositId);
  const deposit = data?.list.find((d) => d.id === depositId);
  const status = deposit?.status;
  useEffect(() => {
    if (status === 'credited') void refreshWallet();
  }, [status]);
  if (depositId === null) return null;
  const credited = deposit?.status === 'credited';
  const waiting = !status || status === 'awaiting_payment';
  return (
    <div
      role="status"
      data-testid="deposit-returned"
      data-status={status ?? 'loading'}
      className={cn(
        'flex items-start gap-3 rounded-2xl border p-4',
        credited
          ? 'border-success/40 bg-success/10'
          : waiting
            ? 'border-line bg-surface-2'
            : 'border-danger/30 bg-danger-soft',
      )}
    >
      <span
        className={cn(
          'flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
          credited ? 'bg-success text-white' : waiting ? 'bg-surface-3 text-muted' : 'bg-danger text-white',
        )}
      >
        {credited ? <CheckIcon size={18} /> : waiting ? <DepositIcon size={18} /> : <WarningIcon size={18} />}
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-bold">
          {credited
            ? t('deposit_returned_credited', { 0: formatMoney(deposit?.amount) })
            : waiting
              ? t('deposit_returned_waiting')
              : t('deposit_returned_not_paid')}
        </p>
        {deposit && (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
            {deposit.methodName} · #{deposit.id} <DepositStatus status={deposit.status} />
          </p>
        )}
      </div>
      <button
        type="button"
        aria-label={t('close')}
        onClick={() => clear(null)}
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-3 hover:text-fg"
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/**
 * The member centre's depositv2 page: the balance, the deposit methods of the player's merchant and
 * currency with their limits, the form of the chosen method, and the deposit records.
 */
export function DepositPage() {
  const { t } = useTranslation();
  // Read again each time the page opens: an operator may have changed the methods (decision M-ops-1).
  const settings = useQuery({
    queryKey: paymentKeys.depositSettings,
    queryFn: getDepositSettings,
    staleTime: 0,
  });
  const methods = useQuery({
    queryKey: paymentKeys.depositMethods,
    queryFn: getDepositMethods,
    staleTime: 0,
  });
  const { data: balance } = useBalance();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = methods.data ?? [];
  const method = list.find((m) => m.id === chosen) ?? list[0];
  const symbol =
    settings.data?.depositInfo.currencySymbol || balance?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const closed = settings.data?.allowDeposit === 'N';
  const failure = settings.error ?? methods.error;
  return (
    <div className="grid gap-5" data-testid="deposit-page">
      <BalanceSummary />
      <ReturnedDeposit />
      <WalletCard title={t('deposit_choose_method')} icon={<DepositIcon size={18} />}>
        {failure ? (
          <FormMessage>{walletErrorText(t, failure)}</FormMessage>
        ) : methods.isPending || settings.isPending ? (
          <p className="py-6 text-center text-sm text-subtle">{t('loading')}</p>
        ) : closed || !method ? (
          <p className="rounded-xl bg-surface-2 p-4 text-sm text-muted" data-testid="deposit-closed">
            {t('deposit_closed')}
          </p>
        ) : (
          <div className="grid gap-5">
            <MethodPicker methods={list} value={method.id} onChange={setChosen} />
            {method.kind === 'gateway_sim' ? (
              <GatewayDepositForm key={method.id} method={method} symbol={symbol} />
            ) : (
              <ManualDepositForm key={method.id} method={method} symbol={symbol} />
            )}
          </div>
        )}
      </WalletCard>
      <DepositRecords />
    </div>
  );
}

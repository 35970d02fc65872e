import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { INHOUSE_VENDOR } from '@jade/contract/inhouse-games';
import { MAIN_ACCOUNT_TYPE_ID } from '@jade/contract/wallet-amounts';
import type { BalanceValue } from '@jade/contract/wallet';
import { useGameVendors } from '../../api/system/get-game-vendors';
import {
  getMerchantWallet,
  walletQueryKeys,
  walletReturnAll,
  walletTransfer,
} from '../../api/transfers/transfers';
import { cn } from '../../lib/cn';
import { checkAmount, useIdempotentSubmit } from '../../lib/money-action';
import { moneyErrorText } from '../../lib/money-errors';
import { formatMoney } from '../../lib/money';
import { refreshWallet } from '../../lib/wallet-refresh';
import { useSessionStore } from '../../stores/session-store';
import { Button } from '../../ui/button';
import { FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { RefreshIcon, WarningIcon } from '../../ui/icons';
import { SegmentedTabs } from '../../ui/segmented-tabs';
import { VendorLogo } from '../../ui/vendor-logo';
import { Money, useWalletBalance } from './wallet-balance';

/** Vendor wallets listed before "show all": the ones holding money come first. */
const WALLETS_SHOWN = 8;

interface VendorWallet {
  code: string;
  name: string;
  balance: number;
  maintenance: boolean;
  lagerIcon: string;
  smallIcon: string;
}

/** Every transfer vendor of the merchant with its sub-wallet balance (in-house games play from main). */
function vendorWallets(
  balance: BalanceValue | undefined,
  lanes: ReturnType<typeof useGameVendors>['data'],
): VendorWallet[] {
  const byCode = new Map<string, VendorWallet>();
  for (const lane of lanes ?? []) {
    for (const card of lane.cards) {
      if (card.vassalage === INHOUSE_VENDOR || byCode.has(card.vassalage)) continue;
      byCode.set(card.vassalage, {
        code: card.vassalage,
        name: card.displayName,
        balance: 0,
        maintenance: card.maintenance,
        lagerIcon: card.lagerIcon,
        smallIcon: card.smallIcon,
      });
    }
  }
  for (const entry of balance?.balance ?? []) {
    if (entry.accountTypeId === MAIN_ACCOUNT_TYPE_ID || !entry.vendorCode) continue;
    const known = byCode.get(entry.vendorCode);
    if (known) known.balance = entry.availBalance;
    // A vendor no longer listed can still hold money: show it so it can come back out.
    else if (entry.availBalance !== 0)
      byCode.set(entry.vendorCode, {
        code: entry.vendorCode,
        name: entry.vendorCode,
        balance: entry.availBalance,
        maintenance: false,
        lagerIcon: '',
        smallIcon: '',
      });
  }
  return [...byCode.values()].sort((a, b) => b.balance - a.balance || a.name.localeCompare(b.name));
}

/**
 * The member centre's transferFund page (my wallet): the main wallet and every vendor sub-wallet, a
 * transfer in or out of one vendor, and "return all". A single-wallet merchant has nothing to move.
 */
export function WalletPage() {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const token = useSessionStore((s) => s.token);
  const merchantWallet = useQuery({
    queryKey: walletQueryKeys.merchantWallet(token),
    queryFn: getMerchantWallet,
    staleTime: 5 * 60_000,
  });
  const vendors = useGameVendors();
  const wallets = useMemo(() => vendorWallets(balance.data, vendors.data), [balance.data, vendors.data]);
  const single = merchantWallet.data?.isSingle === true;
  const main = balance.data?.balance.find((b) => b.accountTypeId === MAIN_ACCOUNT_TYPE_ID)?.availBalance ?? 0;
  const inGames = wallets.reduce((sum, w) => sum + w.balance, 0);

  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [vendor, setVendor] = useState('');
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState<'transfer' | 'return' | null>(null);
  const [showAll, setShowAll] = useState(false);
  const submit = useIdempotentSubmit();

  const selected = wallets.find((w) => w.code === vendor) ?? wallets.find((w) => !w.maintenance);
  const available = direction === 'in' ? main : (selected?.balance ?? 0);

  async function onTransfer(event: FormEvent) {
    event.preventDefault();
    if (!selected || busy) return;
    setMessage(null);
    const checked = checkAmount(amount, available);
    if (!checked.ok) {
      setFieldError(t(checked.key, { 0: checked.args[0] }));
      return;
    }
    setFieldError(undefined);
    setBusy('transfer');
    try {
      const result = await submit(`${direction}:${selected.code}:${checked.amount}`, (idempotencyKey) =>
        walletTransfer({ vendorCode: selected.code, direction, amount: checked.amount, idempotencyKey }),
      );
      if (!result) return;
      await refreshWallet(result.balance);
      setAmount('');
      setMessage({
        tone: 'success',
        text: t(direction === 'in' ? 'transfer_in_done' : 'transfer_out_done', {
          0: formatMoney(result.amount),
          1: selected.name,
        }),
      });
    } catch (error) {
      setMessage({ tone: 'error', text: moneyErrorText(t, error) });
    } finally {
      setBusy(null);
    }
  }

  async function onReturnAll() {
    if (busy) return;
    setMessage(null);
    setBusy('return');
    try {
      const result = await submit('return-all', (idempotencyKey) => walletReturnAll({ idempotencyKey }));
      if (!result) return;
      await refreshWallet(result.balance);
      setMessage({ tone: 'success', text: t('return_all_done', { 0: formatMoney(result.amount) }) });
    } catch (error) {
      setMessage({ tone: 'error', text: moneyErrorText(t, error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-5" data-testid="wallet-page">
      <section className="header-surface relative overflow-hidden rounded-2xl p-5 text-on-header shadow-card sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="text-[13px] font-semibold text-on-header-muted">{t('wallet_total')}</p>
            <p
              className="mt-1 text-3xl font-extrabold tracking-tight text-gold-bright"
              data-testid="wallet-total"
            >
              <Money value={balance.data?.sumBalance} balance={balance.data} />
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="header-ghost"
              size="icon"
              aria-label={t('refresh_balance')}
              data-testid="wallet-refresh"
              onClick={() => void refreshWallet()}
            >
              <RefreshIcon size={18} className={cn(balance.isFetching && 'animate-spin')} />
            </Button>
            {!single && (
              <Button
                variant="gold"
                disabled={busy !== null || inGames <= 0}
                aria-busy={busy === 'return'}
                data-testid="wallet-return-all"
                onClick={() => void onReturnAll()}
              >
                {t('return_all')}
              </Button>
            )}
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-white/8 px-4 py-3">
            <dt className="text-xs text-on-header-muted">{t('wallet_main')}</dt>
            <dd className="mt-0.5 text-lg font-bold" data-testid="wallet-main">
              <Money value={main} balance={balance.data} />
            </dd>
          </div>
          {!single && (
            <div className="rounded-xl bg-white/8 px-4 py-3">
              <dt className="text-xs text-on-header-muted">{t('wallet_in_games')}</dt>
              <dd className="mt-0.5 text-lg font-bold" data-testid="wallet-in-games">
                <Money value={inGames} balance={balance.data} />
              </dd>
            </div>
          )}
        </dl>
      </section>

      {message && !single && <FormMessage tone={message.tone}>{message.text}</FormMessage>}

      {single ? (
        <p
          className="flex items-start gap-2.5 rounded-xl bg-gold-soft px-4 py-3 text-sm text-gold-fg"
          data-testid="wallet-single"
        >
          <WarningIcon size={18} className="mt-0.5 shrink-0" />
          {t('wallet.single')}
        </p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[1fr_1.15fr]">
          <section className="rounded-2xl border border-line bg-surface p-5 shadow-card">
            <h3 className="mb-4 text-base font-bold">{t('transfer_title')}</h3>
            <form
              noValidate
              onSubmit={(e) => void onTransfer(e)}
              className="grid gap-4"
              data-testid="transfer-form"
            >
              <SegmentedTabs
                label={t('transfer_direction')}
                value={direction}
                onChange={(value) => {
                  setDirection(value);
                  setFieldError(undefined);
                }}
                options={[
                  { value: 'in', label: t('transfer_in') },
                  { value: 'out', label: t('transfer_out') },
                ]}
                testId="transfer-direction"
              />
              <div>
                <label
                  htmlFor="transfer-vendor"
                  className="mb-1.5 block text-[13px] font-semibold text-muted"
                >
                  {t('transfer_vendor')}
                </label>
                <select
                  id="transfer-vendor"
                  value={selected?.code ?? ''}
                  onChange={(e) => setVendor(e.target.value)}
                  data-testid="transfer-vendor"
                  className="h-12 w-full rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg outline-none focus:border-brand"
                >
                  {wallets.map((w) => (
                    <option key={w.code} value={w.code} disabled={w.maintenance && direction === 'in'}>
                      {w.name} · {formatMoney(w.balance)}
                      {w.maintenance ? ` (${t('vendor_maintenance')})` : ''}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                label={t('transfer_amount')}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={amount}
                maxLength={20}
                onChange={(e) => setAmount(e.target.value)}
                error={fieldError}
                hint={t('transfer_available', { 0: formatMoney(available) })}
                data-testid="transfer-amount"
                trailing={
                  <Button
                    variant="outline"
                    className="h-12"
                    disabled={available <= 0}
                    onClick={() => setAmount(formatMoney(available).replace(/,/g, ''))}
                    data-testid="transfer-max"
                  >
                    {t('transfer_max')}
                  </Button>
                }
              />
              <SubmitButton
                busy={busy === 'transfer'}
                disabled={!selected || busy !== null}
                data-testid="transfer-submit"
              >
                {direction === 'in' ? t('transfer_in') : t('transfer_out')}
              </SubmitButton>
            </form>
          </section>

          <section className="rounded-2xl border border-line bg-surface p-5 shadow-card">
            <h3 className="mb-3 text-base font-bold">{t('wallet_vendors')}</h3>
            <ul
              className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
              data-testid="vendor-wallets"
            >
              {(showAll ? wallets : wallets.slice(0, WALLETS_SHOWN)).map((w) => (
                <li key={w.code}>
                  <button
                    type="button"
                    onClick={() => setVendor(w.code)}
                    aria-pressed={selected?.code === w.code}
                    data-testid={`vendor-wallet-${w.code}`}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-xl border px-3 py-2.5 text-left transition',
                      selected?.code === w.code
                        ? 'border-brand bg-brand-soft'
                        : 'border-line bg-surface-2 hover:border-line-strong',
                    )}
                  >
                    <VendorLogo
                      card={{
                        vassalage: w.code,
                        displayName: w.name,
                        lagerIcon: w.lagerIcon,
                        smallIcon: w.smallIcon,
                      }}
                      variant="icon"
                      decorative
                      className="h-9 w-9 shrink-0 rounded-lg object-contain"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-semibold">{w.name}</span>
                      {w.maintenance && (
                        <span className="text-xs font-medium text-warning">{t('vendor_maintenance')}</span>
                      )}
                    </span>
                    <span
                      className={cn(
                        'text-sm font-bold tabular-nums',
                        w.balance > 0 ? 'text-fg' : 'text-muted',
                      )}
                      data-testid="vendor-wallet-balance"
                    >
                      {formatMoney(w.balance)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {wallets.length > WALLETS_SHOWN && (
              <Button
                variant="ghost"
                size="sm"
                className="mt-2 w-full"
                aria-expanded={showAll}
                onClick={() => setShowAll((v) => !v)}
                data-testid="vendor-wallets-toggle"
              >
                {showAll ? t('wallet_show_less') : t('wallet_show_all', { 0: wallets.length })}
              </Button>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

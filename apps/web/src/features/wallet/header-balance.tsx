import { useTranslation } from '../../lib/use-translation';
import type { BalanceValue } from '@jade/contract/wallet';
import { MAIN_ACCOUNT_TYPE_ID } from '@jade/contract/wallet-amounts';
import { useGameVendors } from '../../api/system/get-game-vendors';
import { useBalance, useMerchantWallet } from '../../api/wallet/wallet';
import { openMemberCentre } from '../../lib/centres';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { ChevronDownIcon, EyeIcon, RefreshIcon } from '../../ui/icons';
import { DepositIcon, EyeOffIcon, WalletIcon } from '../../ui/money-icons';
import { Popover } from '../../ui/popover';
import { HIDDEN_AMOUNT, useBalanceVisibility } from './balance-visibility';
import { moneyText } from './money-text';

/** The total as shown in the header: digits, '****' when hidden, '…' while the first read runs. */
function useShownTotal() {
  const { data, isPending, isError } = useBalance();
  const hidden = useBalanceVisibility((s) => s.hidden);
  const text = hidden
    ? HIDDEN_AMOUNT
    : data
      ? moneyText(data.sumBalance, data)
      : isPending
        ? '…'
        : isError
          ? '—'
          : '';
  return { text, hidden, data };
}

function RefreshButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { refetch, isFetching } = useBalance();
  return (
    <button
      type="button"
      aria-label={t('balance_refresh')}
      title={t('balance_refresh')}
      aria-busy={isFetching}
      data-testid="balance-refresh"
      onClick={() => void refetch()}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg text-on-header-muted transition hover:bg-white/10 hover:text-gold',
        compact ? 'h-7 w-7' : 'h-8 w-8',
      )}
    >
      <RefreshIcon size={compact ? 14 : 16} className={cn(isFetching && 'animate-spin text-gold')} />
    </button>
  );
}

/** Main wallet and each vendor sub-wallet, when the merchant runs separate game wallets. */
export function BalanceBreakdown({ balance }: { balance: BalanceValue }) {
  const { t } = useTranslation();
  const hidden = useBalanceVisibility((s) => s.hidden);
  const { data: lanes } = useGameVendors();
  const names = new Map<number, string>();
  for (const lane of lanes ?? [])
    for (const card of lane.cards) names.set(card.accountTypeId, card.displayName);
  const main = balance.balance.find((b) => b.accountTypeId === MAIN_ACCOUNT_TYPE_ID);
  const vendors = balance.balance.filter((b) => b.accountTypeId !== MAIN_ACCOUNT_TYPE_ID);
  const show = (amount: number) => (hidden ? HIDDEN_AMOUNT : moneyText(amount, balance));
  return (
    <div className="grid gap-1 text-sm" data-testid="balance-breakdown">
      <div className="flex items-center justify-between gap-6 py-1">
        <span className="font-semibold">{t('wallet_main')}</span>
        <span className="font-bold tabular-nums" data-testid="breakdown-main">
          {show(main?.availBalance ?? 0)}
        </span>
      </div>
      {vendors.length === 0 ? (
        <p className="py-1 text-xs text-subtle">{t('wallet_no_vendor_wallets')}</p>
      ) : (
        vendors.map((entry) => (
          <div
            key={entry.accountTypeId}
            className="flex items-center justify-between gap-6 py-1 text-muted"
            data-testid={`breakdown-${entry.vendorCode ?? entry.accountTypeId}`}
          >
            <span className="truncate">{names.get(entry.accountTypeId) ?? entry.vendorCode}</span>
            <span className="tabular-nums">{show(entry.availBalance)}</span>
          </div>
        ))
      )}
      <div className="mt-1 flex items-center justify-between gap-6 border-t border-line pt-2">
        <span className="font-semibold">{t('wallet_total')}</span>
        <span className="font-bold text-gold-fg tabular-nums">{show(balance.sumBalance)}</span>
      </div>
    </div>
  );
}

/**
 * The header balance (spec §2): currency symbol and amount; clicking it hides or shows the digits
 * (remembered on this browser); a refresh button; with separate game wallets, a breakdown popover.
 */
export function HeaderBalance({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { text, hidden, data } = useShownTotal();
  const toggle = useBalanceVisibility((s) => s.toggle);
  const { data: wallet } = useMerchantWallet();
  const separate = wallet ? !wallet.isSingle : false;
  return (
    <div
      data-testid={compact ? 'header-balance-compact' : 'header-balance'}
      className={cn(
        'flex items-center rounded-xl border border-header-line bg-white/5 text-on-header',
        compact ? 'h-9 gap-0.5 pr-0.5 pl-1' : 'h-11 gap-0.5 pr-1 pl-1.5',
      )}
    >
      <button
        type="button"
        onClick={toggle}
        aria-pressed={hidden}
        aria-label={`${t('wallet_balance')}: ${hidden ? t('balance_hidden') : text}. ${hidden ? t('balance_show') : t('balance_hide')}`}
        title={hidden ? t('balance_show') : t('balance_hide')}
        data-testid="balance-toggle"
        className="flex min-w-0 items-center gap-2 rounded-lg px-1.5 py-1 text-left transition hover:bg-white/10"
      >
        {!compact && <WalletIcon size={20} className="shrink-0 text-gold" />}
        <span className="min-w-0 leading-tight">
          {!compact && (
            <span className="block text-[10px] font-semibold tracking-wider text-on-header-muted uppercase">
              {t('wallet_balance')}
            </span>
          )}
          <span
            className={cn(
              'block truncate font-bold tabular-nums',
              compact ? 'max-w-[108px] text-[13px]' : 'max-w-[170px] text-sm',
            )}
            data-testid="balance-amount"
          >
            {text}
          </span>
        </span>
        {hidden ? (
          <EyeOffIcon size={compact ? 13 : 15} className="shrink-0 text-on-header-muted" />
        ) : (
          <EyeIcon size={compact ? 13 : 15} className="shrink-0 text-on-header-muted" />
        )}
      </button>
      <RefreshButton compact={compact} />
      {!compact && separate && data && (
        <Popover
          label={t('wallet_breakdown')}
          placement="bottom"
          testId="balance-breakdown-panel"
          panelClassName="w-[260px]"
          trigger={(props) => (
            <button
              type="button"
              {...props}
              aria-label={t('wallet_breakdown')}
              title={t('wallet_breakdown')}
              data-testid="balance-breakdown-toggle"
              className="inline-flex h-8 w-7 items-center justify-center rounded-lg text-on-header-muted transition hover:bg-white/10 hover:text-gold"
            >
              <ChevronDownIcon size={15} />
            </button>
          )}
        >
          <p className="mb-2 text-xs font-bold tracking-wider text-subtle uppercase">
            {t('wallet_breakdown')}
          </p>
          <BalanceBreakdown balance={data} />
        </Popover>
      )}
    </div>
  );
}

/** The header's deposit button: the member centre at depositv2, through the member gate (spec §4). */
export function HeaderDepositButton() {
  const { t } = useTranslation();
  return (
    <Button variant="gold" onClick={() => openMemberCentre('depositv2')} data-testid="header-deposit">
      <DepositIcon size={17} />
      {t('deposit')}
    </Button>
  );
}

import { useTranslation } from '../../lib/use-translation';
import { useBalance, useMerchantWallet } from '../../api/wallet/wallet';
import { cn } from '../../lib/cn';
import { EyeIcon, RefreshIcon } from '../../ui/icons';
import { EyeOffIcon, WalletIcon } from '../../ui/money-icons';
import { HIDDEN_AMOUNT, useBalanceVisibility } from './balance-visibility';
import { BalanceBreakdown } from './header-balance';
import { moneyText } from './money-text';

/**
 * The balance at the top of the deposit and withdrawal pages: the total in gold, the hide/show and
 * refresh controls the header has, and (with separate game wallets) the main wallet and vendor wallets.
 */
export function BalanceSummary({ note }: { note?: string }) {
  const { t } = useTranslation();
  const { data, isFetching, refetch, isPending } = useBalance();
  const { data: wallet } = useMerchantWallet();
  const hidden = useBalanceVisibility((s) => s.hidden);
  const toggle = useBalanceVisibility((s) => s.toggle);
  const total = hidden ? HIDDEN_AMOUNT : data ? moneyText(data.sumBalance, data) : isPending ? '…' : '—';
  const separate = wallet ? !wallet.isSingle : false;
  return (
    <section
      className="header-surface relative overflow-hidden rounded-2xl p-5 text-on-header shadow-card"
      data-testid="balance-summary"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-10 h-44 w-44 rounded-full bg-gold/15 blur-2xl"
      />
      <div className="relative flex flex-wrap items-center gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-gold/15 text-gold">
          <WalletIcon size={26} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wider text-on-header-muted uppercase">
            {t('wallet_balance')}
            {data ? ` · ${data.currency}` : ''}
          </p>
          <p
            className="text-xl font-extrabold break-all text-gold tabular-nums sm:text-2xl"
            data-testid="summary-amount"
          >
            {total}
          </p>
          {note && <p className="mt-0.5 text-xs text-on-header-muted">{note}</p>}
        </div>
        <div className="flex items-center gap-1.5">
          <button
            type="button"
            onClick={toggle}
            aria-pressed={hidden}
            aria-label={hidden ? t('balance_show') : t('balance_hide')}
            title={hidden ? t('balance_show') : t('balance_hide')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-xl border border-header-line bg-white/5 hover:bg-white/12"
          >
            {hidden ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
          <button
            type="button"
            onClick={() => void refetch()}
            aria-busy={isFetching}
            aria-label={t('balance_refresh')}
            title={t('balance_refresh')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-xl border border-header-line bg-white/5 hover:bg-white/12"
          >
            <RefreshIcon size={18} className={cn(isFetching && 'animate-spin text-gold')} />
          </button>
        </div>
      </div>
      {separate && data && data.balance.length > 1 && (
        <div className="relative mt-4 rounded-xl bg-surface p-3 text-fg">
          <BalanceBreakdown balance={data} />
        </div>
      )}
    </section>
  );
}

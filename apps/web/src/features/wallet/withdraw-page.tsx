import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useActiveBonusSummary } from '../../api/rewards/bonuses';
import { getWithdrawSettings, hasPaymentPassword, paymentKeys } from '../../api/wallet/payments';
import { useBalance } from '../../api/wallet/wallet';
import { openMemberCentre } from '../../lib/centres';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/form-field';
import { GiftIcon, WarningIcon } from '../../ui/icons';
import { WithdrawIcon } from '../../ui/money-icons';
import { BalanceSummary } from './balance-summary';
import { moneyText } from './money-text';
import { PaymentPasswordForm } from './payment-password-form';
import { WalletCard } from './wallet-bits';
import { walletErrorText } from './wallet-error';
import { WithdrawForm } from './withdraw-form';
import { useWithdrawals, WithdrawalRecords } from './withdrawal-records';

/**
 * The member centre's withdraw page: the balance, the payment password first when the member has
 * none, then the request form with limits and charges, and the withdrawal records with the payee's
 * confirmation.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const password = useQuery({ queryKey: paymentKeys.hasPaymentPassword, queryFn: hasPaymentPassword });
  // Read again each time the page opens: an operator may have changed the limits (decision M-ops-1).
  const settings = useQuery({
    queryKey: paymentKeys.withdrawSettings,
    queryFn: getWithdrawSettings,
    staleTime: 0,
  });
  const records = useWithdrawals(1);
  const failure = password.error ?? settings.error;
  return (
    <div className="grid gap-5" data-testid="withdraw-page">
      <BalanceSummary
        {...(settings.data
          ? {
              note: t('withdraw_limits_note', {
                0: formatMoney(settings.data.minimumAmount),
                1: formatMoney(settings.data.maximumAmount),
              }),
            }
          : {})}
      />
      <BonusNotice />
      {failure ? (
        <FormMessage>{walletErrorText(t, failure)}</FormMessage>
      ) : !settings.data || password.isPending || records.isPending ? (
        <p className="py-6 text-center text-sm text-subtle">{t('loading')}</p>
      ) : password.data === false ? (
        <PaymentPasswordForm />
      ) : (
        <WalletCard title={t('withdraw_request')} icon={<WithdrawIcon size={18} />}>
          <WithdrawForm settings={settings.data} last={records.data?.list[0]} />
        </WalletCard>
      )}
      <WithdrawalRecords autoMinutes={settings.data?.autoReceiveMinutes ?? 0} />
    </div>
  );
}

/**
 * While bonuses are active (issue 15, decision R3): what they lock and what a withdrawal does by the
 * brand's rule (it waits, or it forfeits them), with the way to the bonus details page.
 */
function BonusNotice() {
  const { t } = useTranslation();
  const summary = useActiveBonusSummary();
  const { data: balance } = useBalance();
  if (!summary || summary.active <= 0) return null;
  const forfeit = summary.withdrawalRule === 'forfeit';
  const args = { 0: summary.active, 1: moneyText(summary.locked, balance) };
  return (
    <div
      role="status"
      data-testid="withdraw-bonus-notice"
      data-rule={summary.withdrawalRule}
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border p-4 shadow-card',
        forfeit ? 'border-danger/40 bg-danger-soft' : 'border-warning/40 bg-warning/10',
      )}
    >
      <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
        <span
          className={cn(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
            forfeit ? 'bg-danger/15 text-danger' : 'bg-warning/15 text-warning',
          )}
        >
          {forfeit ? <WarningIcon size={20} /> : <GiftIcon size={20} />}
        </span>
        <p className="min-w-0 self-center text-sm leading-relaxed font-semibold text-fg">
          {forfeit ? t('wd_bonus_forfeit', args) : t('wd_bonus_block', args)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="max-sm:w-full"
        data-testid="withdraw-bonus-details"
        onClick={() => openMemberCentre('bonusDetails')}
      >
        {t('wd_bonus_view')}
      </Button>
    </div>
  );
}

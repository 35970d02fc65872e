import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { getWithdrawSettings, hasPaymentPassword, paymentKeys } from '../../api/wallet/payments';
import { formatMoney } from '../../lib/money';
import { FormMessage } from '../../ui/form-field';
import { WithdrawIcon } from '../../ui/money-icons';
import { BalanceSummary } from './balance-summary';
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
  const settings = useQuery({ queryKey: paymentKeys.withdrawSettings, queryFn: getWithdrawSettings });
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

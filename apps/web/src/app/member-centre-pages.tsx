import type { TFunction } from 'i18next';
import { SecurityCentrePage } from '../features/account/security-centre-page';
import type { MemberCentreRegistry } from '../features/member-centre/member-centre-panel';
import { DepositPage } from '../features/wallet/deposit-page';
import { WithdrawPage } from '../features/wallet/withdraw-page';
import { ShieldIcon } from '../ui/icons';
import { DepositIcon, WithdrawIcon } from '../ui/money-icons';

/**
 * The member centre's pages, composed from the features that build them. Each later issue adds its
 * page here under its spec §2 page key (transferFund, depositv2, withdraw, messageV2…).
 */
export function memberCentreRegistry(t: TFunction): MemberCentreRegistry {
  return {
    securityCenter: {
      label: t('security_center'),
      icon: <ShieldIcon size={18} />,
      Component: SecurityCentrePage,
    },
    depositv2: {
      label: t('deposit'),
      icon: <DepositIcon size={18} />,
      Component: DepositPage,
    },
    withdraw: {
      label: t('withdraw'),
      icon: <WithdrawIcon size={18} />,
      Component: WithdrawPage,
    },
  };
}

import type { TFunction } from 'i18next';
import { SecurityCentrePage } from '../features/account/security-centre-page';
import type { MemberCentreRegistry } from '../features/member-centre/member-centre-panel';
import { ShieldIcon } from '../ui/icons';

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
  };
}

import { useTranslation } from 'react-i18next';
import { CustomerServiceList } from '../../features/customer-service/customer-service-list';
import { Dialog } from '../../ui/modal/dialog';

/**
 * The `forgotPassword` slot until the accounts issue adds recovery by e-mail and by phone: it points
 * the visitor to customer service, which can reset a password today.
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('forgot_password')} testId="forgot-dialog">
      <p className="mb-4 text-sm text-muted">{t('forgot_password_help')}</p>
      <CustomerServiceList onChoose={() => onOpenChange(false)} />
    </Dialog>
  );
}

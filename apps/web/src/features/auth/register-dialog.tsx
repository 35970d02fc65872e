import { useTranslation } from '../../lib/use-translation';
import { useBrandName } from '../../stores/site-store';
import { LogoMark } from '../../ui/logo';
import { Modal } from '../../ui/modal/modal';
import { RegisterForm } from './register-form';

/** The `register` modal slot: the same form as the /register page. */
export function RegisterDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('hd_sign_button')}
      width={560}
      minHeight={0}
      testId="register-dialog"
    >
      <div className="mb-5 flex items-center gap-3">
        <LogoMark size={44} />
        <div>
          <p className="text-lg font-bold">{t('register_welcome', { 0: brand })}</p>
          <p className="text-sm text-muted">{t('register_subtitle')}</p>
        </div>
      </div>
      <RegisterForm />
    </Modal>
  );
}

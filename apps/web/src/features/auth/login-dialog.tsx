import { useTranslation } from '../../lib/use-translation';
import { useBrandName } from '../../stores/site-store';
import { LogoMark } from '../../ui/logo';
import { Modal } from '../../ui/modal/modal';
import { LoginForm } from './login-form';
import type { LoginValues } from './validate-login';

/** The `login` modal slot: the full login form, with what the header's inline form handed over. */
export function LoginDialog({
  open,
  onOpenChange,
  initial,
  error,
  captcha,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  initial?: Partial<LoginValues>;
  error?: string;
  captcha?: boolean;
}) {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('hd_login_button')}
      width={440}
      minHeight={0}
      testId="login-dialog"
    >
      <div className="mb-5 flex items-center gap-3">
        <LogoMark size={44} />
        <div>
          <p className="text-lg font-bold">{t('login_welcome', { 0: brand })}</p>
          <p className="text-sm text-muted">{t('login_subtitle')}</p>
        </div>
      </div>
      <LoginForm initial={initial} initialError={error} initialCaptcha={captcha} />
    </Modal>
  );
}

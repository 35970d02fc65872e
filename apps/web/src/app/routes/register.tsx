import { useTranslation } from '../../lib/use-translation';
import { RegisterForm } from '../../features/auth/register-form';
import { useModalStore } from '../../stores/modal-store';
import { useBrandName } from '../../stores/site-store';
import { Button } from '../../ui/button';
import { UserIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/logo';
import { PageHeader } from '../../ui/page-header';

/** /register and /register.html: the same registration form as the register modal. */
export function Component() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const open = useModalStore((s) => s.open);
  return (
    <>
      <PageHeader
        title={t('in_register_user')}
        subtitle={t('register_subtitle')}
        icon={<UserIcon size={30} />}
      />
      <div className="content-width mt-8 flex justify-center">
        <div className="w-full max-w-[600px] rounded-2xl border border-line bg-surface p-7 shadow-card max-sm:p-5">
          <div className="mb-6 flex items-center gap-3">
            <LogoMark size={44} />
            <p className="text-lg font-bold">{t('register_welcome', { 0: brand })}</p>
          </div>
          <RegisterForm />
          <div className="mt-5 flex items-center justify-center gap-2 border-t border-line pt-5 text-sm">
            <span className="text-muted">{t('register_have_account')}</span>
            <Button variant="ghost" size="sm" className="text-brand-fg" onClick={() => open('login')}>
              {t('hd_login_button')}
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}

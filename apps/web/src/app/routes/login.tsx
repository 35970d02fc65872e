import { Navigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/login-form';
import { useIsLoggedIn } from '../../stores/session-store';
import { useBrandName } from '../../stores/site-store';
import { UserIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/logo';
import { PageHeader } from '../../ui/page-header';

export function Component() {
  const { t } = useTranslation();
  const brand = useBrandName();
  // Logged in (or just logged in here): this page has nothing more to offer.
  if (useIsLoggedIn()) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageHeader title={t('hd_login_button')} subtitle={t('login_subtitle')} icon={<UserIcon size={30} />} />
      <div className="content-width mt-8 flex justify-center">
        <div className="w-full max-w-[440px] rounded-2xl border border-line bg-surface p-7 shadow-card">
          <div className="mb-6 flex items-center gap-3">
            <LogoMark size={44} />
            <p className="text-lg font-bold">{t('login_welcome', { 0: brand })}</p>
          </div>
          <LoginForm />
        </div>
      </div>
    </>
  );
}

import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';
import { KeyIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        title={t('reset_password_title')}
        subtitle={t('reset_password_subtitle')}
        icon={<KeyIcon size={30} />}
      />
      <div className="content-width mt-8 flex justify-center">
        <div className="w-full max-w-[460px] rounded-2xl border border-line bg-surface p-7 shadow-card">
          <ResetPasswordForm token={params.get('token')} />
        </div>
      </div>
    </>
  );
}

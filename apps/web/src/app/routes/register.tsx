import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useModalStore } from '../../stores/modal-store';
import { Button, buttonClass } from '../../ui/button';
import { GiftIcon, UserIcon } from '../../ui/icons';
import { InfoCard } from '../../ui/info-card';
import { PageHeader } from '../../ui/page-header';

export function Component() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.open);
  return (
    <>
      <PageHeader
        title={t('in_register_user')}
        subtitle={t('register_subtitle')}
        icon={<UserIcon size={30} />}
      />
      <div className="content-width mt-8 grid gap-4 md:grid-cols-2">
        <InfoCard
          icon={<GiftIcon size={24} />}
          title={t('register_why_title')}
          actions={
            <Link to={paths.promotions} className={buttonClass('outline')}>
              {t('nav_promotions')}
            </Link>
          }
        >
          {t('register_why_text')}
        </InfoCard>
        <InfoCard
          icon={<UserIcon size={24} />}
          title={t('register_have_account')}
          actions={
            <Button variant="gold" onClick={() => open('login')}>
              {t('hd_login_button')}
            </Button>
          }
        >
          {t('register_have_account_text')}
        </InfoCard>
      </div>
    </>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useBrandName } from '../../stores/site-store';
import { buttonClass } from '../../ui/button';
import { CrownIcon, ShareIcon } from '../../ui/icons';
import { InfoCard } from '../../ui/info-card';
import { PageHeader } from '../../ui/page-header';

export function Component() {
  const { t } = useTranslation();
  const brand = useBrandName();
  return (
    <>
      <PageHeader
        title={t('footer_join')}
        subtitle={t('join_subtitle', { 0: brand })}
        icon={<CrownIcon size={30} />}
      />
      <div className="content-width mt-8 max-w-2xl">
        <InfoCard
          icon={<ShareIcon size={24} />}
          title={t('join_card_title')}
          actions={
            <Link to={paths.register} className={buttonClass('gold')}>
              {t('hd_sign_button')}
            </Link>
          }
        >
          {t('join_card_text')}
        </InfoCard>
      </div>
    </>
  );
}

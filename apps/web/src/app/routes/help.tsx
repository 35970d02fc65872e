import { useTranslation } from 'react-i18next';
import { CustomerServiceList } from '../../features/customer-service/customer-service-list';
import { HeadsetIcon, ShieldIcon } from '../../ui/icons';
import { InfoCard } from '../../ui/info-card';
import { PageHeader } from '../../ui/page-header';

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('footer_help')} subtitle={t('help_subtitle')} icon={<ShieldIcon size={30} />} />
      <div className="content-width mt-8 max-w-xl">
        <InfoCard icon={<HeadsetIcon size={24} />} title={t('customer_service')}>
          <p className="mb-4">{t('help_cs_text')}</p>
          <CustomerServiceList />
        </InfoCard>
      </div>
    </>
  );
}

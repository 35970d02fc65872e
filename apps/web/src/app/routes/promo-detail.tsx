import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('promo_detail')} subtitle={t('promotions_subtitle')} icon={<GiftIcon size={30} />} />
  );
}

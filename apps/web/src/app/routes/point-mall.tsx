import { useTranslation } from '../../lib/use-translation';
import { GiftIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('point_mall')} subtitle={t('point_mall_subtitle')} icon={<GiftIcon size={30} />} />
  );
}

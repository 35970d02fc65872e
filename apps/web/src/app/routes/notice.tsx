import { useTranslation } from 'react-i18next';
import { ChatIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('announcement')} subtitle={t('notice_subtitle')} icon={<ChatIcon size={30} />} />
  );
}

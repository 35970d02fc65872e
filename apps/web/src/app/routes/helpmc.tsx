import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';

/** /helpmc: the help content alone (also the help-centre URL). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('footer_help')} subtitle={t('help_subtitle')} icon={<ShieldIcon size={30} />} />
  );
}

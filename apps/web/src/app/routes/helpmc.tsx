import { useTranslation } from '../../lib/use-translation';
import { HelpCentre } from '../../features/help/help-centre';

/**
 * /helpmc: the help content alone (also the app's help-centre URL, and reachable without a session
 * even when the site requires login): no page banner, no feedback or customer-service cards.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="content-width py-6" data-testid="helpmc">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight">{t('footer_help')}</h1>
      <HelpCentre />
    </div>
  );
}

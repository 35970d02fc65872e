import { useTranslation } from '../../lib/use-translation';
import { CustomerServiceList } from '../../features/customer-service/customer-service-list';
import { HelpCentre } from '../../features/help/help-centre';
import { useModalStore } from '../../stores/modal-store';
import { Button } from '../../ui/button';
import { ChatIcon, HeadsetIcon, ShieldIcon } from '../../ui/icons';
import { InfoCard } from '../../ui/info-card';
import { PageHeader } from '../../ui/page-header';

/** /help: the help centre, then feedback and customer service for what it does not answer. */
export function Component() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.open);
  return (
    <>
      <PageHeader title={t('footer_help')} subtitle={t('help_subtitle')} icon={<ShieldIcon size={30} />} />
      <div className="content-width mt-8">
        <HelpCentre />
        <h2 className="mt-12 mb-4 text-xl font-bold">{t('help_still_need')}</h2>
        <div className="grid gap-4 md:grid-cols-2">
          <InfoCard
            icon={<ChatIcon size={24} />}
            title={t('feedback_open')}
            actions={
              <Button onClick={() => open('feedback')} data-testid="help-feedback">
                <ChatIcon size={18} />
                {t('feedback_title')}
              </Button>
            }
          >
            <p>{t('help_feedback_text')}</p>
          </InfoCard>
          <InfoCard icon={<HeadsetIcon size={24} />} title={t('customer_service')}>
            <p className="mb-4">{t('help_cs_text')}</p>
            <CustomerServiceList />
          </InfoCard>
        </div>
      </div>
    </>
  );
}

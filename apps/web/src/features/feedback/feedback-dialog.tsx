import { useTranslation } from '../../lib/use-translation';
import { Modal } from '../../ui/modal/modal';
import { FeedbackForm } from './feedback-form';

/** The feedback form in a dialog (the 'feedback' modal: help page, side bar, footer). */
export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('feedback_title')}
      width={520}
      minHeight={0}
      testId="feedback-dialog"
    >
      <FeedbackForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

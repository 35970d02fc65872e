import { useTranslation } from '../../lib/use-translation';
import type { ApplicationStatus, PromotionStatus } from '@jade/contract/content';
import { StatusBadge, type Tone } from '../../ui/status-badge';

/** Spec §4 activity statuses: what the viewer may do (gold: an action waits) or where things stand. */
const PROMOTION_TONES: Record<PromotionStatus, Tone> = {
  coming_soon: 'info',
  in_progress: 'info',
  closed: 'neutral',
  join: 'warning',
  applying: 'warning',
  rejected: 'danger',
  issued: 'success',
  claim: 'warning',
  claimed: 'success',
};

const APPLICATION_TONES: Record<ApplicationStatus, Tone> = {
  applying: 'warning',
  refused: 'danger',
  approved: 'success',
};

export function PromotionStatusBadge({ status, testId }: { status: PromotionStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={PROMOTION_TONES[status]} {...(testId ? { testId } : {})}>
      <span data-status={status}>{t(`promo_status_${status}`)}</span>
    </StatusBadge>
  );
}

export function ApplicationStatusBadge({ status, testId }: { status: ApplicationStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={APPLICATION_TONES[status]} {...(testId ? { testId } : {})}>
      <span data-status={status}>{t(`promo_app_status_${status}`)}</span>
    </StatusBadge>
  );
}

import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { Popup } from '@jade/contract/content';
import { openMemberCentre } from '../../lib/centres';
import { Button } from '../../ui/button';
import { HtmlContent } from '../../ui/html-content';
import { LazyImage } from '../../ui/lazy-image';
import { Modal } from '../../ui/modal/modal';
import { bannerTarget } from '../../lib/link-target';
import { POPUP_DIALOG_WIDTH, POPUP_IMAGE_HEIGHT, POPUP_IMAGE_SIZES, POPUP_IMAGE_WIDTH } from './popup-image';

/**
 * The gift popup and the activity popup (spec §2 modals): the artwork, the title, the sanitised HTML
 * and the main button, which follows the popup's link (a site route, a promotion, the member centre or
 * an https page) and closes the popup.
 */
export function ContentPopupDialog({
  open,
  onOpenChange,
  popup,
  kind,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  popup: Popup;
  kind: 'gift' | 'activity';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = bannerTarget({ ...popup, redirectPromotionId: null });
  const follow = (close: () => void) => {
    close();
    if (!target) return;
    if (target.kind === 'route') void navigate(target.to);
    else if (target.kind === 'member-centre') openMemberCentre(target.page);
    else window.open(target.href, '_blank', 'noopener,noreferrer');
  };
  const testId = kind === 'gift' ? 'gift-popup' : 'activity-popup';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={popup.title}
      width={POPUP_DIALOG_WIDTH}
      minHeight={0}
      testId={testId}
      bodyClassName="p-0"
      defaultAction={popup.buttonText ? follow : (close) => close()}
      footer={
        popup.buttonText
          ? (close) => (
              <Button
                variant="gold"
                className="w-full"
                data-testid={`${testId}-button`}
                onClick={() => follow(close)}
              >
                {popup.buttonText}
              </Button>
            )
          : undefined
      }
    >
      <div data-kind={popup.kind} data-popup-id={popup.id}>
        {popup.imageUrl && (
          <div className="flex justify-center bg-[radial-gradient(ellipse_at_top,var(--surface-3),var(--surface-2))]">
            <LazyImage
              src={popup.imageUrl}
              alt={popup.title}
              width={POPUP_IMAGE_WIDTH}
              height={POPUP_IMAGE_HEIGHT}
              priority
              sizes={POPUP_IMAGE_SIZES}
              className="block h-auto max-h-[44dvh] w-auto max-w-full object-contain"
            />
          </div>
        )}
        <div className="px-5 pt-4 pb-5">
          <p className="mb-1 text-[11px] font-bold tracking-[0.12em] text-gold-fg uppercase">
            {kind === 'gift' ? t('promo_gift_label') : t('promo_activity_label')}
          </p>
          <HtmlContent
            html={popup.content}
            className="text-sm leading-relaxed"
            testId={`${testId}-content`}
          />
        </div>
      </div>
    </Modal>
  );
}

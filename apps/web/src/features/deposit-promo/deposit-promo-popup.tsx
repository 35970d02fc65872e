import { useTranslation } from '../../lib/use-translation';
import { useBanners } from '../../api/content/banners';
import { openMemberCentre } from '../../lib/centres';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { LazyImage } from '../../ui/lazy-image';
import { Modal } from '../../ui/modal/modal';

/** Artwork size of the popup group (the server's popup shape). */
const POPUP = { width: 600, height: 800 };
const DIALOG_WIDTH = 400;

/** The floating deposit promotion's popup (banner group w_topup_3) with its deposit button. */
export function DepositPromoPopup({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const content = useBanners('w_topup_3').data?.[0];
  const deposit = (close: () => void) => {
    close();
    // Spec §4: messageV2 for a member; the member gate opens the login modal for a visitor.
    openMemberCentre('messageV2');
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={content?.title || t('promo_deposit_promo')}
      width={DIALOG_WIDTH}
      minHeight={0}
      testId="deposit-promo-popup"
      bodyClassName="p-0"
      defaultAction={deposit}
      footer={(close) => (
        <Button
          variant="gold"
          className="w-full"
          data-testid="deposit-promo-deposit"
          onClick={() => deposit(close)}
        >
          {t('promo_deposit_now')}
        </Button>
      )}
    >
      <div className={cn('flex min-h-40 justify-center bg-surface-2', !content && 'animate-pulse')}>
        {content && (
          <LazyImage
            src={content.url}
            alt={content.alt || content.title}
            width={POPUP.width}
            height={POPUP.height}
            priority
            // The shown width: the dialog's, or the width of the 58dvh-high picture when that is less.
            sizes={`min(${DIALOG_WIDTH}px, 100vw, ${(58 * POPUP.width) / POPUP.height}dvh)`}
            className="block h-auto max-h-[58dvh] w-auto max-w-full object-contain"
          />
        )}
      </div>
    </Modal>
  );
}

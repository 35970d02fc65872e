import { lazy, Suspense, useState } from 'react';
import { useAfterFirstScreen } from '../../lib/first-screen';
import { useTranslation } from '../../lib/use-translation';
import { useBanners } from '../../api/content/banners';
import { loadWithTexts } from '../../lib/load-with-texts';
import { CloseIcon } from '../../ui/icons';
import { LazyImage } from '../../ui/lazy-image';

/** Artwork sizes of the icon and button groups (the server's icon and button shapes). */
const ICON = { width: 160, height: 160 };
const BUTTON = { width: 480, height: 120 };

/** The popup's code loads when it first opens. */
const DepositPromoPopup = lazy(async () => ({
  default: (await loadWithTexts(() => import('./deposit-promo-popup'))).DepositPromoPopup,
}));

/**
 * The floating deposit promotion of spec §2 and §4: an icon (banner group w_topup_1) that expands into
 * a button (w_topup_2) that opens a popup (w_topup_3) with a deposit button. Deposit opens the member
 * centre at messageV2 for a member, else the login modal (the member gate). Hidden when the brand has
 * no icon banner.
 */
export function FloatingDepositPromo() {
  // It floats over the page's corner: no part of the first screen, so its call waits for that.
  const afterFirstScreen = useAfterFirstScreen();
  return afterFirstScreen ? <DepositPromo /> : null;
}

function DepositPromo() {
  const { t } = useTranslation();
  const icon = useBanners('w_topup_1').data?.[0];
  const [expanded, setExpanded] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);
  if (!icon) return null;
  return (
    <div
      data-testid="deposit-promo"
      className="fixed bottom-6 left-4 z-[70] flex items-center gap-2 max-sm:bottom-4 max-sm:left-2"
    >
      {expanded ? (
        <ExpandedButton
          onOpen={() => setPopupOpen(true)}
          onCollapse={() => setExpanded(false)}
          fallbackLabel={icon.alt || icon.title}
        />
      ) : (
        <button
          type="button"
          aria-expanded={false}
          aria-label={t('promo_deposit_open')}
          title={icon.title}
          data-testid="deposit-promo-icon"
          onClick={() => setExpanded(true)}
          className="block h-16 w-16 rounded-full shadow-pop transition hover:scale-105 focus-visible:scale-105 max-sm:h-14 max-sm:w-14"
        >
          <LazyImage
            src={icon.url}
            alt=""
            width={ICON.width}
            height={ICON.height}
            sizes="64px"
            className="h-full w-full"
          />
        </button>
      )}
      {popupOpen && (
        <Suspense fallback={null}>
          <DepositPromoPopup onClose={() => setPopupOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

function ExpandedButton({
  onOpen,
  onCollapse,
  fallbackLabel,
}: {
  onOpen(): void;
  onCollapse(): void;
  fallbackLabel: string;
}) {
  const { t } = useTranslation();
  const button = useBanners('w_topup_2').data?.[0];
  const label = button ? button.alt || button.title : fallbackLabel;
  return (
    <div className="animate-fade-in relative flex items-center">
      <button
        type="button"
        data-testid="deposit-promo-button"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={onOpen}
        className="block w-60 rounded-full shadow-pop transition hover:scale-[1.03] focus-visible:scale-[1.03] max-sm:w-48"
      >
        {button ? (
          <LazyImage
            src={button.url}
            alt=""
            width={BUTTON.width}
            height={BUTTON.height}
            priority
            className="block h-auto w-full"
          />
        ) : (
          <span className="flex h-14 items-center justify-center rounded-full bg-gold px-5 text-sm font-bold text-on-gold">
            {label}
          </span>
        )}
      </button>
      <button
        type="button"
        aria-label={t('promo_deposit_hide')}
        title={t('promo_deposit_hide')}
        data-testid="deposit-promo-collapse"
        onClick={onCollapse}
        className="absolute -top-2 -right-2 inline-flex h-7 w-7 items-center justify-center rounded-full border border-line bg-surface text-muted shadow-card transition hover:text-fg"
      >
        <CloseIcon size={14} />
      </button>
    </div>
  );
}

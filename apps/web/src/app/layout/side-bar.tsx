import { lazy, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { fetchReferralPromotion } from '../../api/content/referral';
import { AppDownloads, useAppResources } from '../../features/app-download/app-downloads';
import { CustomerServiceList } from '../../features/customer-service/customer-service-list';
import { afterNextPaint } from '../../lib/after-paint';
import { cn } from '../../lib/cn';
import { openAgentCentre } from '../../lib/centres';
import { passGate } from '../../lib/gates';
import { loadWithTexts } from '../../lib/load-with-texts';
import { paths } from '../../config/paths';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';
import { isAgentType } from '@jade/contract/account-types';
import { useBrandName, useSiteStore } from '../../stores/site-store';
import {
  ArrowUpIcon,
  ChatIcon,
  CloseIcon,
  DownloadIcon,
  HeadsetIcon,
  ShareIcon,
  TelegramIcon,
} from '../../ui/icons';
import { Popover, type PopoverTriggerProps } from '../../ui/popover';
import { OnceOpened } from '../../ui/once-opened';
import { SocialLinks, socialResources } from '../../ui/social-links';

/** The share dialog's code loads when it first opens. */
const Dialog = lazy(async () => ({
  default: (await loadWithTexts(() => import('../../ui/modal/dialog'))).Dialog,
}));

const railButtonShape =
  'group relative flex h-12 w-12 items-center justify-center text-on-header transition hover:bg-white/10 hover:text-gold aria-expanded:bg-white/12 aria-expanded:text-gold max-sm:h-10 max-sm:w-10';
const railButton = `${railButtonShape} rounded-xl`;

/**
 * The label beside a rail button on hover or keyboard focus: drawn by CSS alone, since the button
 * already carries it as its accessible name (aria-label); no tooltip code on the first load.
 */
function RailTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="group/tip relative">
      {children}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-[calc(100%+10px)] z-[95] -translate-y-1/2 rounded-lg bg-fg px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap text-surface opacity-0 shadow-pop transition-opacity group-hover/tip:opacity-100 group-hover/tip:delay-150 group-has-[:focus-visible]/tip:opacity-100 max-sm:hidden"
      >
        {label}
      </span>
    </div>
  );
}

function RailPopover({
  label,
  icon,
  testId,
  children,
  className,
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
}) {
  return (
    <Popover
      label={label}
      testId={`${testId}-panel`}
      panelClassName={cn('max-lg:top-auto max-lg:bottom-0 max-lg:translate-y-0', className)}
      trigger={(props: PopoverTriggerProps) => (
        <RailTip label={label}>
          <button type="button" aria-label={label} data-testid={testId} className={railButton} {...props}>
            {icon}
          </button>
        </RailTip>
      )}
    >
      {(close) => (
        <>
          <p className="mb-3 text-sm font-bold">{label}</p>
          {typeof children === 'function' ? children(close) : children}
        </>
      )}
    </Popover>
  );
}

/**
 * The floating side bar of spec §2: customer service, app download QR codes, social links, feedback,
 * share, and scroll to top (shown once the page has scrolled).
 */
export function SideBar() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const resources = useSiteStore((s) => s.status?.info.resources ?? []);
  const hasApps = useAppResources().length > 0;
  const socials = socialResources(resources);
  const [scrolled, setScrolled] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [shareBusy, setShareBusy] = useState(false);
  // Phones and tablets: the rail folds into one button so it never covers the page. It is open on the
  // page where it was opened, so it is folded again on the next page. From 1024 px it stays open beside
  // the page (main .content-width keeps clear of it, index.css).
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const expanded = openOn === pathname;
  const navigate = useNavigate();
  const openModal = useModalStore((s) => s.open);

  // Spec §4 "Share button": visitors log in (and trial accounts are refused) through the gate; agents
  // open the agent registration centre; others the referral page when the referral promotion is on,
  // else activity_coming (decision H-helpdesk-2).
  const share = async () => {
    if (!passGate('member', 'share')) return;
    if (isAgentType(useSessionStore.getState().memberType)) {
      openAgentCentre('registerCenter');
      return;
    }
    setShareBusy(true);
    try {
      const referral = await fetchReferralPromotion();
      if (referral) void navigate(`${paths.promoDetail}?id=${referral.id}`);
      else setShareOpen(true);
    } catch {
      // No answer about the promotion: it cannot be offered now.
      setShareOpen(true);
    } finally {
      setShareBusy(false);
    }
  };

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 360);
    // Read once the frame is drawn: reading scrollY right after the first render would force the whole
    // page's layout inside React's commit.
    const cancel = afterNextPaint(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <>
      <aside
        aria-label={t('side_bar')}
        data-testid="side-bar"
        data-expanded={expanded}
        className={cn(
          'fixed z-[70] flex flex-col gap-1 rounded-2xl border border-header-line p-1.5 shadow-pop header-surface',
          'top-1/2 right-3 -translate-y-1/2',
          'max-lg:top-auto max-lg:bottom-4 max-lg:translate-y-0 max-sm:right-2 max-sm:gap-0.5 max-sm:p-1',
          !expanded && 'max-lg:rounded-full',
        )}
      >
        <div
          id="side-bar-items"
          className={cn('flex flex-col gap-1 max-sm:gap-0.5', !expanded && 'max-lg:hidden')}
        >
          <RailPopover
            label={t('customer_service')}
            icon={<HeadsetIcon size={22} />}
            testId="side-cs"
            className="w-[280px]"
          >
            {(close) => <CustomerServiceList onChoose={close} />}
          </RailPopover>
          {hasApps && (
            <RailPopover label={t('app_download')} icon={<DownloadIcon size={22} />} testId="side-download">
              <AppDownloads />
            </RailPopover>
          )}
          {socials.length > 0 && (
            <div className="max-sm:hidden">
              <RailPopover
                label={t('follow_us')}
                icon={<TelegramIcon size={22} />}
                testId="side-social"
                className="w-[236px]"
              >
                <SocialLinks
                  resources={resources}
                  labelFor={(name) => t('social_on', { 0: brand, 1: name })}
                  itemClassName="bg-brand-soft text-brand-fg hover:bg-brand hover:text-on-brand"
                />
              </RailPopover>
            </div>
          )}
          <RailTip label={t('feedback_open')}>
            <button
              type="button"
              aria-label={t('feedback_open')}
              data-testid="side-feedback"
              className={railButton}
              onClick={() => openModal('feedback')}
            >
              <ChatIcon size={21} />
            </button>
          </RailTip>
          <RailTip label={t('share')}>
            <button
              type="button"
              aria-label={t('share')}
              aria-busy={shareBusy || undefined}
              disabled={shareBusy}
              data-testid="side-share"
              className={railButton}
              onClick={() => void share()}
            >
              <ShareIcon size={21} />
            </button>
          </RailTip>
          <div
            className={cn(
              'grid transition-all duration-300',
              scrolled ? 'grid-rows-[1fr] opacity-100' : 'grid-rows-[0fr] opacity-0',
            )}
          >
            {/* Clipped only while folded away, so that the button's label can show beside it. */}
            <div className={cn(!scrolled && 'overflow-hidden')}>
              <RailTip label={t('back_to_top')}>
                <button
                  type="button"
                  aria-label={t('back_to_top')}
                  data-testid="side-top"
                  tabIndex={scrolled ? 0 : -1}
                  aria-hidden={!scrolled}
                  className={cn(railButton, 'bg-gold/15 text-gold')}
                  onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
                >
                  <ArrowUpIcon size={21} />
                </button>
              </RailTip>
            </div>
          </div>
        </div>
        <button
          type="button"
          aria-label={t('side_bar')}
          aria-expanded={expanded}
          aria-controls="side-bar-items"
          data-testid="side-toggle"
          className={cn(
            railButtonShape,
            'lg:hidden',
            expanded ? 'rounded-xl' : 'rounded-full bg-gold/15 text-gold',
          )}
          onClick={() => setOpenOn(expanded ? null : pathname)}
        >
          {expanded ? <CloseIcon size={20} /> : <HeadsetIcon size={21} />}
        </button>
      </aside>
      <OnceOpened when={shareOpen}>
        <Dialog open={shareOpen} onOpenChange={setShareOpen} title={t('share')} testId="share-dialog">
          <p className="text-sm text-muted" data-testid="share-coming">
            {t('activity_coming')}
          </p>
        </Dialog>
      </OnceOpened>
    </>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ContractRequestsWatcher } from '../../features/agent-centre/contracts/contract-requests-watcher';
import { DepositReturnWatcher } from '../../features/wallet/deposit-return';
import { ROUTE_BANNER_GROUPS } from '@jade/contract/content-constants';
import { guardRedirect, HEADERLESS_PATHS, pageClassOf, pageTypeOf, paths } from '../../config/paths';
import { PopupAnnouncements } from '../../features/announcements/popup-announcements';
import { BannerSkeleton } from '../../features/banners/banner-skeleton';
import { ContentPopups } from '../../features/content-popups/content-popups';
import { FloatingDepositPromo } from '../../features/deposit-promo/floating-deposit-promo';
import { cn } from '../../lib/cn';
import { lazyWithTimeout } from '../../lib/lazy-with-timeout';
import { registerNavigator } from '../../lib/navigator';
import { useSessionStore } from '../../stores/session-store';
import { useSiteStore } from '../../stores/site-store';
import { AfterFirstScreen } from '../../ui/after-first-screen';
import { Deferred } from '../../ui/deferred';
import { ModalHost } from '../modal-host';
import { Footer } from './footer';
import { Header } from './header';
import { SideBar } from './side-bar';

// The carousel's code loads with the first page that has a banner strip.
const BannerStrip = lazy(async () => ({
  default: (await lazyWithTimeout(() => import('../../features/banners/banner-strip'))).BannerStrip,
}));

/** Game pages show the game and little else (spec §2 "header only"). */
const BARE_PATHS: readonly string[] = [
  paths.lottery,
  paths.seamless,
  paths.fbsports,
  paths.game,
  paths.lottert,
  paths.vnlottery,
  paths.sealottery,
];

/**
 * The shell around every page: header and navigation, the main area styled by the page type (the
 * path without its leading slash), footer, side bar and the named modals. Pages fade in on change.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasToken = useSessionStore((s) => Boolean(s.token));
  const loginRequired = useSiteStore((s) => s.status?.info.brand.loginRequired ?? false);
  const navigate = useNavigate();
  // The game launcher (lib/game-launch) opens pages through the router.
  useEffect(() => {
    registerNavigator((to) => void navigate(to));
    return () => registerNavigator(null);
  }, [navigate]);

  // A link to another page opens it at its top (a footer link would otherwise land at the new page's
  // foot); back and forward leave the browser's own restoration alone.
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  // The page the visitor landed on shows at once (its banner is the largest paint); others fade in.
  const [landingPath] = useState(pathname);
  const fadeIn = pathname !== landingPath;

  const redirect = guardRedirect(pathname, { loginRequired, hasToken });
  if (redirect) return <Navigate to={redirect} replace />;

  const headerless = HEADERLESS_PATHS.includes(pathname);
  // Spec §2 banner groups per route; home places its own strip (with its fallback and the LCP hint).
  const bannerGroup = ROUTE_BANNER_GROUPS[pathname === paths.download ? paths.down : pathname];
  const bare = BARE_PATHS.includes(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[200] rounded-lg bg-gold px-4 py-2 font-semibold text-on-gold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skip_to_content')}
      </a>
      {!headerless && <Header />}
      <main
        id="main"
        tabIndex={-1}
        data-page-type={pageTypeOf(pathname)}
        className={cn(pageClassOf(pathname), 'flex-1 outline-none')}
      >
        <div key={pathname} className={cn(fadeIn && 'animate-page-in')}>
          {bannerGroup && bannerGroup !== 'w_home' && (
            <Suspense fallback={<BannerSkeleton className="content-width pt-6 max-sm:pt-3" />}>
              {/* The strip tops the page: its first banner is the page's largest paint. */}
              <BannerStrip group={bannerGroup} priority className="content-width pt-6 max-sm:pt-3" />
            </Suspense>
          )}
          <Outlet />
        </div>
      </main>
      {/* Below the fold: drawn when the visitor comes near it (at once on a short page). The box is as
          tall as the demo brand's footer, whose game providers make it long on a phone. */}
      {!bare && (
        <Deferred placeholderClassName="mt-16 h-[926px] max-lg:h-[1400px] max-sm:h-[2270px]">
          <Footer />
        </Deferred>
      )}
      {/* Out of a phone's view (one folded button there): drawn in an idle turn after the first screen. */}
      {!bare && (
        <AfterFirstScreen>
          <SideBar />
        </AfterFirstScreen>
      )}
      {!bare && <FloatingDepositPromo />}
      {!bare && <ContentPopups />}
      {/* On every page of the layout: a contract request waiting for an agent opens its screen after
          login (the screen is its own chunk). */}
      <ContractRequestsWatcher />
      <ModalHost />
      <DepositReturnWatcher />
      <PopupAnnouncements />
    </div>
  );
}

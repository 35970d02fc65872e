import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { HeaderAccountArea } from '../../features/auth/header-account-area';
import { MainNav } from '../../features/navigation/main-nav';
import { LanguageMenu } from '../../features/preferences/language-menu';
import { ThemeToggle } from '../../features/preferences/theme-toggle';
import { HeaderBalance, HeaderDepositButton } from '../../features/wallet/header-balance';
import { paths } from '../../config/paths';
import { loadWithTexts } from '../../lib/load-with-texts';
import { DESKTOP_QUERY, useMediaQuery, WIDE_QUERY } from '../../lib/media-query';
import { useModalStore } from '../../stores/modal-store';
import { useBrandName } from '../../stores/site-store';
import { SearchIcon } from '../../ui/game-icons';
import { MenuIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { OnceOpened } from '../../ui/once-opened';

const MobileDrawerPanel = lazy(async () => ({
  default: (await loadWithTexts(() => import('./mobile-drawer'))).MobileDrawerPanel,
}));

/** The phone menu: a plain button here; the drawer's code (a dialog) loads when it first opens. */
function MobileDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('menu_open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu"
        onClick={() => setOpen(true)}
        className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-header-line bg-white/5 text-on-header"
      >
        <MenuIcon size={20} />
      </button>
      <OnceOpened when={open}>
        <MobileDrawerPanel open={open} onOpenChange={setOpen} />
      </OnceOpened>
    </>
  );
}

/** The header's search icon: opens the game search popup (spec §2). */
function SearchButton({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.open);
  return (
    <button
      type="button"
      aria-label={t('search_open')}
      data-testid={testId}
      onClick={() => open('search')}
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg border border-header-line bg-white/5 text-on-header transition hover:border-gold/60 hover:bg-white/12 hover:text-gold-bright"
    >
      <SearchIcon size={18} />
    </button>
  );
}

/** Spec §2 header: logo, account area, language and theme; the main navigation below it. */
export function Header() {
  const { t } = useTranslation();
  const brand = useBrandName();
  // The main navigation (with its vendor dropdowns) shows from 1024 px only: smaller screens do not
  // build it at all (the drawer has its own list).
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // The inline login form needs the width of a large screen; from 1024 px to 1279 px a visitor gets
  // the login and register buttons instead.
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <header className="sticky top-0 z-50 shadow-[0_6px_24px_-12px_rgb(0_0_0/0.5)]" data-testid="site-header">
      <div className="header-surface border-b border-header-line">
        <div className="content-width flex h-[76px] items-center gap-4 max-lg:h-16 max-sm:gap-1">
          <Link to={paths.home} aria-label={t('go_home', { 0: brand })} className="shrink-0 rounded-lg">
            <span className="max-sm:hidden">
              <Logo name={brand} size={42} />
            </span>
            <span className="sm:hidden">
              {/* Myanmar's longer button labels leave no room for the wordmark on the narrowest phones. */}
              <Logo name={brand} size={32} wordmarkClassName="max-[439px]:[:lang(my)_&]:hidden" />
            </span>
          </Link>
          {/* One variant in the document, not both with one hidden: fewer elements to style and lay out. */}
          {desktop ? (
            <div
              className="ml-auto flex min-w-0 items-center gap-2 max-lg:hidden"
              data-testid="header-desktop"
            >
              <HeaderAccountArea
                inlineLogin={wide}
                balance={
                  <>
                    <HeaderBalance />
                    <HeaderDepositButton />
                  </>
                }
              />
              <span aria-hidden="true" className="mx-1 h-7 w-px bg-header-line" />
              <SearchButton testId="header-search" />
              <LanguageMenu />
              <ThemeToggle />
            </div>
          ) : (
            <div className="ml-auto flex items-center gap-1.5 lg:hidden" data-testid="header-compact">
              <SearchButton testId="header-search-compact" />
              <HeaderAccountArea compact balance={<HeaderBalance compact />} />
              <MobileDrawer />
            </div>
          )}
        </div>
      </div>
      {desktop && <MainNav />}
    </header>
  );
}

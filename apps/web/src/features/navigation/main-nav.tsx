import { useDeferredValue, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { useGameVendors } from '../../api/system/get-game-vendors';
import { categoryHref, paths } from '../../config/paths';
import { CATEGORY_LABEL_KEYS } from '../../lib/categories';
import { cn } from '../../lib/cn';
import { launchVendor } from '../../lib/game-launch';
import { CategoryIcon } from '../../ui/category-icon';
import { ChevronRightIcon, GiftIcon, HomeIcon } from '../../ui/icons';
import { VendorBadges } from '../../ui/vendor-badges';
import { VendorLogo } from '../../ui/vendor-logo';
import { buildNav, type NavCategoryItem } from './build-nav';

export function useNavItems() {
  // The vendors' answer redraws the navigation in a deferred (time-sliced) render: see H-homeperf-5.
  const lanes = useDeferredValue(useGameVendors().data);
  return useMemo(() => buildNav(lanes), [lanes]);
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative flex h-full items-center gap-1.5 px-2.5 text-[14px] font-semibold whitespace-nowrap transition-colors xl:px-3',
    'after:absolute after:inset-x-3 after:bottom-0 after:h-[3px] after:rounded-t-full after:bg-gold after:transition-transform',
    isActive
      ? 'text-gold-bright after:scale-x-100'
      : 'text-on-header hover:text-gold-bright after:scale-x-0 hover:after:scale-x-100',
  );

/** Escape closes an open dropdown by moving focus back to its category link. */
function onDropdownKeyDown(event: KeyboardEvent<HTMLLIElement>) {
  if (event.key !== 'Escape') return;
  const top = event.currentTarget.querySelector<HTMLElement>('[data-nav-top]');
  if (document.activeElement !== top) {
    top?.focus();
  } else {
    top?.blur();
  }
}

function CategoryDropdown({ item }: { item: NavCategoryItem }) {
  const { t } = useTranslation();
  const label = t(CATEGORY_LABEL_KEYS[item.category]);
  return (
    <div
      className={cn(
        'invisible absolute inset-x-0 top-full z-40 translate-y-1 opacity-0',
        'transition-[opacity,translate,visibility] delay-200 duration-150',
        'group-hover:visible group-hover:translate-y-0 group-hover:opacity-100 group-hover:delay-0',
        'group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-focus-within:delay-0',
      )}
      data-testid={`nav-dropdown-${item.category}`}
    >
      <div className="content-width">
        <div className="mt-px rounded-b-2xl border border-t-0 border-line bg-surface p-4 shadow-pop">
          <ul aria-label={t('vendors_of', { 0: label })} className="grid grid-cols-6 gap-2.5">
            {item.vendors.map((card) => (
              <li key={card.vassalage}>
                <Link
                  to={categoryHref(item.category, card.vassalage) ?? paths.home}
                  onClick={(e) => e.currentTarget.blur()}
                  data-testid="nav-vendor"
                  className={cn(
                    'logo-plate relative flex h-[76px] items-center justify-center rounded-xl px-3 transition',
                    'hover:-translate-y-0.5 hover:shadow-[inset_0_0_0_2px_var(--gold),0_10px_24px_-10px_rgb(0_0_0/0.5)]',
                    card.maintenance && 'opacity-60 grayscale',
                  )}
                >
                  <VendorLogo card={card} className="h-[54px] w-full" />
                  <VendorBadges card={card} compact className="absolute top-1.5 right-1.5" />
                </Link>
              </li>
            ))}
            {item.showMore && item.href && (
              <li>
                <Link
                  to={item.href}
                  onClick={(e) => e.currentTarget.blur()}
                  data-testid="nav-more"
                  className="flex h-[76px] flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-gold/70 bg-gold-soft text-[13px] font-bold text-gold-fg transition hover:border-gold hover:shadow-gold"
                >
                  <ChevronRightIcon size={20} />
                  {t('more')}
                  <span className="sr-only">{label}</span>
                </Link>
              </li>
            )}
          </ul>
        </div>
      </div>
    </div>
  );
}

/**
 * A category of the main navigation with its vendor dropdown, which is built the first time the
 * pointer or the focus reaches the category (then kept): the first page builds none of them.
 */
function DropdownItem({ item, children }: { item: NavCategoryItem; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const open = () => setOpened(true);
  return (
    <li className="group h-full" onKeyDown={onDropdownKeyDown} onPointerEnter={open} onFocus={open}>
      {children}
      {opened && <CategoryDropdown item={item} />}
    </li>
  );
}

/** The desktop main navigation (spec §2): home, categories with vendor dropdowns, promotions. */
export function MainNav() {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <nav
      aria-label={t('main_navigation')}
      data-testid="main-nav"
      className="relative border-t border-white/5 bg-nav max-lg:hidden"
    >
      <ul className="content-width no-scrollbar flex h-[52px] items-stretch justify-between overflow-x-auto overflow-y-hidden">
        <li className="h-full">
          <NavLink to={paths.home} end className={itemClass} data-nav-top>
            <HomeIcon size={18} />
            {t('nav_home')}
          </NavLink>
        </li>
        {items.map((item) => {
          const label = t(CATEGORY_LABEL_KEYS[item.category]);
          if (item.launchVendor) {
            const vendor = item.launchVendor;
            return (
              <li key={item.category} className="h-full">
                <button
                  type="button"
                  className={itemClass({ isActive: false })}
                  onClick={() => launchVendor(vendor)}
                  data-testid={`nav-${item.category}`}
                >
                  <CategoryIcon category={item.category} size={18} />
                  {label}
                </button>
              </li>
            );
          }
          return (
            <DropdownItem key={item.category} item={item}>
              <NavLink
                to={item.href ?? paths.home}
                className={itemClass}
                data-nav-top
                data-testid={`nav-${item.category}`}
              >
                <CategoryIcon category={item.category} size={18} />
                {label}
              </NavLink>
            </DropdownItem>
          );
        })}
        <li className="h-full">
          <NavLink to={paths.promotions} className={itemClass} data-testid="nav-promotions">
            <GiftIcon size={18} />
            {t('nav_promotions')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** The same navigation as a list for the phone drawer. */
export function MobileNavList({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const items = useNavItems();
  const row =
    'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-[15px] font-semibold text-fg transition hover:bg-surface-3';
  return (
    <nav aria-label={t('main_navigation')}>
      <ul className="grid gap-1">
        <li>
          <NavLink to={paths.home} end className={row} onClick={onNavigate}>
            <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-soft text-brand-fg">
              <HomeIcon size={18} />
            </span>
            {t('nav_home')}
          </NavLink>
        </li>
        {items.map((item) => {
          const label = t(CATEGORY_LABEL_KEYS[item.category]);
          const icon = (
            <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-soft text-brand-fg">
              <CategoryIcon category={item.category} size={18} />
            </span>
          );
          const count = (
            <span className="ml-auto rounded-full bg-surface-3 px-2 py-0.5 text-xs font-medium text-muted">
              {item.vendorCount}
            </span>
          );
          return (
            <li key={item.category}>
              {item.launchVendor ? (
                <button
                  type="button"
                  className={row}
                  onClick={() => {
                    onNavigate();
                    launchVendor(item.launchVendor!);
                  }}
                >
                  {icon}
                  {label}
                </button>
              ) : (
                <NavLink to={item.href ?? paths.home} className={row} onClick={onNavigate}>
                  {icon}
                  {label}
                  {count}
                </NavLink>
              )}
            </li>
          );
        })}
        <li>
          <NavLink to={paths.promotions} className={row} onClick={onNavigate}>
            <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-gold-soft text-gold-fg">
              <GiftIcon size={18} />
            </span>
            {t('nav_promotions')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

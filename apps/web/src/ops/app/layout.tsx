import type { OperatorPermission } from '@jade/contract/ops-roles';
import { useState, type ComponentType } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useOpsText } from '../lib/use-ops-text';
import { useThemeStore } from '../../stores/theme-store';
import {
  BadgeCheckIcon,
  ChartIcon,
  ChatIcon,
  CloseIcon,
  FlameIcon,
  GiftIcon,
  HeadsetIcon,
  KeyIcon,
  LifebuoyIcon,
  LogoutIcon,
  MailIcon,
  MenuIcon,
  MoonIcon,
  ShieldIcon,
  SunIcon,
  Svg,
  TargetIcon,
  TicketIcon,
  TrophyIcon,
  UserPlusIcon,
  UsersIcon,
  WalletIcon,
  WrenchIcon,
  type IconProps,
} from '../../ui/icons';
import { CoinsIcon, GridIcon, SearchIcon } from '../../ui/game-icons';
import { MegaphoneIcon } from '../features/content/content-previews';
import { LogoMark } from '../../ui/logo';
import { useSignOut } from '../api/session';
import type { OpsTextKey } from '../texts/en';
import { useOpsSession } from '../lib/ops-session';
import { useCan } from '../lib/permissions';

const ImageIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="m21 16-5-5-8 8" />
  </Svg>
);

interface NavItem {
  to: string;
  label: OpsTextKey;
  icon: ComponentType<IconProps>;
  permission: OperatorPermission;
  /** Active only on this very path (the index page would otherwise match every page). */
  end?: boolean;
}

const GaugeIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </Svg>
);

/** The console's sections, in groups; an entry shows when the role may open it. */
const NAV: { label: OpsTextKey; items: NavItem[] }[] = [
  {
    label: 'nav_overview',
    items: [{ to: '/', label: 'nav_dashboard', icon: GaugeIcon, permission: 'view', end: true }],
  },
  {
    label: 'nav_payments',
    items: [
      { to: '/payments/deposits', label: 'nav_deposits', icon: WalletIcon, permission: 'view' },
      { to: '/payments/withdrawals', label: 'nav_withdrawals', icon: ChartIcon, permission: 'view' },
    ],
  },
  {
    label: 'nav_players',
    items: [
      { to: '/players', label: 'nav_player_search', icon: SearchIcon, permission: 'view' },
      { to: '/approvals', label: 'nav_approvals', icon: BadgeCheckIcon, permission: 'view' },
    ],
  },
  {
    label: 'nav_agents',
    items: [
      { to: '/agents', label: 'nav_agent_list', icon: UsersIcon, permission: 'view', end: true },
      { to: '/agents/settlements', label: 'nav_settlements', icon: ChartIcon, permission: 'view' },
    ],
  },
  {
    label: 'nav_content',
    items: [
      { to: '/content/banners', label: 'nav_banners', icon: ImageIcon, permission: 'view' },
      { to: '/content/announcements', label: 'nav_announcements', icon: MegaphoneIcon, permission: 'view' },
      { to: '/content/popups', label: 'nav_popups', icon: GiftIcon, permission: 'view' },
      { to: '/content/promotions', label: 'nav_promotions', icon: TrophyIcon, permission: 'view' },
      { to: '/content/applications', label: 'nav_applications', icon: TicketIcon, permission: 'view' },
      { to: '/content/help', label: 'nav_help', icon: LifebuoyIcon, permission: 'view' },
      { to: '/content/messages', label: 'nav_messages', icon: MailIcon, permission: 'view' },
    ],
  },
  {
    label: 'nav_games',
    items: [
      { to: '/games/vendors', label: 'nav_vendors', icon: GridIcon, permission: 'view' },
      { to: '/games', label: 'nav_game_list', icon: FlameIcon, permission: 'view', end: true },
      { to: '/games/rtp', label: 'nav_rtp', icon: CoinsIcon, permission: 'view' },
    ],
  },
  {
    label: 'nav_service',
    items: [{ to: '/chat', label: 'nav_chat', icon: ChatIcon, permission: 'view' }],
  },
  {
    label: 'nav_settings',
    items: [
      { to: '/settings/modules', label: 'nav_settings_modules', icon: WrenchIcon, permission: 'view' },
      {
        to: '/settings/registration',
        label: 'nav_settings_registration',
        icon: UserPlusIcon,
        permission: 'view',
      },
      { to: '/settings/access', label: 'nav_settings_access', icon: ShieldIcon, permission: 'view' },
      {
        to: '/settings/customer-service',
        label: 'nav_settings_customer_service',
        icon: HeadsetIcon,
        permission: 'view',
      },
      { to: '/settings/payments', label: 'nav_money_payments', icon: WalletIcon, permission: 'view' },
      { to: '/settings/rewards', label: 'nav_money_rewards', icon: GiftIcon, permission: 'view' },
      { to: '/settings/missions', label: 'nav_missions', icon: TargetIcon, permission: 'view' },
    ],
  },
  {
    label: 'nav_administration',
    items: [
      { to: '/operators', label: 'nav_operators', icon: UsersIcon, permission: 'operators' },
      { to: '/audit', label: 'nav_audit', icon: ShieldIcon, permission: 'audit' },
      { to: '/account', label: 'nav_account', icon: KeyIcon, permission: 'self' },
    ],
  },
];

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate(): void }) {
  const { t } = useOpsText();
  const allowed = useCan(item.permission);
  if (!allowed) return null;
  const Icon = item.icon;
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.end}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition',
            isActive
              ? 'bg-white/14 text-gold-bright shadow-[inset_3px_0_0_var(--color-gold)]'
              : 'text-on-header/80 hover:bg-white/8 hover:text-on-header',
          )
        }
      >
        <Icon size={18} />
        {t(item.label)}
      </NavLink>
    </li>
  );
}

function SideNav({ onNavigate }: { onNavigate(): void }) {
  const { t } = useOpsText();
  return (
    <nav aria-label={t('nav_main')} className="grid gap-6">
      {NAV.map((group) => (
        <div key={group.label}>
          <p className="mb-2 px-3 text-[11px] font-bold tracking-[0.14em] text-on-header/50 uppercase">
            {t(group.label)}
          </p>
          <ul className="grid gap-1">
            {group.items.map((item) => (
              <NavEntry key={item.to} item={item} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function OperatorCard() {
  const { t } = useOpsText();
  const operator = useOpsSession((s) => s.operator);
  const signOut = useSignOut();
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggle);
  if (!operator) return null;
  return (
    <div className="rounded-xl border border-white/10 bg-black/15 p-3 text-on-header">
      <p className="truncate text-sm font-bold" data-testid="ops-operator-name">
        {operator.username}
      </p>
      <p className="text-xs text-gold-bright" data-testid="ops-operator-role">
        {t(`role_${operator.role}` as OpsTextKey)}
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={() => signOut.mutate()}
          className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg border border-white/15 px-2 py-1.5 text-xs font-semibold hover:bg-white/10"
          data-testid="ops-sign-out"
        >
          <LogoutIcon size={14} />
          {t('sign_out')}
        </button>
        <button
          type="button"
          onClick={toggleTheme}
          aria-label={t(theme === 'dark' ? 'theme_light' : 'theme_dark')}
          className="inline-flex h-8 w-8 items-center justify-center rounded-lg border border-white/15 hover:bg-white/10"
        >
          {theme === 'dark' ? <SunIcon size={15} /> : <MoonIcon size={15} />}
        </button>
      </div>
    </div>
  );
}

function Brand() {
  const { t } = useOpsText();
  return (
    <div className="flex items-center gap-2.5 text-on-header">
      <LogoMark size={34} />
      <div className="leading-tight">
        <p className="font-extrabold">Jade</p>
        <p className="text-[10px] font-bold tracking-[0.18em] text-gold-bright uppercase">
          {t('console_name')}
        </p>
      </div>
    </div>
  );
}

/** The console's frame: the side navigation (a panel under the top bar on a phone) and the page. */
export function ConsoleLayout() {
  const { t } = useOpsText();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  return (
    <div className="min-h-screen bg-bg lg:grid lg:grid-cols-[256px_minmax(0,1fr)]">
      <a
        href="#ops-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('skip_to_content')}
      </a>
      <header className="header-surface sticky top-0 z-40 flex h-14 items-center justify-between px-4 lg:hidden">
        <Brand />
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="ops-side"
          aria-label={t(menuOpen ? 'close' : 'menu_open')}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex h-9 w-9 items-center justify-center rounded-lg border border-header-line text-on-header"
        >
          {menuOpen ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
        </button>
      </header>
      <aside
        id="ops-side"
        className={cn(
          'header-surface flex-col gap-6 p-4 lg:sticky lg:top-0 lg:flex lg:h-screen lg:overflow-y-auto',
          menuOpen ? 'flex' : 'hidden',
        )}
      >
        <div className="hidden px-1 pt-1 lg:block">
          <Brand />
        </div>
        <SideNav onNavigate={() => setMenuOpen(false)} />
        <div className="mt-auto">
          <OperatorCard />
        </div>
      </aside>
      <main
        id="ops-main"
        key={location.pathname}
        className="min-w-0 px-6 py-7 max-sm:px-3.5 max-sm:py-5"
        tabIndex={-1}
      >
        <Outlet />
      </main>
    </div>
  );
}

import { useReportMissionsToBadge } from '../../api/missions';
import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { useReportUnreadToBadge, useUnreadCount } from '../../api/content/messages';
import { useReportRewardsToBadge } from '../../api/rewards/reward-count';
import { paths } from '../../config/paths';
import { useBadgeTotal } from '../../lib/badge-counts';
import { openAgentCentre, openMemberCentre } from '../../lib/centres';
import { cn } from '../../lib/cn';
import { useCanSee } from '../../lib/gates';
import { useModalStore } from '../../stores/modal-store';
import { useIsLoggedIn, useIsTrial, useSessionStore } from '../../stores/session-store';
import { useModule } from '../../stores/site-store';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ChevronDownIcon, LogoutIcon, MailIcon, ShieldIcon, UsersIcon } from '../../ui/icons';
import { DepositIcon, WithdrawIcon } from '../../ui/money-icons';
import { LazyMenu } from '../../ui/lazy-menu';
import { loadWithTexts } from '../../lib/load-with-texts';
import { LoginForm } from './login-form';

const AccountMenu = lazy(async () => ({
  default: (await loadWithTexts(() => import('./account-menu'))).AccountMenu,
}));

/**
 * The account corner of the header: the inline login form for visitors, the member's area when a
 * session token is present (spec §2 header, logged in). `balance` is the wallet's part of the member
 * area (balance and deposit button), composed by the app.
 */
export function HeaderAccountArea({
  compact = false,
  inlineLogin = true,
  balance,
}: {
  compact?: boolean;
  /** A visitor gets the inline login form (false: the login and register buttons, where it does not fit). */
  inlineLogin?: boolean;
  balance?: ReactNode;
}) {
  const loggedIn = useIsLoggedIn();
  if (loggedIn) {
    return (
      <>
        <BadgeReporters />
        {compact ? <CompactMemberArea balance={balance} /> : <MemberArea balance={balance} />}
      </>
    );
  }
  return compact || !inlineLogin ? <CompactVisitorArea /> : <LoginForm variant="inline" />;
}

/**
 * The unread count and the claimable rewards join the header badge (spec §2, §7 CSP_unreadCount,
 * REWCEN3 rewardCount) wherever the header shows. A member's only: a visitor's header made three
 * disabled query observers in the first render for counts it never shows.
 */
function BadgeReporters() {
  useReportUnreadToBadge();
  useReportRewardsToBadge();
  useReportMissionsToBadge();
  return null;
}

function CompactVisitorArea() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.open);
  const canRegister = useModule('USERNAMEREG3');
  const canRegisterMobile = useModule('MOBILENUMREG3');
  return (
    <div className="flex items-center gap-1.5">
      <Button variant="gold" size="sm" onClick={() => open('login')} data-testid="header-login">
        {t('hd_login_button')}
      </Button>
      {(canRegister || canRegisterMobile) && (
        <Button
          variant="primary"
          size="sm"
          className="border border-white/15"
          onClick={() => open('register')}
          data-testid="header-register"
        >
          {t('hd_sign_button')}
        </Button>
      )}
    </div>
  );
}

/** Avatar, nickname and the badge of unclaimed promotions plus unread messages. */
export function Identity({ size = 40 }: { size?: number }) {
  const { t } = useTranslation();
  const avatar = useSessionStore((s) => s.avatar);
  const name = useSessionStore((s) => s.nickname || s.username || '');
  const label = useSessionStore((s) => s.memberInfo?.clubLabel.labelName ?? '');
  const trial = useIsTrial();
  const badge = useBadgeTotal();
  return (
    <>
      <span className="relative">
        <Avatar avatar={avatar} size={size} />
        {badge > 0 && (
          <span
            data-testid="header-badge"
            aria-label={t('badge_count', { 0: badge })}
            className="absolute -top-1 -right-1 min-w-[18px] rounded-full bg-hot-badge px-1 text-center text-[11px] leading-[18px] font-bold text-white"
          >
            {badge > 99 ? '99+' : badge}
          </span>
        )}
      </span>
      <span className="min-w-0 text-left leading-tight">
        <span className="block max-w-[150px] truncate text-sm font-semibold" data-testid="member-nickname">
          {name}
        </span>
        <span className="block text-[11px] font-semibold text-gold">
          {trial ? t('trial_account') : label}
        </span>
      </span>
    </>
  );
}

function MemberArea({ balance }: { balance?: ReactNode }) {
  const { t } = useTranslation();
  const openModal = useModalStore((s) => s.open);
  const memberCentre = useCanSee('member');
  const agentCentre = useCanSee('agent');
  const trial = useIsTrial();
  const canRegister = useModule('USERNAMEREG3') || false;
  const canRegisterMobile = useModule('MOBILENUMREG3') || false;
  return (
    <div className="flex items-center gap-2 text-on-header" data-testid="member-area">
      <Link
        to={paths.vip}
        aria-label={t('vip_open')}
        title={t('vip_open')}
        data-testid="header-vip"
        className="flex items-center gap-2.5 rounded-xl pr-1 transition hover:opacity-90"
      >
        <Identity />
      </Link>
      {balance}
      {memberCentre && (
        <Button
          variant="header-ghost"
          size="icon"
          aria-label={t('security_center')}
          title={t('security_center')}
          onClick={() => openMemberCentre('securityCenter')}
          data-testid="security-centre"
        >
          <ShieldIcon size={18} />
        </Button>
      )}
      {memberCentre && <MessageCentreButton />}
      {agentCentre && (
        <Button variant="header-ghost" onClick={() => openAgentCentre()} data-testid="agent-centre">
          <UsersIcon size={17} />
          {t('agent_center')}
        </Button>
      )}
      {trial && (canRegister || canRegisterMobile) && (
        <Button variant="gold" onClick={() => openModal('register')} data-testid="trial-register">
          {t('trial_register_cta')}
        </Button>
      )}
      <Button
        variant="header-ghost"
        size="icon"
        aria-label={t('sign_out')}
        title={t('sign_out')}
        onClick={() => openModal('logoutConfirm')}
        data-testid="sign-out"
      >
        <LogoutIcon size={18} />
      </Button>
    </div>
  );
}

/** The header's message-centre button (spec §2 header, logged in) with the unread count on it. */
function MessageCentreButton() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  const label = unread > 0 ? t('message_centre_unread', { 0: unread }) : t('message_centre');
  return (
    <Button
      variant="header-ghost"
      size="icon"
      aria-label={label}
      title={label}
      className="relative"
      onClick={() => openMemberCentre('messageV2')}
      data-testid="message-centre-button"
    >
      <MailIcon size={18} />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="message-centre-count"
          className="absolute top-0.5 right-0.5 min-w-[16px] rounded-full bg-hot-badge px-1 text-center text-[10px] leading-4 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Button>
  );
}

/** The unread count after a menu entry's label (phone menu and drawer). */
export function UnreadPill() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  if (unread <= 0) return null;
  return (
    <span
      aria-label={t('badge_count', { 0: unread })}
      className="ml-auto min-w-[20px] rounded-full bg-hot-badge px-1.5 text-center text-[11px] leading-5 font-bold text-white"
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

export const menuItem =
  'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none data-[highlighted]:bg-surface-3';

function CompactMemberArea({ balance }: { balance?: ReactNode }) {
  const { t } = useTranslation();
  const avatar = useSessionStore((s) => s.avatar);
  const badge = useBadgeTotal();
  const trigger = (
    <button
      type="button"
      aria-label={t('account_menu')}
      data-testid="account-menu"
      className="relative flex items-center gap-1 rounded-full text-on-header"
    >
      <Avatar avatar={avatar} size={34} />
      {badge > 0 && (
        <span className="absolute -top-1 left-6 min-w-[16px] rounded-full bg-hot-badge px-1 text-center text-[10px] leading-4 font-bold text-white">
          {badge > 99 ? '99+' : badge}
        </span>
      )}
      <ChevronDownIcon size={14} />
    </button>
  );
  return (
    <>
      {balance}
      <LazyMenu trigger={trigger} Menu={AccountMenu} />
    </>
  );
}

/** The account section of the phone drawer: who is logged in and the same entry points. */
export function DrawerAccountSection({ onAction }: { onAction(): void }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const openModal = useModalStore((s) => s.open);
  const memberCentre = useCanSee('member');
  const agentCentre = useCanSee('agent');
  if (!loggedIn) return null;
  const item =
    'flex h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-semibold transition hover:bg-surface-3';
  return (
    <div className="grid gap-1 border-b border-line p-3" data-testid="drawer-account">
      <div className="mb-1 flex items-center gap-3 px-1">
        <Identity size={40} />
      </div>
      <button
        type="button"
        className={item}
        data-testid="drawer-deposit"
        onClick={() => {
          onAction();
          openMemberCentre('depositv2');
        }}
      >
        <DepositIcon size={18} className="text-gold-fg" />
        {t('deposit')}
      </button>
      <button
        type="button"
        className={item}
        data-testid="drawer-withdraw"
        onClick={() => {
          onAction();
          openMemberCentre('withdraw');
        }}
      >
        <WithdrawIcon size={18} className="text-brand-fg" />
        {t('withdraw')}
      </button>
      {memberCentre && (
        <button
          type="button"
          className={item}
          onClick={() => {
            onAction();
            openMemberCentre('securityCenter');
          }}
        >
          <ShieldIcon size={18} className="text-brand-fg" />
          {t('security_center')}
        </button>
      )}
      {memberCentre && (
        <button
          type="button"
          className={item}
          data-testid="drawer-messages"
          onClick={() => {
            onAction();
            openMemberCentre('messageV2');
          }}
        >
          <MailIcon size={18} className="text-brand-fg" />
          {t('message_centre')}
          <UnreadPill />
        </button>
      )}
      {agentCentre && (
        <button
          type="button"
          className={item}
          onClick={() => {
            onAction();
            openAgentCentre();
          }}
        >
          <UsersIcon size={18} className="text-brand-fg" />
          {t('agent_center')}
        </button>
      )}
      <button
        type="button"
        className={cn(item, 'text-danger')}
        onClick={() => {
          onAction();
          openModal('logoutConfirm');
        }}
      >
        <LogoutIcon size={18} />
        {t('sign_out')}
      </button>
    </div>
  );
}

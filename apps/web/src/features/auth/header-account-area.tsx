import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { session } from '../../lib/storage';
import { useModalStore } from '../../stores/modal-store';
import { useIsLoggedIn } from '../../stores/session-store';
import { Button, buttonClass } from '../../ui/button';
import { UserIcon } from '../../ui/icons';
import { LoginForm } from './login-form';

/**
 * The account corner of the header: the inline login form for visitors, the member's area when a
 * session token is present. The accounts and wallet issues fill the member area (avatar, badge,
 * balance, deposit, security, messages, agent centre, sign out) inside `MemberArea`.
 */
export function HeaderAccountArea({ compact = false }: { compact?: boolean }) {
  const loggedIn = useIsLoggedIn();
  if (loggedIn) return <MemberArea />;
  return compact ? <CompactVisitorArea /> : <LoginForm variant="inline" />;
}

function CompactVisitorArea() {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.open);
  return (
    <div className="flex items-center gap-1.5">
      <Button variant="gold" size="sm" onClick={() => open('login')} data-testid="header-login">
        {t('hd_login_button')}
      </Button>
      <Link to={paths.register} className={buttonClass('primary', 'sm', 'border border-white/15')}>
        {t('hd_sign_button')}
      </Link>
    </div>
  );
}

function MemberArea() {
  const name = session.get('nickname') || session.get('username') || session.get('account') || '';
  return (
    <div className="flex items-center gap-2.5 text-on-header" data-testid="member-area">
      <span className="flex h-10 w-10 items-center justify-center rounded-full border-2 border-gold bg-brand text-on-brand">
        <UserIcon size={20} />
      </span>
      {name && <span className="max-w-[140px] truncate text-sm font-semibold">{name}</span>}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useModalStore } from '../stores/modal-store';
import { Button } from './button';

/** A visitor's card on a member page (VIP club, point mall): what the page offers, log in or register. */
export function GuestCard({
  icon,
  title,
  text,
  loginTestId,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  loginTestId: string;
}) {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.open);
  return (
    <section className="header-surface rounded-[22px] border border-gold/40 p-6 text-on-header shadow-pop">
      {icon}
      <p className="mt-3 text-lg font-bold">{title}</p>
      <p className="mt-1.5 text-sm text-on-header-muted">{text}</p>
      <div className="mt-5 flex gap-3">
        <Button variant="gold" onClick={() => open('login')} data-testid={loginTestId}>
          {t('hd_login_button')}
        </Button>
        <Button variant="header-ghost" onClick={() => open('register')}>
          {t('hd_sign_button')}
        </Button>
      </div>
    </section>
  );
}

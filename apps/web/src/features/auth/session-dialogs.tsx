import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../config/paths';
import { logout } from '../../lib/session';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/form-field';
import { LogoutIcon, WarningIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal/modal';

/**
 * The `logoutConfirm` slot (spec §4 "Logout"): confirm, loader, server logout, session cleared but the
 * merchant kept, home.
 */
export function LogoutConfirmDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  async function confirm() {
    setPending(true);
    await logout();
    setPending(false);
    void navigate(paths.home);
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('in_popup_prompt')}
      width={400}
      minHeight={0}
      testId="logout-dialog"
      defaultAction={() => void confirm()}
      footer={(close) => (
        <>
          <Button variant="outline" onClick={close} disabled={pending} data-testid="logout-cancel">
            {t('in_more_cancel')}
          </Button>
          <Button
            variant="primary"
            className="min-w-28"
            onClick={() => void confirm()}
            disabled={pending}
            aria-busy={pending}
            data-testid="logout-confirm"
          >
            {pending ? <Spinner /> : <LogoutIcon size={16} />}
            {t('in_increase_submit')}
          </Button>
        </>
      )}
    >
      <p className="text-sm">{t('in_sure_logout')}</p>
    </Modal>
  );
}

/**
 * Says why the site logged the user out by itself (a dead token: logged in elsewhere, expired), and
 * offers to log in again.
 */
export function SessionEndedDialog() {
  const { t } = useTranslation();
  const reason = useSessionStore((s) => s.endedReason);
  const dismiss = useSessionStore((s) => s.dismissEnded);
  const openModal = useModalStore((s) => s.open);
  const text = reason === 'login.not.session' ? t('session_elsewhere') : reason ? t(reason) : '';
  return (
    <Modal
      open={reason !== null}
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      title={t('session_ended_title')}
      width={420}
      minHeight={0}
      testId="session-ended-dialog"
      defaultAction={(close) => close()}
      footer={(close) => (
        <>
          <Button variant="outline" onClick={close}>
            {t('close')}
          </Button>
          <Button
            variant="gold"
            onClick={() => {
              dismiss();
              openModal('login');
            }}
            data-testid="session-ended-login"
          >
            {t('hd_login_button')}
          </Button>
        </>
      )}
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold-fg">
          <WarningIcon size={20} />
        </span>
        <p className="pt-1 text-sm leading-relaxed" data-testid="session-ended-message">
          {text}
        </p>
      </div>
    </Modal>
  );
}

import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../config/paths';
import { loadMemberInfo } from '../../lib/session';
import { session } from '../../lib/storage';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';
import { KeyIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal/modal';
import { ChangePasswordForm } from './change-password-form';

/**
 * The `changePassword` slot: the forced change after a first login, a weak default or an expired
 * password (spec §2, §4; D14). No close button and no Escape; on success the login info refreshes,
 * the modal closes and the site goes home.
 */
export function ForcedChangeDialog({
  open,
  onOpenChange,
  oldPassword,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  oldPassword?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasPassword = useSessionStore((s) => s.memberInfo?.hasPassword ?? true);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('forced_change_title')}
      showClose={false}
      closable={false}
      width={460}
      minHeight={0}
      testId="forced-change-dialog"
    >
      <div className="mb-5 flex items-start gap-3 rounded-xl bg-gold-soft p-3.5 text-gold-fg">
        <KeyIcon size={22} className="mt-0.5 shrink-0" />
        <p className="text-[13px] leading-relaxed font-medium">{t('forced_change_text')}</p>
      </div>
      <ChangePasswordForm
        knownOldPassword={oldPassword}
        askOldPassword={hasPassword}
        submitLabel={t('in_increase_submit')}
        onChanged={async () => {
          session.remove('cpw');
          await loadMemberInfo().catch(() => undefined);
          useModalStore.getState().close('changePassword');
          void navigate(paths.home);
        }}
      />
    </Modal>
  );
}

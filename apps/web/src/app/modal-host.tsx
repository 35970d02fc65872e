import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ForcedChangeDialog } from '../features/account/forced-change-dialog';
import { AgentCentreModal } from '../features/agent-centre/agent-centre-modal';
import { ForgotPasswordDialog } from '../features/auth/forgot-password-dialog';
import { LoginDialog } from '../features/auth/login-dialog';
import { RegisterDialog } from '../features/auth/register-dialog';
import { LogoutConfirmDialog, SessionEndedDialog } from '../features/auth/session-dialogs';
import { GamePopup } from '../features/games/game-popup';
import { SearchDialog } from '../features/games/search-dialog';
import { MemberCentrePanel } from '../features/member-centre/member-centre-panel';
import { RegionDialog } from '../features/region/region-dialog';
import { useModalStore, type ModalName } from '../stores/modal-store';
import { AlertDialog } from '../ui/alert-dialog';
import { memberCentreRegistry } from './member-centre-pages';

interface SlotProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  [prop: string]: unknown;
}

function MemberCentreSlot(props: SlotProps) {
  const { t } = useTranslation();
  return (
    <MemberCentrePanel
      {...(props as Parameters<typeof MemberCentrePanel>[0])}
      registry={memberCentreRegistry(t)}
    />
  );
}

/**
 * The components that fill the named modal slots. Features register theirs here as they land
 * (notice, search, activity, gift, game and chat come with their issues).
 */
const SLOTS: Partial<Record<ModalName, ComponentType<SlotProps>>> = {
  login: LoginDialog as ComponentType<SlotProps>,
  register: RegisterDialog as ComponentType<SlotProps>,
  region: RegionDialog as ComponentType<SlotProps>,
  forgotPassword: ForgotPasswordDialog as ComponentType<SlotProps>,
  changePassword: ForcedChangeDialog as ComponentType<SlotProps>,
  logoutConfirm: LogoutConfirmDialog as ComponentType<SlotProps>,
  memberCentre: MemberCentreSlot,
  agentCentre: AgentCentreModal as ComponentType<SlotProps>,
  search: SearchDialog as ComponentType<SlotProps>,
  game: GamePopup as unknown as ComponentType<SlotProps>,
};

/** Renders every open named modal, oldest first, so the newest is on top; then the alerts. */
export function ModalHost() {
  const stack = useModalStore((s) => s.stack);
  const close = useModalStore((s) => s.close);
  return (
    <>
      {stack.map(({ name, props }) => {
        const Slot = SLOTS[name];
        if (!Slot) return null;
        return (
          <Slot
            key={name}
            {...props}
            open
            onOpenChange={(open) => {
              if (!open) close(name);
            }}
          />
        );
      })}
      <SessionEndedDialog />
      <AlertDialog />
    </>
  );
}

import type { ComponentType } from 'react';
import { LoginDialog } from '../features/auth/login-dialog';
import { RegionDialog } from '../features/region/region-dialog';
import { useModalStore, type ModalName } from '../stores/modal-store';
import { ForgotPasswordDialog } from './modals/forgot-password-dialog';

interface SlotProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  [prop: string]: unknown;
}

/**
 * The components that fill the named modal slots. Features register theirs here as they land
 * (register, changePassword, notice, search, activity, gift, game and chat come with their issues).
 */
const SLOTS: Partial<Record<ModalName, ComponentType<SlotProps>>> = {
  login: LoginDialog as ComponentType<SlotProps>,
  region: RegionDialog as ComponentType<SlotProps>,
  forgotPassword: ForgotPasswordDialog as ComponentType<SlotProps>,
};

/** Renders every open named modal, oldest first, so the newest is on top. */
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
    </>
  );
}

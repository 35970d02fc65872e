import { create } from 'zustand';

/** Every named modal of spec §2. Features fill the slots; any feature may open any of them. */
export const MODAL_NAMES = [
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'notice',
  'region',
  'search',
  'activity',
  'gift',
  'game',
  'chat',
  /** Spec §2 member centre: the right-hand panel (props: `page`). */
  'memberCentre',
  /** Spec §2 agent centre: the modal with a left menu (props: `page`). */
  'agentCentre',
  /** Spec §4 logout confirmation. */
  'logoutConfirm',
  /** Spec §2 feedback form (help page, side bar, footer). */
  'feedback',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export interface ModalEntry {
  name: ModalName;
  props: Record<string, unknown>;
}

interface ModalState {
  /** Open modals, oldest first; the last one is on top. */
  stack: ModalEntry[];
  open(name: ModalName, props?: Record<string, unknown>): void;
  close(name: ModalName): void;
  closeAll(): void;
  isOpen(name: ModalName): boolean;
}

export const useModalStore = create<ModalState>((set, get) => ({
  stack: [],
  open(name, props = {}) {
    set((s) => ({ stack: [...s.stack.filter((m) => m.name !== name), { name, props }] }));
  },
  close(name) {
    set((s) => ({ stack: s.stack.filter((m) => m.name !== name) }));
  },
  closeAll() {
    set({ stack: [] });
  },
  isOpen(name) {
    return get().stack.some((m) => m.name === name);
  },
}));

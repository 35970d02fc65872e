import { create } from 'zustand';
import type { MessageKey } from '@jade/i18n/format';

/**
 * One alert at a time (spec §8): a refused gated action (`gate`: in_need_true_account with a confirm
 * button), or a failure shown as a popup with a warning icon and a confirm button (`warning`), or a
 * plain notice (`info`). `key` is translated when shown; `text` is shown as it is (a server message).
 */
export interface Alert {
  kind: 'gate' | 'warning' | 'info';
  key?: MessageKey;
  args?: Record<string, string | number>;
  text?: string;
}

interface AlertState {
  alert: Alert | null;
  show(alert: Alert): void;
  hide(): void;
}

export const useAlertStore = create<AlertState>((set) => ({
  alert: null,
  show(alert) {
    set({ alert });
  },
  hide() {
    set({ alert: null });
  },
}));

import type { CustomerServiceEntry } from '@jade/contract/system';
import { useAlertStore } from '../../stores/alert-store';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';
import { isWebUrl } from './channels';
import { decryptCustomerServicePath } from './decrypt-path';

const WINDOW_NAME = 'jade-cs';
const WINDOW_FEATURES = 'popup,width=480,height=720';

/** The address a channel opens: csType 3 decrypted in the browser, the others as they are. */
export async function channelUrl(entry: CustomerServiceEntry): Promise<string> {
  const url = entry.csType === 3 ? await decryptCustomerServicePath(entry.path) : entry.path;
  if (!isWebUrl(url)) throw new Error('not a web address');
  return url;
}

/**
 * Opens one customer-service channel in a popup window (spec §7, §8). The window opens at once, in the
 * click, so popup blockers allow it; the address follows once decrypted. A blocked popup shows
 * `popup_blocked`; a failure closes the opened window and shows `cs_failed`.
 */
export async function openCustomerService(entry: CustomerServiceEntry): Promise<void> {
  const popup = window.open('', WINDOW_NAME, WINDOW_FEATURES);
  if (!popup) {
    useAlertStore.getState().show({ kind: 'warning', key: 'popup_blocked' });
    return;
  }
  try {
    const url = await channelUrl(entry);
    // The chat page must not script the site through window.opener.
    popup.opener = null;
    popup.location.href = url;
  } catch {
    popup.close();
    useAlertStore.getState().show({ kind: 'warning', key: 'cs_failed' });
  }
}

/**
 * Opens Jade's own live chat (csType 1; issue 16 item 9) in the 'chat' dialog. A visitor gets the
 * login dialog first; once that dialog closes with a session, the chat opens by itself.
 */
export function openLiveChat(): void {
  const modals = useModalStore.getState();
  if (useSessionStore.getState().token) {
    modals.open('chat');
    return;
  }
  modals.open('login', { reason: 'chat' });
  const stop = useModalStore.subscribe((state) => {
    if (state.stack.some((m) => m.name === 'login')) return;
    stop();
    if (useSessionStore.getState().token) useModalStore.getState().open('chat');
  });
}

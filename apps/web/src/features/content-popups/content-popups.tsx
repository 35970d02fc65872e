import { useEffect } from 'react';
import { usePopupContent } from '../../api/content/promotions';
import { useAfterFirstScreen } from '../../lib/first-screen';
import { idleTurn } from '../../lib/idle-turn';
import { session, type SessionKey } from '../../lib/storage';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';
import { preloadPopupImage } from './popup-image';
import { anyPopupPossible, nextPopup } from './popup-rules';

const flagSet = (key: SessionKey) => session.get(key) === '1';

/**
 * Opens the gift popup and then the activity popup once the page is drawn (spec §4), each once per session: its flag
 * goes into session storage as it opens. The after-login gift follows a login the same way. A popup
 * waits while another modal is open (region choice, login), so they come one after another.
 */
export function ContentPopups() {
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const othersOpen = useModalStore((s) => s.stack.length > 0);
  const open = useModalStore((s) => s.open);
  // After the first screen: the popups are no part of the first load.
  const possible = useAfterFirstScreen() && anyPopupPossible(loggedIn, flagSet);
  const { data } = usePopupContent(possible);

  useEffect(() => {
    if (!data || othersOpen) return;
    const due = nextPopup(data, loggedIn, flagSet);
    if (!due) return;
    let live = true;
    // Its code and picture first, then the opening in an idle turn of its own: three short tasks
    // instead of one long one while the page is still settling.
    void Promise.all([import('./content-popup-dialog'), preloadPopupImage(due.popup.imageUrl)])
      .catch(() => undefined)
      .then(idleTurn)
      .then(() => {
        if (!live) return;
        session.set(due.flag, '1');
        // Opening fills the modal stack; once it closes this runs again for the next popup.
        open(due.slot, { popup: due.popup, kind: due.slot });
      });
    return () => {
      live = false;
    };
  }, [data, loggedIn, othersOpen, open]);

  return null;
}

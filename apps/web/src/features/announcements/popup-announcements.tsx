import { lazy, Suspense, useState } from 'react';
import { useAnnouncements } from '../../api/content/announcements';
import { useAfterFirstScreen } from '../../lib/first-screen';
import { loadWithTexts } from '../../lib/load-with-texts';
import { session } from '../../lib/storage';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';

// The dialog (and DOMPurify) load only when a popup is due.
const PopupDialog = lazy(async () => ({
  default: (await loadWithTexts(() => import('./popup-dialog'))).PopupDialog,
}));

/**
 * The popup announcements (type PU) after login: shown once per login (the session remembers the
 * token they were shown for), after the login dialogs have closed, one after another.
 */
export function PopupAnnouncements() {
  const token = useSessionStore((s) => s.token);
  const afterFirstScreen = useAfterFirstScreen();
  // A visitor has no popups to see, and a member's can wait for the first screen: no call before.
  if (!token || !afterFirstScreen) return null;
  return <MemberPopups token={token} />;
}

function MemberPopups({ token }: { token: string }) {
  const othersOpen = useModalStore((s) => s.stack.length > 0);
  const { data, isPlaceholderData } = useAnnouncements();
  const [seen, setSeen] = useState(() => session.get('noticePopupSeen'));

  const popups = !isPlaceholderData ? (data?.popup ?? []) : [];
  const due = seen !== token && popups.length > 0;
  if (!due || othersOpen) return null;

  const finish = () => {
    session.set('noticePopupSeen', token);
    setSeen(token);
  };
  return (
    <Suspense fallback={null}>
      <PopupDialog popups={popups} onDone={finish} />
    </Suspense>
  );
}

import type { Popup } from '@jade/contract/content';
import type { SessionKey } from '../../lib/storage';

/** The session-storage flag of each popup ('1' once shown this session, spec §3 flag convention). */
export const GIFT_FLAGS = { before: 'beforeLoginGift', after: 'afterLoginGift' } as const satisfies Record<
  string,
  SessionKey
>;
export const ACTIVITY_FLAG = 'activityPopup' satisfies SessionKey;

export interface PopupSet {
  giftBeforeLogin: Popup | null;
  giftAfterLogin: Popup | null;
  activity: Popup | null;
}

export type DuePopup =
  { slot: 'gift'; flag: SessionKey; popup: Popup } | { slot: 'activity'; flag: SessionKey; popup: Popup };

/**
 * The next popup to open on load (spec §4 "Gift modal opens on load unless a before-login or after-login
 * gift flag is in session storage"; decision H-promos-1): the gift of the viewer's state — before login
 * for a visitor, after login for a member — unless its flag is set, then the activity popup unless its
 * flag is set. Null when nothing is due.
 */
export function nextPopup(
  popups: PopupSet,
  loggedIn: boolean,
  flagSet: (key: SessionKey) => boolean,
): DuePopup | null {
  const giftFlag = loggedIn ? GIFT_FLAGS.after : GIFT_FLAGS.before;
  const gift = loggedIn ? popups.giftAfterLogin : popups.giftBeforeLogin;
  if (gift && !flagSet(giftFlag)) return { slot: 'gift', flag: giftFlag, popup: gift };
  if (popups.activity && !flagSet(ACTIVITY_FLAG)) {
    return { slot: 'activity', flag: ACTIVITY_FLAG, popup: popups.activity };
  }
  return null;
}

/** Whether any popup could still be due (else the popups are not even fetched). */
export function anyPopupPossible(loggedIn: boolean, flagSet: (key: SessionKey) => boolean): boolean {
  return !flagSet(loggedIn ? GIFT_FLAGS.after : GIFT_FLAGS.before) || !flagSet(ACTIVITY_FLAG);
}

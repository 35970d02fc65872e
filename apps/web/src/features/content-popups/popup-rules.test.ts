import { describe, expect, it } from 'vitest';
import type { Popup } from '@jade/contract/content';
import type { SessionKey } from '../../lib/storage';
import { anyPopupPossible, nextPopup } from './popup-rules';

const popup = (id: number, kind: Popup['kind']): Popup => ({
  id,
  kind,
  title: kind,
  content: '',
  imageUrl: '',
  buttonText: '',
  linkageType: 'NONE',
  linkage: '',
});
const all = {
  giftBeforeLogin: popup(1, 'gift_before_login'),
  giftAfterLogin: popup(2, 'gift_after_login'),
  activity: popup(3, 'activity'),
};
const flags =
  (...set: SessionKey[]) =>
  (key: SessionKey) =>
    set.includes(key);

describe('content popups on load (spec §4)', () => {
  it('shows a visitor the before-login gift, then the activity popup', () => {
    expect(nextPopup(all, false, flags())?.popup.id).toBe(1);
    expect(nextPopup(all, false, flags('beforeLoginGift'))?.popup.id).toBe(3);
    expect(nextPopup(all, false, flags('beforeLoginGift', 'activityPopup'))).toBeNull();
  });

  it('shows a member the after-login gift, whatever the before-login flag', () => {
    expect(nextPopup(all, true, flags('beforeLoginGift', 'activityPopup'))?.popup.id).toBe(2);
    expect(nextPopup(all, true, flags('afterLoginGift', 'activityPopup'))).toBeNull();
  });

  it('skips a kind the server has none of', () => {
    expect(nextPopup({ ...all, giftBeforeLogin: null }, false, flags())?.popup.id).toBe(3);
    expect(
      nextPopup({ giftBeforeLogin: null, giftAfterLogin: null, activity: null }, false, flags()),
    ).toBeNull();
  });

  it('does not fetch when every flag of the state is set', () => {
    expect(anyPopupPossible(false, flags('beforeLoginGift', 'activityPopup'))).toBe(false);
    expect(anyPopupPossible(true, flags('beforeLoginGift', 'activityPopup'))).toBe(true);
  });
});

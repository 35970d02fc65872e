import type { TFunction } from 'i18next';
import { freePlayLogin } from '../../api/accounts/accounts';
import { deviceId } from '../../lib/device-id';
import { errorText } from '../../lib/error-text';
import { completeLogin } from '../../lib/session';
import { useAlertStore } from '../../stores/alert-store';
import { useModalStore } from '../../stores/modal-store';

/** The free-play login (FREEPLAY3): a new trial account (type 4) is created and logged in. */
export async function startFreePlay(t: TFunction): Promise<boolean> {
  try {
    const value = await freePlayLogin({
      os: typeof navigator === 'undefined' ? undefined : navigator.platform.slice(0, 64) || undefined,
      platform: 'W',
      loginDeviceId: deviceId(),
    });
    useModalStore.getState().close('login');
    await completeLogin(value, { type: 'username' });
    return true;
  } catch (error) {
    useAlertStore.getState().show({ kind: 'warning', text: errorText(t, error) });
    return false;
  }
}

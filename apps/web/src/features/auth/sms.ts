import type { TFunction } from 'i18next';
import { errorText } from '../../lib/error-text';
import { useAlertStore } from '../../stores/alert-store';
import { withCaptcha } from './captcha-prompt-store';

/**
 * Sends an SMS code; a failure shows the server's message in a popup with a warning icon and a
 * confirm button (spec §8 "SMS send failure"). Resolves with expiredMinutes, or null. After a few
 * sends the server asks for the captcha first (enumeration guard): `send` gets the answer to pass on.
 */
export async function sendSms(send: (captcha?: string) => Promise<{ expiredMinutes: number }>, t: TFunction) {
  try {
    return (await withCaptcha(send)).expiredMinutes;
  } catch (error) {
    useAlertStore.getState().show({ kind: 'warning', text: errorText(t, error) });
    return null;
  }
}

/** The dialing code as the server wants it: digits only ("+63" → "63"). */
export function dialingDigits(code: string | null | undefined): string | undefined {
  const digits = (code ?? '').replace(/\D/g, '');
  return digits || undefined;
}

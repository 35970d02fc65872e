import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { login } from '../../api/accounts/accounts';
import { deviceId } from '../../lib/device-id';
import { errorText, errorValue } from '../../lib/error-text';
import { clearRemembered, saveRemembered } from '../../lib/remember-password';
import { completeLogin } from '../../lib/session';
import { useModalStore } from '../../stores/modal-store';
import { useSiteStore } from '../../stores/site-store';
import { dialingDigits } from './sms';
import type { LoginValues } from './validate-login';

export interface LoginAttempt extends LoginValues {
  captcha?: string | undefined;
  remember?: boolean | undefined;
}

export type LoginOutcome = { ok: true } | { ok: false; message: string; captcha: boolean };

/**
 * Spec §4 "Login": send the (sealed) login, keep or forget the remembered values, then store the
 * session and run the first-login handling. The login modal closes on success.
 */
export function useLogin() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  async function submit(values: LoginAttempt): Promise<LoginOutcome> {
    setPending(true);
    const sms = values.type === 'sms';
    const countryDialingCode = dialingDigits(useSiteStore.getState().region?.countryDialingCode);
    try {
      const value = await login({
        username: sms ? values.username.replace(/[\s-]/g, '') : values.username.trim(),
        password: values.password,
        type: values.type,
        loginDeviceId: deviceId(),
        ...(values.captcha ? { captcha: values.captcha.trim() } : {}),
        ...(sms && countryDialingCode ? { countryDialingCode } : {}),
      });
      if (values.remember !== undefined) {
        if (values.remember) {
          await saveRemembered(
            sms
              ? { mobile: values.username, countryCode: countryDialingCode, lastUser: value.userName }
              : { username: values.username.trim(), password: values.password, lastUser: value.userName },
          );
        } else {
          clearRemembered();
        }
      }
      useModalStore.getState().close('login');
      await completeLogin(value, { type: values.type, password: values.password });
      return { ok: true };
    } catch (error) {
      return { ok: false, message: errorText(t, error), captcha: errorValue(error).captcha === true };
    } finally {
      setPending(false);
    }
  }

  return { submit, pending };
}

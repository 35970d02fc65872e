import { useModalStore } from '../../stores/modal-store';
import type { LoginValues } from './validate-login';

/**
 * Where every login form sends its validated values. The accounts issue replaces the body with the
 * real login (encrypted POST /wps/session/login, captcha, forced password change); until then the
 * values go to the `login` modal slot, which keeps them in memory only.
 */
export function submitLogin(values: LoginValues): void {
  useModalStore.getState().open('login', { initial: values });
}

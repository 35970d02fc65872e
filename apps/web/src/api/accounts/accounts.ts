import { accountCalls } from '@jade/contract/call-routes';
import type { CallBody, CallQuery } from '@jade/contract/call';
import type { MemberInfo } from '@jade/contract/accounts';
import { callApi } from '../client';

/**
 * The accounts calls of spec §7 "Login group", one function each. Sealing, the form-encoded body and
 * session errors are the client's business; these only name the call and its input.
 */
type Body<K extends keyof typeof accountCalls> = CallBody<(typeof accountCalls)[K]>;

export const login = (body: Body<'login'>) => callApi(accountCalls.login, { body });
export const freePlayLogin = (body: Body<'freePlay'>) => callApi(accountCalls.freePlay, { body });
export const logout = () => callApi(accountCalls.logout);
export const sendLoginSms = (body: Body<'smsNoLogin'>) => callApi(accountCalls.smsNoLogin, { body });
export const sendRegisterSms = (body: Body<'smsRegister'>) => callApi(accountCalls.smsRegister, { body });
export const register = (body: Body<'register'>) => callApi(accountCalls.register, { body });
export const registerMobile = (body: Body<'registerMobile'>) =>
  callApi(accountCalls.registerMobile, { body });
export const checkAffiliate = (query: CallQuery<typeof accountCalls.affiliate>) =>
  callApi(accountCalls.affiliate, { query });
export const changePassword = (body: Body<'changePassword'>) =>
  callApi(accountCalls.changePassword, { body });
export const forgotPasswordByEmail = (body: Body<'forgotPasswordEmail'>) =>
  callApi(accountCalls.forgotPasswordEmail, { body });
export const resetPasswordByLink = (body: Body<'resetPassword'>) =>
  callApi(accountCalls.resetPassword, { body });
export const resetPasswordByPhone = (body: Body<'phonePassword'>) =>
  callApi(accountCalls.phonePassword, { body });
/** A fresh captcha image (PNG data URL); `t` defeats every cache. */
export const getCaptcha = () => callApi(accountCalls.captcha, { query: { t: String(Date.now()) } });
/** The proof-of-work alternative to the image, bound to the same captchaId cookie. */
export const getCaptchaPow = () => callApi(accountCalls.captchaPow, { query: { t: String(Date.now()) } });
export const getMemberIcon = () => callApi(accountCalls.memberIcon);
export const getDownlineCount = () => callApi(accountCalls.downlineCount);

/** Own member info, or null for a guest (the call answers `{}`; wire reference §1). */
export async function getMemberInfo(): Promise<MemberInfo | null> {
  const value = await callApi(accountCalls.memberInfo);
  return 'id' in value && 'account' in value ? (value as MemberInfo) : null;
}

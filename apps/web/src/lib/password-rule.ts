import { validateField } from '@jade/contract/register-patterns';
import type { RegisterRule } from '@jade/contract/system';
import { useSiteStore } from '../stores/site-store';
import { encodeFieldError } from './field-errors';

/** Used when the brand has no enabled password rule (the server falls back the same way). */
export const FALLBACK_PASSWORD_RULE: RegisterRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  patternId: 0,
  acceptedPattern: '*',
};

export function usePasswordRule(): RegisterRule {
  return useSiteStore((s) => {
    const rule = s.status?.info.register.password;
    return rule?.enabled ? rule : FALLBACK_PASSWORD_RULE;
  });
}

/**
 * Spec §5 "Change password" / "Forgot password by phone": the new password is required and follows
 * the password rule; the confirmation is required and equal. Returns encoded field errors.
 */
export function checkNewPassword(
  rule: RegisterRule,
  password: string,
  confirm: string,
): { newPassword?: string; confirmNewPassword?: string } {
  const errors: { newPassword?: string; confirmNewPassword?: string } = {};
  const result = validateField(password, { ...rule, required: true });
  if (!result.ok) errors.newPassword = encodeFieldError(result.messageKey, result.args);
  if (!confirm) errors.confirmNewPassword = encodeFieldError('input_cannot_be_empty');
  else if (confirm !== password) errors.confirmNewPassword = encodeFieldError('inconsistent_twice');
  return errors;
}

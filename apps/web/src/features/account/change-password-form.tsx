import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { changePassword } from '../../api/accounts/accounts';
import { isApiError } from '../../api/api-error';
import { errorText } from '../../lib/error-text';
import { encodeFieldError, fieldErrorText, ruleFailureMessage } from '../../lib/field-errors';
import { checkNewPassword, usePasswordRule } from '../../lib/password-rule';
import { FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { LockIcon } from '../../ui/icons';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change password (spec §3 payload, §5 rules): the old password is asked unless the site still holds
 * it (the forced change right after a login with a weak default), or the account has none (D13).
 */
export function ChangePasswordForm({
  knownOldPassword,
  askOldPassword = true,
  onChanged,
  submitLabel,
}: {
  knownOldPassword?: string | undefined;
  askOldPassword?: boolean;
  onChanged(): void | Promise<void>;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const rule = usePasswordRule();
  const needOld = askOldPassword && !knownOldPassword;
  const resolver: Resolver<Values> = (values) => {
    const errors: FieldErrors<Values> = {};
    if (needOld && !values.oldPassword) {
      errors.oldPassword = { type: 'validate', message: encodeFieldError('in_increase_old_password') };
    }
    const found = checkNewPassword(rule, values.newPassword, values.confirmNewPassword);
    if (found.newPassword) errors.newPassword = { type: 'validate', message: found.newPassword };
    if (found.confirmNewPassword)
      errors.confirmNewPassword = { type: 'validate', message: found.confirmNewPassword };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setDone(false);
    try {
      const oldPassword = knownOldPassword ?? (needOld ? values.oldPassword : undefined);
      await changePassword({
        ...(oldPassword ? { oldPassword } : {}),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      reset();
      setDone(true);
      await onChanged();
    } catch (error) {
      if (isApiError(error, 'old.password.wrong') && needOld) {
        setError('oldPassword', { message: encodeFieldError('old.password.wrong') }, { shouldFocus: true });
      } else if (isApiError(error, 'password.same')) {
        setError('newPassword', { message: encodeFieldError('password.same') }, { shouldFocus: true });
      } else if (isApiError(error, 'reg_pattern_invalid')) {
        setError('newPassword', { message: ruleFailureMessage(error.value) });
      } else {
        setFormError(errorText(t, error));
      }
    }
  });
  const err = (name: keyof Values) => fieldErrorText(t, formState.errors[name]?.message);

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('change_password')}
      className="grid gap-3.5"
      data-testid="change-password-form"
    >
      {formError && <FormMessage>{formError}</FormMessage>}
      {done && <FormMessage tone="success">{t('password_changed')}</FormMessage>}
      {needOld && (
        <TextField
          label={t('old_password')}
          requiredMark
          icon={<LockIcon size={17} />}
          type="password"
          autoComplete="current-password"
          placeholder={t('in_increase_old_password')}
          maxLength={128}
          error={err('oldPassword')}
          data-testid="cp-old"
          {...register('oldPassword')}
        />
      )}
      <TextField
        label={t('new_password')}
        requiredMark
        icon={<LockIcon size={17} />}
        type="password"
        autoComplete="new-password"
        placeholder={t('in_increase_new_password')}
        maxLength={128}
        error={err('newPassword')}
        hint={fieldErrorText(
          t,
          encodeFieldError(
            `reg_pattern_${rule.patternId}`,
            rule.minLength === rule.maxLength
              ? [String(rule.minLength)]
              : [String(rule.minLength), String(rule.maxLength)],
          ),
        )}
        data-testid="cp-new"
        {...register('newPassword')}
      />
      <TextField
        label={t('confirm_new_password')}
        requiredMark
        icon={<LockIcon size={17} />}
        type="password"
        autoComplete="new-password"
        placeholder={t('reg_placeholder_confirm')}
        maxLength={128}
        error={err('confirmNewPassword')}
        data-testid="cp-confirm"
        {...register('confirmNewPassword')}
      />
      <SubmitButton busy={formState.isSubmitting} className="mt-1" data-testid="cp-submit">
        {submitLabel ?? t('change_password')}
      </SubmitButton>
    </form>
  );
}

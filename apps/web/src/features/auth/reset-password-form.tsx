import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { resetPasswordByLink } from '../../api/accounts/accounts';
import { isApiError } from '../../api/api-error';
import { errorText } from '../../lib/error-text';
import { fieldErrorText, ruleFailureMessage } from '../../lib/field-errors';
import { checkNewPassword, usePasswordRule } from '../../lib/password-rule';
import { useModalStore } from '../../stores/modal-store';
import { Button } from '../../ui/button';
import { FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { BadgeCheckIcon, LockIcon } from '../../ui/icons';

type V = { newPassword: string; confirmNewPassword: string };

/** The page of a mailed reset link (/resetPassword?token=): a new password, then the login dialog. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const rule = usePasswordRule();
  const openModal = useModalStore((s) => s.open);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(
    token && token.length >= 16 ? null : t('reset.link.invalid'),
  );
  const resolver: Resolver<V> = (values) => {
    const found = checkNewPassword(rule, values.newPassword, values.confirmNewPassword);
    const errors: FieldErrors<V> = {};
    if (found.newPassword) errors.newPassword = { type: 'v', message: found.newPassword };
    if (found.confirmNewPassword)
      errors.confirmNewPassword = { type: 'v', message: found.confirmNewPassword };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const { register, handleSubmit, formState, setError } = useForm<V>({
    resolver,
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    setFormError(null);
    try {
      await resetPasswordByLink({ token, ...values });
      setDone(true);
      openModal('login');
    } catch (error) {
      if (isApiError(error, 'reg_pattern_invalid')) {
        setError('newPassword', { message: ruleFailureMessage(error.value) });
      } else {
        setFormError(errorText(t, error));
      }
    }
  });
  const err = (name: keyof V) => fieldErrorText(t, formState.errors[name]?.message);
  if (done) {
    return (
      <div className="flex flex-col items-center py-4 text-center" data-testid="reset-done">
        <span className="mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
          <BadgeCheckIcon size={30} />
        </span>
        <p className="text-base font-bold">{t('reset_done_title')}</p>
        <p className="mt-2 text-sm text-muted">{t('reset_done_text')}</p>
        <Button variant="gold" className="mt-5" onClick={() => openModal('login')}>
          {t('hd_login_button')}
        </Button>
      </div>
    );
  }
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="grid gap-3.5"
      aria-label={t('reset_password_title')}
      data-testid="reset-form"
    >
      {formError && <FormMessage>{formError}</FormMessage>}
      <TextField
        label={t('new_password')}
        requiredMark
        icon={<LockIcon size={17} />}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        placeholder={t('in_increase_new_password')}
        error={err('newPassword')}
        disabled={!token}
        data-testid="reset-new"
        {...register('newPassword')}
      />
      <TextField
        label={t('confirm_new_password')}
        requiredMark
        icon={<LockIcon size={17} />}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        placeholder={t('reg_placeholder_confirm')}
        error={err('confirmNewPassword')}
        disabled={!token}
        data-testid="reset-confirm"
        {...register('confirmNewPassword')}
      />
      <SubmitButton busy={formState.isSubmitting} disabled={!token} data-testid="reset-submit">
        {t('in_increase_submit')}
      </SubmitButton>
    </form>
  );
}

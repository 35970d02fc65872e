import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { paymentKeys, setPaymentPassword } from '../../api/wallet/payments';
import { isApiError } from '../../api/api-error';
import { FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { KeyIcon, LockIcon } from '../../ui/icons';
import { WalletCard } from './wallet-bits';
import { walletErrorText } from './wallet-error';

export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** Digits only, six at most, while typing. */
export const digits6 = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/**
 * The first payment password (six digits, sealed call): a withdrawal needs one. Shown instead of the
 * withdrawal form while the member has none.
 */
export function PaymentPasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found: typeof errors = {};
    if (!PAYMENT_PASSWORD_PATTERN.test(password)) found.password = t('payment_password_rule');
    else if (confirm !== password) found.confirm = t('inconsistent_twice');
    setErrors(found);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      await setPaymentPassword({ paymentPassword: password, confirmPaymentPassword: confirm });
      await queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    } catch (error) {
      if (isApiError(error, 'inconsistent_twice')) setErrors({ confirm: t('inconsistent_twice') });
      else setFormError(walletErrorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <WalletCard
      title={t('payment_password_set_title')}
      icon={<KeyIcon size={18} />}
      testId="payment-password-card"
    >
      <p className="mb-4 text-sm leading-relaxed text-muted">{t('payment_password_set_text')}</p>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="grid gap-3.5 sm:max-w-md"
        data-testid="payment-password-form"
      >
        {formError && <FormMessage>{formError}</FormMessage>}
        <TextField
          label={t('payment_password')}
          requiredMark
          icon={<LockIcon size={17} />}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          placeholder={t('payment_password_rule')}
          value={password}
          onChange={(e) => {
            setPassword(digits6(e.target.value));
            setErrors((x) => ({ ...x, password: undefined }));
          }}
          error={errors.password}
          data-testid="pp-new"
        />
        <TextField
          label={t('payment_password_confirm')}
          requiredMark
          icon={<LockIcon size={17} />}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          placeholder={t('payment_password_again')}
          value={confirm}
          onChange={(e) => {
            setConfirm(digits6(e.target.value));
            setErrors((x) => ({ ...x, confirm: undefined }));
          }}
          error={errors.confirm}
          data-testid="pp-confirm"
        />
        <SubmitButton busy={busy} data-testid="pp-submit">
          {t('payment_password_save')}
        </SubmitButton>
      </form>
    </WalletCard>
  );
}

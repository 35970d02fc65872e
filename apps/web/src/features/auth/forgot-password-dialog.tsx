import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { validateField } from '@jade/contract/register-patterns';
import { forgotPasswordByEmail, resetPasswordByPhone, sendLoginSms } from '../../api/accounts/accounts';
import { isApiError } from '../../api/api-error';
import { paths } from '../../config/paths';
import { deviceId } from '../../lib/device-id';
import { errorText } from '../../lib/error-text';
import { encodeFieldError, fieldErrorText, ruleFailureMessage } from '../../lib/field-errors';
import { checkNewPassword, usePasswordRule } from '../../lib/password-rule';
import { completeLogin } from '../../lib/session';
import { useModalStore } from '../../stores/modal-store';
import { useModule, useSiteStore } from '../../stores/site-store';
import { Button } from '../../ui/button';
import { FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { BadgeCheckIcon, KeyIcon, LockIcon, MailIcon, PhoneIcon, UserIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal/modal';
import { SegmentedTabs } from '../../ui/segmented-tabs';
import { SendCodeButton } from './send-code-button';
import { withCaptcha } from './captcha-prompt-store';
import { dialingDigits, sendSms } from './sms';

type Tab = 'email' | 'phone';

function EmailTab({ onSent }: { onSent(): void }) {
  const { t } = useTranslation();
  type V = { username: string; email: string };
  const resolver: Resolver<V> = (values) => {
    const errors: FieldErrors<V> = {};
    if (!values.username.trim())
      errors.username = { type: 'v', message: encodeFieldError('in_increase_username') };
    if (!values.email.trim()) errors.email = { type: 'v', message: encodeFieldError('in_increase_email') };
    else if (
      !validateField(values.email.trim(), {
        enabled: true,
        required: true,
        minLength: 3,
        maxLength: 255,
        patternId: 3,
        acceptedPattern: '*',
      }).ok
    )
      errors.email = { type: 'v', message: encodeFieldError('email_format_error') };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const { register, handleSubmit, formState } = useForm<V>({
    resolver,
    defaultValues: { username: '', email: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await withCaptcha((captcha) =>
        forgotPasswordByEmail({
          username: values.username.trim(),
          email: values.email.trim(),
          ...(captcha ? { captcha } : {}),
        }),
      );
      onSent();
    } catch (error) {
      setFormError(errorText(t, error));
    }
  });
  const err = (name: keyof V) => fieldErrorText(t, formState.errors[name]?.message);
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="grid gap-3.5"
      aria-label={t('forgot_by_email')}
      data-testid="forgot-email-form"
    >
      <p className="text-[13px] text-muted">{t('forgot_email_intro')}</p>
      {formError && <FormMessage>{formError}</FormMessage>}
      <TextField
        label={t('reg_label_username')}
        requiredMark
        icon={<UserIcon size={17} />}
        autoComplete="username"
        placeholder={t('in_increase_username')}
        error={err('username')}
        data-testid="forgot-username"
        {...register('username')}
      />
      <TextField
        label={t('reg_label_email')}
        requiredMark
        icon={<MailIcon size={17} />}
        type="email"
        autoComplete="email"
        placeholder={t('in_increase_email')}
        error={err('email')}
        data-testid="forgot-email"
        {...register('email')}
      />
      <SubmitButton busy={formState.isSubmitting} data-testid="forgot-email-submit">
        {t('forgot_send_link')}
      </SubmitButton>
    </form>
  );
}

function PhoneTab({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const rule = usePasswordRule();
  const mobileRule = useSiteStore((s) => s.status?.info.register.mobileNum);
  const dialingCode = useSiteStore((s) => dialingDigits(s.region?.countryDialingCode));
  type V = { mobileNum: string; verificationCode: string; newPassword: string; confirmNewPassword: string };
  const checkMobile = (mobile: string) => {
    if (!mobile) return encodeFieldError('in_increase_mobileNum');
    if (mobileRule?.enabled) {
      const r = validateField(mobile, { ...mobileRule, required: true });
      if (!r.ok) return encodeFieldError('mobile_format_error');
    } else if (!/^\d{6,15}$/.test(mobile)) return encodeFieldError('mobile_format_error');
    return null;
  };
  const resolver: Resolver<V> = (values) => {
    const errors: FieldErrors<V> = {};
    const mobile = checkMobile(values.mobileNum.trim());
    if (mobile) errors.mobileNum = { type: 'v', message: mobile };
    if (!values.verificationCode.trim())
      errors.verificationCode = { type: 'v', message: encodeFieldError('in_increase_verificationCode') };
    const found = checkNewPassword(rule, values.newPassword, values.confirmNewPassword);
    if (found.newPassword) errors.newPassword = { type: 'v', message: found.newPassword };
    if (found.confirmNewPassword)
      errors.confirmNewPassword = { type: 'v', message: found.confirmNewPassword };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const { register, handleSubmit, formState, getValues, setError } = useForm<V>({
    resolver,
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const sendCode = () => {
    const mobile = getValues('mobileNum').trim();
    const problem = checkMobile(mobile);
    if (problem) {
      setError('mobileNum', { message: problem });
      return Promise.resolve(null);
    }
    return sendSms(
      (captcha) =>
        sendLoginSms({
          mobileNum: mobile,
          countryDialingCode: dialingCode,
          purpose: 'forgot',
          ...(captcha ? { captcha } : {}),
        }),
      t,
    );
  };
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const value = await resetPasswordByPhone({
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
        countryDialingCode: dialingCode,
        loginDeviceId: deviceId(),
      });
      await completeLogin(value, { type: 'sms' });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.errorCode.startsWith('sms.code')) {
        setError('verificationCode', { message: encodeFieldError(error.errorCode) }, { shouldFocus: true });
      } else if (isApiError(error, 'reg_pattern_invalid')) {
        setError('newPassword', { message: ruleFailureMessage(error.value) });
      } else {
        setFormError(errorText(t, error));
      }
    }
  });
  const err = (name: keyof V) => fieldErrorText(t, formState.errors[name]?.message);
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="grid gap-3.5"
      aria-label={t('forgot_by_phone')}
      data-testid="forgot-phone-form"
    >
      {formError && <FormMessage>{formError}</FormMessage>}
      <TextField
        label={t('reg_label_mobileNum')}
        requiredMark
        icon={<PhoneIcon size={17} />}
        prefix={dialingCode ? `+${dialingCode}` : undefined}
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('in_increase_mobileNum')}
        error={err('mobileNum')}
        data-testid="forgot-mobile"
        {...register('mobileNum')}
      />
      <TextField
        label={t('reg_label_verificationCode')}
        requiredMark
        icon={<KeyIcon size={17} />}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        placeholder={t('in_increase_verificationCode')}
        error={err('verificationCode')}
        trailing={<SendCodeButton onSend={sendCode} />}
        data-testid="forgot-code"
        {...register('verificationCode')}
      />
      <TextField
        label={t('new_password')}
        requiredMark
        icon={<LockIcon size={17} />}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        placeholder={t('in_increase_new_password')}
        error={err('newPassword')}
        data-testid="forgot-new-password"
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
        data-testid="forgot-confirm"
        {...register('confirmNewPassword')}
      />
      <SubmitButton busy={formState.isSubmitting} data-testid="forgot-phone-submit">
        {t('forgot_reset_and_login')}
      </SubmitButton>
    </form>
  );
}

/**
 * The `forgotPassword` slot (spec §2, §4): recovery by e-mail (a link is mailed when the details
 * match; the answer is the same either way) or by phone (SMS code and a new password, then logged in).
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phoneOn = useModule('CHNGPASSVERIF3');
  const smsOn = useModule('VERIFICATION3');
  const tabs: Tab[] = phoneOn && smsOn ? ['email', 'phone'] : ['email'];
  const [tab, setTab] = useState<Tab>('email');
  const [sent, setSent] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('forgot_password')}
      width={460}
      minHeight={0}
      testId="forgot-dialog"
      // Enter submits the form it was pressed in; elsewhere it presses the default (Close) button.
      defaultAction={(close) => {
        const form = (document.activeElement as HTMLElement | null)?.closest('form');
        if (form) form.requestSubmit();
        else close();
      }}
      footer={(close) => (
        <Button variant="outline" onClick={close} className="min-w-28" data-testid="dialog-default-button">
          {t('close')}
        </Button>
      )}
    >
      {sent ? (
        <div className="flex flex-col items-center py-4 text-center" data-testid="forgot-email-sent">
          <span className="mb-3 flex h-14 w-14 items-center justify-center rounded-full bg-brand-soft text-brand-fg">
            <BadgeCheckIcon size={30} />
          </span>
          <p className="text-base font-bold">{t('forgot_email_sent_title')}</p>
          <p className="mt-2 max-w-[340px] text-sm text-muted">{t('forgot_email_sent_text')}</p>
        </div>
      ) : (
        <>
          {tabs.length > 1 && (
            <SegmentedTabs<Tab>
              className="mb-4"
              label={t('forgot_method')}
              value={tab}
              onChange={setTab}
              testId="forgot-tab"
              options={[
                { value: 'email', label: t('forgot_by_email') },
                { value: 'phone', label: t('forgot_by_phone') },
              ]}
            />
          )}
          {tab === 'email' ? (
            <EmailTab onSent={() => setSent(true)} />
          ) : (
            <PhoneTab
              onDone={() => {
                useModalStore.getState().close('forgotPassword');
                void navigate(paths.home);
              }}
            />
          )}
        </>
      )}
    </Modal>
  );
}

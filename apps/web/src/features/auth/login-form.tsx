import { useEffect, useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { sendLoginSms } from '../../api/accounts/accounts';
import { cn } from '../../lib/cn';
import { loadRemembered } from '../../lib/remember-password';
import { useModalStore } from '../../stores/modal-store';
import { useModule, useSiteStore } from '../../stores/site-store';
import { Button } from '../../ui/button';
import { CheckboxField, FormMessage, Spinner, TextField } from '../../ui/form-field';
import { KeyIcon, LockIcon, PhoneIcon, UserIcon } from '../../ui/icons';
import { CaptchaImage, useCaptcha } from './captcha';
import { startFreePlay } from './free-play';
import { SendCodeButton } from './send-code-button';
import { dialingDigits, sendSms } from './sms';
import { useLogin } from './use-login';
import { validateLogin, type LoginErrors, type LoginType, type LoginValues } from './validate-login';

/** A compact field of the header's inline form (dark header surface). */
function InlineField({
  icon,
  error,
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { icon: ReactNode; error?: string | undefined; label: string }) {
  const errorId = useId();
  return (
    <div className="relative w-[168px] min-w-[104px] shrink">
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-on-header-muted">
        {icon}
      </span>
      <input
        {...input}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-10 w-full rounded-xl border border-header-line bg-black/25 pr-3 pl-10 text-sm text-on-header transition outline-none placeholder:text-on-header-muted focus:border-gold focus:bg-black/35',
          error && 'border-[#ff8a80]',
        )}
      />
      {error && (
        <p
          id={errorId}
          role="alert"
          className="absolute top-full left-0 z-10 mt-1.5 rounded-md bg-danger px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow-pop"
        >
          {error}
        </p>
      )}
    </div>
  );
}

export interface LoginFormProps {
  variant?: 'inline' | 'full';
  initial?: Partial<LoginValues> | undefined;
  /** A failure carried over from the header's inline form. */
  initialError?: string | undefined;
  initialCaptcha?: boolean | undefined;
}

/**
 * The login form (spec §2 header, logged out; §4 "Login"; §5 login rules): username or mobile + SMS
 * code when SMS login is on, the captcha when the server asks for it, remember password, a register
 * button, a forgot-password link and free play when enabled. The inline header form hands any failure
 * to the login dialog, which has room for the message and the captcha.
 */
export function LoginForm({ variant = 'full', initial, initialError, initialCaptcha }: LoginFormProps) {
  const { t } = useTranslation();
  const inline = variant === 'inline';
  const smsLogin = useModule('MOBILEVERCODELOGIN3');
  const freePlay = useModule('FREEPLAY3');
  const usernameRegister = useModule('USERNAMEREG3');
  const mobileRegister = useModule('MOBILENUMREG3');
  const canRegister = usernameRegister || mobileRegister;
  const dialingCode = useSiteStore((s) => s.region?.countryDialingCode ?? '');
  const openModal = useModalStore((s) => s.open);
  const { submit, pending } = useLogin();

  const [type, setType] = useState<LoginType>(initial?.type === 'sms' && smsLogin ? 'sms' : 'username');
  const [username, setUsername] = useState(initial?.username ?? '');
  const [password, setPassword] = useState(initial?.password ?? '');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<LoginErrors & { captcha?: 'captcha.required' }>({});
  const [formError, setFormError] = useState<string | null>(initialError ?? null);
  const [captchaNeeded, setCaptchaNeeded] = useState(initialCaptcha === true);
  const [freePlayPending, setFreePlayPending] = useState(false);
  const captchaImage = useCaptcha(captchaNeeded && !inline);

  // Prefill from the remember-password cookies (spec §4), unless values were handed over.
  useEffect(() => {
    if (initial?.username) return;
    let live = true;
    void loadRemembered().then((saved) => {
      if (!live || !saved) return;
      setRemember(true);
      if (saved.username) {
        setUsername(saved.username);
        setPassword(saved.password ?? '');
      } else if (saved.mobile && smsLogin) {
        setType('sms');
        setUsername(saved.mobile);
      }
    });
    return () => {
      live = false;
    };
  }, [initial?.username, smsLogin]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const values = { type, username: username.trim(), password };
    const found: typeof errors = validateLogin(values);
    if (captchaNeeded && !inline && !captcha.trim()) found.captcha = 'captcha.required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFormError(null);
    const outcome = await submit({
      ...values,
      captcha: captchaNeeded ? captcha : undefined,
      remember: inline ? undefined : remember,
    });
    if (outcome.ok) return;
    if (inline) {
      openModal('login', { initial: values, error: outcome.message, captcha: outcome.captcha });
      return;
    }
    setFormError(outcome.message);
    setCaptcha('');
    if (outcome.captcha) {
      if (captchaNeeded) captchaImage.refresh(true);
      setCaptchaNeeded(true);
    }
  }

  async function onFreePlay() {
    setFreePlayPending(true);
    await startFreePlay(t);
    setFreePlayPending(false);
  }

  const sms = type === 'sms';
  const sendCode = () =>
    sendSms((captcha) => {
      const mobile = username.replace(/[\s-]/g, '');
      const found = validateLogin({ type: 'sms', username: mobile, password: 'x' });
      if (found.username) {
        setErrors(found);
        return Promise.reject(new Error('invalid'));
      }
      return sendLoginSms({
        mobileNum: mobile,
        countryDialingCode: dialingDigits(dialingCode),
        purpose: 'login',
        ...(captcha ? { captcha } : {}),
      });
    }, t).catch(() => null);

  const methodTabs = smsLogin && (
    <div
      role="radiogroup"
      aria-label={t('login_method')}
      className={cn(
        'flex shrink-0 rounded-xl p-1',
        inline ? 'h-10 border border-header-line bg-black/20' : 'mb-4 bg-surface-3',
      )}
    >
      {(['username', 'sms'] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={type === value}
          data-testid={`login-type-${value}`}
          onClick={() => {
            setType(value);
            setErrors({});
            setPassword('');
          }}
          className={cn(
            'flex-1 rounded-lg px-3 text-xs font-semibold whitespace-nowrap transition',
            !inline && 'h-9 text-sm',
            type === value
              ? inline
                ? 'bg-gold text-on-gold'
                : 'bg-surface text-brand-fg shadow-card'
              : inline
                ? 'text-on-header-muted hover:text-on-header'
                : 'text-muted hover:text-fg',
          )}
        >
          {value === 'sms' ? t('login_by_mobile') : t('login_by_username')}
        </button>
      ))}
    </div>
  );

  const forgot = (
    <button
      type="button"
      onClick={() => openModal('forgotPassword')}
      className={cn(
        'text-xs font-medium underline-offset-2 hover:underline',
        inline ? 'whitespace-nowrap text-on-header-muted hover:text-gold' : 'text-brand-fg',
      )}
    >
      {t('forgot_password')}
    </button>
  );

  const usernameLabel = sms ? t('placeholder_mobile') : t('placeholder_username');
  const passwordLabel = sms ? t('placeholder_sms_code') : t('placeholder_password');

  if (inline) {
    return (
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={t('hd_login_button')}
        className="flex min-w-0 items-center gap-2"
      >
        {methodTabs}
        <InlineField
          icon={sms ? <PhoneIcon size={17} /> : <UserIcon size={17} />}
          label={usernameLabel}
          name="username"
          autoComplete={sms ? 'tel' : 'username'}
          inputMode={sms ? 'tel' : 'text'}
          placeholder={usernameLabel}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username && t(errors.username)}
          data-testid="login-username"
        />
        <div className="relative flex min-w-0 shrink items-center gap-1.5">
          <InlineField
            icon={<LockIcon size={17} />}
            label={passwordLabel}
            name="password"
            type={sms ? 'text' : 'password'}
            inputMode={sms ? 'numeric' : undefined}
            autoComplete={sms ? 'one-time-code' : 'current-password'}
            placeholder={passwordLabel}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password && t(errors.password)}
            data-testid="login-password"
          />
          {sms && <SendCodeButton onSend={sendCode} compact tone="header" />}
          <div className="absolute right-0 -bottom-[18px]">{forgot}</div>
        </div>
        <Button
          type="submit"
          variant="gold"
          data-testid="header-login"
          disabled={pending}
          aria-busy={pending}
        >
          {pending && <Spinner />}
          {t('hd_login_button')}
        </Button>
        {canRegister && (
          <Button
            variant="primary"
            className="border border-white/15"
            onClick={() => openModal('register')}
            data-testid="header-register"
          >
            {t('hd_sign_button')}
          </Button>
        )}
        {freePlay && (
          <Button
            variant="header-ghost"
            onClick={() => void onFreePlay()}
            disabled={freePlayPending}
            data-testid="free-play"
          >
            {freePlayPending && <Spinner />}
            {t('free_play')}
          </Button>
        )}
      </form>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('hd_login_button')} className="w-full">
      {methodTabs}
      <div className="grid gap-3">
        {formError && <FormMessage>{formError}</FormMessage>}
        <TextField
          label={usernameLabel}
          showLabel={false}
          icon={sms ? <PhoneIcon size={17} /> : <UserIcon size={17} />}
          prefix={sms && dialingCode ? `+${dialingDigits(dialingCode)}` : undefined}
          name="username"
          autoComplete={sms ? 'tel' : 'username'}
          inputMode={sms ? 'tel' : 'text'}
          placeholder={usernameLabel}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          error={errors.username && t(errors.username)}
          data-testid="login-username"
        />
        <TextField
          label={passwordLabel}
          showLabel={false}
          icon={<LockIcon size={17} />}
          name="password"
          type={sms ? 'text' : 'password'}
          inputMode={sms ? 'numeric' : undefined}
          autoComplete={sms ? 'one-time-code' : 'current-password'}
          placeholder={passwordLabel}
          maxLength={sms ? 255 : 128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password && t(errors.password)}
          trailing={sms ? <SendCodeButton onSend={sendCode} /> : undefined}
          data-testid="login-password"
        />
        {captchaNeeded && (
          <TextField
            label={t('captcha_label')}
            showLabel={false}
            icon={<KeyIcon size={17} />}
            name="captcha"
            autoComplete="off"
            placeholder={t('captcha_label')}
            maxLength={16}
            value={captcha}
            onChange={(e) => setCaptcha(e.target.value)}
            error={errors.captcha && t(errors.captcha)}
            trailing={
              <CaptchaImage
                url={captchaImage.url}
                failed={captchaImage.failed}
                onRefresh={() => captchaImage.refresh()}
                onSolved={setCaptcha}
              />
            }
            data-testid="login-captcha"
          />
        )}
      </div>
      <div className="mt-3 flex items-center justify-between">
        <CheckboxField
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
          data-testid="login-remember"
        >
          {t('remember_password')}
        </CheckboxField>
        {forgot}
      </div>
      <Button
        type="submit"
        variant="gold"
        size="lg"
        className="mt-4 w-full"
        data-testid="login-submit"
        disabled={pending}
        aria-busy={pending}
      >
        {pending && <Spinner />}
        {t('hd_login_button')}
      </Button>
      <div className="mt-3 flex gap-3">
        {canRegister && (
          <Button
            variant="outline"
            size="lg"
            className="flex-1"
            onClick={() => {
              useModalStore.getState().close('login');
              openModal('register');
            }}
          >
            {t('hd_sign_button')}
          </Button>
        )}
        {freePlay && (
          <Button
            variant="outline"
            size="lg"
            className="flex-1"
            onClick={() => void onFreePlay()}
            disabled={freePlayPending}
            data-testid="free-play"
          >
            {freePlayPending && <Spinner />}
            {t('free_play')}
          </Button>
        )}
      </div>
    </form>
  );
}

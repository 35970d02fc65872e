import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useModalStore } from '../../stores/modal-store';
import { useModule } from '../../stores/site-store';
import { Button, buttonClass } from '../../ui/button';
import { LockIcon, PhoneIcon, UserIcon } from '../../ui/icons';
import { submitLogin } from './submit-login';
import { validateLogin, type LoginErrors, type LoginType, type LoginValues } from './validate-login';

function Field({
  icon,
  error,
  inline,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { icon: ReactNode; error?: string | undefined; inline: boolean }) {
  const errorId = useId();
  return (
    <div className={cn('relative', inline ? 'w-[168px]' : 'w-full')}>
      <span
        className={cn(
          'pointer-events-none absolute top-1/2 left-3 -translate-y-1/2',
          inline ? 'text-on-header-muted' : 'text-subtle',
        )}
      >
        {icon}
      </span>
      <input
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'w-full rounded-xl pr-3 pl-10 text-sm transition outline-none',
          inline
            ? 'h-10 border border-header-line bg-black/25 text-on-header placeholder:text-on-header-muted focus:border-gold focus:bg-black/35'
            : 'h-12 border border-line-strong bg-surface-2 text-fg placeholder:text-subtle focus:border-brand focus:bg-surface',
          error && (inline ? 'border-[#ff8a80]' : 'border-danger'),
        )}
      />
      {error && (
        <p
          id={errorId}
          role="alert"
          className={cn(
            'text-xs font-medium',
            inline
              ? 'absolute top-full left-0 z-10 mt-1.5 rounded-md bg-danger px-2 py-1 whitespace-nowrap text-white shadow-pop'
              : 'mt-1.5 text-danger',
          )}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The login form (spec §2 header, logged out): username or mobile login when SMS login is on, a
 * register button when direct registration is on, a forgot-password link, and free play when enabled.
 */
export function LoginForm({
  variant = 'full',
  initial,
  onSubmit = submitLogin,
}: {
  variant?: 'inline' | 'full';
  initial?: Partial<LoginValues> | undefined;
  onSubmit?: (values: LoginValues) => void;
}) {
  const { t } = useTranslation();
  const inline = variant === 'inline';
  const smsLogin = useModule('MOBILEVERCODELOGIN3');
  const freePlay = useModule('FREEPLAY3');
  const usernameRegister = useModule('USERNAMEREG3');
  const mobileRegister = useModule('MOBILENUMREG3');
  const canRegister = usernameRegister || mobileRegister;
  const openModal = useModalStore((s) => s.open);

  const [type, setType] = useState<LoginType>(initial?.type === 'sms' && smsLogin ? 'sms' : 'username');
  const [username, setUsername] = useState(initial?.username ?? '');
  const [password, setPassword] = useState(initial?.password ?? '');
  const [errors, setErrors] = useState<LoginErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { type, username: username.trim(), password };
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  }

  const sms = type === 'sms';
  const tabs = smsLogin && (
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
          onClick={() => {
            setType(value);
            setErrors({});
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

  const usernameField = (
    <Field
      inline={inline}
      icon={sms ? <PhoneIcon size={17} /> : <UserIcon size={17} />}
      name="username"
      autoComplete={sms ? 'tel' : 'username'}
      inputMode={sms ? 'tel' : 'text'}
      placeholder={sms ? t('placeholder_mobile') : t('placeholder_username')}
      aria-label={sms ? t('placeholder_mobile') : t('placeholder_username')}
      value={username}
      onChange={(e) => setUsername(e.target.value)}
      error={errors.username && t(errors.username)}
      data-testid="login-username"
    />
  );
  const passwordField = (
    <Field
      inline={inline}
      icon={<LockIcon size={17} />}
      name="password"
      type={sms ? 'text' : 'password'}
      inputMode={sms ? 'numeric' : undefined}
      autoComplete={sms ? 'one-time-code' : 'current-password'}
      placeholder={sms ? t('placeholder_sms_code') : t('placeholder_password')}
      aria-label={sms ? t('placeholder_sms_code') : t('placeholder_password')}
      value={password}
      onChange={(e) => setPassword(e.target.value)}
      error={errors.password && t(errors.password)}
      data-testid="login-password"
    />
  );
  const forgot = (
    <button
      type="button"
      onClick={() => openModal('forgotPassword')}
      className={cn(
        'text-xs font-medium underline-offset-2 hover:underline',
        inline ? 'text-on-header-muted hover:text-gold' : 'text-brand-fg',
      )}
    >
      {t('forgot_password')}
    </button>
  );

  if (inline) {
    return (
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('hd_login_button')}
        className="flex items-center gap-2"
      >
        {tabs}
        {usernameField}
        <div className="relative">
          {passwordField}
          <div className="absolute -bottom-[18px] right-0">{forgot}</div>
        </div>
        <Button type="submit" variant="gold" data-testid="header-login">
          {t('hd_login_button')}
        </Button>
        {canRegister && (
          <Link to={paths.register} className={buttonClass('primary', 'md', 'border border-white/15')}>
            {t('hd_sign_button')}
          </Link>
        )}
        {freePlay && (
          <Button variant="header-ghost" onClick={() => openModal('login', { mode: 'freeplay' })}>
            {t('free_play')}
          </Button>
        )}
      </form>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('hd_login_button')} className="w-full">
      {tabs}
      <div className="grid gap-3">
        {usernameField}
        {passwordField}
      </div>
      <div className="mt-2 flex justify-end">{forgot}</div>
      <Button type="submit" variant="gold" size="lg" className="mt-4 w-full" data-testid="login-submit">
        {t('hd_login_button')}
      </Button>
      <div className="mt-3 flex gap-3">
        {canRegister && (
          <Link to={paths.register} className={buttonClass('outline', 'lg', 'flex-1')}>
            {t('hd_sign_button')}
          </Link>
        )}
        {freePlay && (
          <Button
            variant="outline"
            size="lg"
            className="flex-1"
            onClick={() => openModal('login', { mode: 'freeplay' })}
          >
            {t('free_play')}
          </Button>
        )}
      </div>
    </form>
  );
}

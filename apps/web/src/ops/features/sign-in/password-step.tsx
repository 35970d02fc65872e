import { accountCalls } from '@jade/contract/call-routes';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/api-error';
import { useOpsText } from '../../lib/use-ops-text';
import { FormMessage, SubmitButton, TextField } from '../../../ui/form-field';
import { LockIcon, RefreshIcon, UserIcon } from '../../../ui/icons';
import { opsCall } from '../../api/ops-client';
import { passwordStep } from '../../api/session';
import { opsErrorText } from '../../lib/ops-errors';
import type { Challenge } from './steps';

/** Username and password; the captcha joins after failed tries, as the server asks. */
export function PasswordStep({ onChallenge }: { onChallenge(challenge: Challenge): void }) {
  const { t } = useOpsText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaUrl, setCaptchaUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadCaptcha = () => {
    setCaptcha('');
    void opsCall(accountCalls.captcha, { query: { t: String(Date.now()) } }).then(setCaptchaUrl, () =>
      setCaptchaUrl(null),
    );
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const challenge = await passwordStep({
        username: username.trim(),
        password,
        ...(captchaUrl ? { captcha: captcha.trim() } : {}),
      });
      onChallenge(challenge);
    } catch (failure) {
      setError(opsErrorText(t, failure));
      setPassword('');
      const value = isApiError(failure) ? ((failure.value ?? {}) as { captcha?: boolean }) : {};
      if (value.captcha) loadCaptcha();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate data-testid="ops-password-form">
      <TextField
        label={t('username')}
        name="username"
        autoComplete="username"
        icon={<UserIcon size={18} />}
        value={username}
        onChange={(e) => setUsername(e.currentTarget.value)}
        required
        maxLength={64}
        autoFocus
      />
      <TextField
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        icon={<LockIcon size={18} />}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        required
        maxLength={128}
      />
      {captchaUrl && (
        <TextField
          label={t('captcha')}
          name="captcha"
          autoComplete="off"
          value={captcha}
          onChange={(e) => setCaptcha(e.currentTarget.value)}
          maxLength={16}
          trailing={
            <span className="flex items-center gap-1.5">
              <img
                src={captchaUrl}
                alt={t('captcha_image')}
                className="h-12 w-[120px] rounded-xl border border-line-strong"
              />
              <button
                type="button"
                onClick={loadCaptcha}
                aria-label={t('captcha_refresh')}
                className="inline-flex h-12 w-10 items-center justify-center rounded-xl border border-line-strong text-muted hover:text-fg"
              >
                <RefreshIcon size={18} />
              </button>
            </span>
          }
        />
      )}
      {error && <FormMessage>{error}</FormMessage>}
      <SubmitButton busy={busy} disabled={!username.trim() || !password}>
        {t('continue')}
      </SubmitButton>
    </form>
  );
}

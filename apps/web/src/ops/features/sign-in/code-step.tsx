import { useState, type FormEvent } from 'react';
import { useOpsText } from '../../lib/use-ops-text';
import { QrCode } from '../../../ui/qr-code';
import { FormMessage, SubmitButton, TextField } from '../../../ui/form-field';
import { KeyIcon, ShieldIcon } from '../../../ui/icons';
import { codeStep } from '../../api/session';
import { opsErrorText } from '../../lib/ops-errors';
import { CopyButton } from '../../ui/copy-button';
import type { Challenge, OperatorSession } from './steps';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The second step: the authenticator's code (or a recovery code); for an enrolment, the QR code first. */
export function CodeStep({
  challenge,
  onBack,
  onSignedIn,
}: {
  challenge: Challenge;
  onBack(): void;
  onSignedIn(session: OperatorSession): void;
}) {
  const { t } = useOpsText();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enrol = challenge.step === 'enrol' ? challenge : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await codeStep({ challenge: challenge.challenge, code: code.replace(/\s+/g, '') }));
    } catch (failure) {
      setError(opsErrorText(t, failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid={enrol ? 'ops-enrol' : 'ops-totp'}>
      <h1 className="flex items-center gap-2 text-lg font-extrabold text-fg">
        <ShieldIcon size={20} className="text-brand" />
        {t(enrol ? 'enrol_title' : 'totp_title')}
      </h1>
      <p className="mt-1 mb-5 text-sm text-muted">{t(enrol ? 'enrol_lead' : 'totp_lead')}</p>
      {enrol && (
        <div className="mb-5 grid justify-items-center gap-3 rounded-xl border border-line bg-surface-2 p-4">
          <div className="rounded-xl bg-white p-2">
            <QrCode value={enrol.otpauthUri} label={t('enrol_qr')} logo={false} testId="ops-enrol-qr" />
          </div>
          <p className="text-center text-xs text-muted">{t('enrol_manual')}</p>
          <div className="flex items-center gap-2">
            <code
              className="rounded-lg bg-surface-3 px-2.5 py-1.5 font-mono text-[13px] tracking-wider break-all text-fg"
              data-testid="ops-enrol-secret"
            >
              {enrol.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
            <CopyButton value={enrol.secret} />
          </div>
        </div>
      )}
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <TextField
          label={t('totp_code')}
          name="code"
          icon={<KeyIcon size={18} />}
          inputMode={enrol ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          maxLength={16}
          autoFocus
          hint={t('challenge_expires', { 0: time.format(challenge.expiresAt) })}
        />
        {error && <FormMessage>{error}</FormMessage>}
        <SubmitButton busy={busy} disabled={code.trim().length < 6}>
          {t(enrol ? 'enrol_confirm' : 'verify')}
        </SubmitButton>
        <button
          type="button"
          onClick={onBack}
          className="justify-self-center text-sm font-semibold text-brand-fg hover:underline"
        >
          {t('back_to_password')}
        </button>
      </form>
    </div>
  );
}

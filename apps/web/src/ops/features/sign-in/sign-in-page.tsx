import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useOpsText } from '../../lib/use-ops-text';
import { LogoMark } from '../../../ui/logo';
import { ShieldIcon } from '../../../ui/icons';
import { useOpsSession, type SignedInOperator } from '../../lib/ops-session';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';
import { RecoveryCodes } from '../../ui/recovery-codes';
import type { Challenge } from './steps';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: Challenge }
  | { kind: 'recovery'; codes: string[]; token: string; operator: SignedInOperator };

/**
 * Sign-in (issue 16): the password, then the authenticator's code. An operator without two-step
 * verification enrols on the way (QR code, first code), then sees the recovery codes once.
 */
export function SignInPage() {
  const { t } = useOpsText();
  const location = useLocation();
  const token = useOpsSession((s) => s.token);
  const reason = useOpsSession((s) => s.signOutReason);
  const signIn = useOpsSession((s) => s.signIn);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (token && step.kind !== 'recovery') return <Navigate to={from} replace />;

  return (
    <main
      className="header-surface flex min-h-screen items-center justify-center px-4 py-10"
      data-testid="ops-sign-in"
    >
      <div className="w-full max-w-[440px]">
        <div className="mb-6 flex items-center justify-center gap-3 text-on-header">
          <LogoMark size={44} />
          <div>
            <p className="text-xl font-extrabold tracking-tight">Jade</p>
            <p className="text-xs font-semibold tracking-[0.18em] text-gold-bright uppercase">
              {t('console_name')}
            </p>
          </div>
        </div>
        <section className="rounded-2xl border border-line bg-surface p-7 shadow-pop max-sm:p-5">
          {step.kind === 'password' && (
            <>
              <h1 className="flex items-center gap-2 text-lg font-extrabold text-fg">
                <ShieldIcon size={20} className="text-brand" />
                {t('sign_in_title')}
              </h1>
              <p className="mt-1 mb-5 text-sm text-muted">{t('sign_in_lead')}</p>
              {reason && (
                <p
                  role="status"
                  className="mb-4 rounded-xl bg-surface-3 px-3.5 py-2.5 text-[13px] text-fg"
                  data-testid="sign-out-reason"
                >
                  {t(reason === 'expired' ? 'signed_out_expired' : 'signed_out')}
                </p>
              )}
              <PasswordStep onChallenge={(challenge) => setStep({ kind: 'code', challenge })} />
            </>
          )}
          {step.kind === 'code' && (
            <CodeStep
              challenge={step.challenge}
              onBack={() => setStep({ kind: 'password' })}
              onSignedIn={(session) => {
                if (session.recoveryCodes?.length) {
                  setStep({
                    kind: 'recovery',
                    codes: session.recoveryCodes,
                    token: session.token,
                    operator: session.operator,
                  });
                } else {
                  signIn(session.token, session.operator);
                }
              }}
            />
          )}
          {step.kind === 'recovery' && (
            <RecoveryCodes
              codes={step.codes}
              username={step.operator.username}
              onDone={() => {
                setStep({ kind: 'password' });
                signIn(step.token, step.operator);
              }}
            />
          )}
        </section>
      </div>
    </main>
  );
}

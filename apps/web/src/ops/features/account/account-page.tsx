import { useState, type FormEvent } from 'react';
import { useOpsText } from '../../lib/use-ops-text';
import { FormMessage, SubmitButton, TextField } from '../../../ui/form-field';
import { KeyIcon } from '../../../ui/icons';
import { useMe, useNewRecoveryCodes } from '../../api/session';
import { formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import type { OpsTextKey } from '../../texts/en';
import { PageTitle } from '../../ui/page-title';
import { RecoveryCodes } from '../../ui/recovery-codes';

/** The operator's own sign-in: role, what it allows, the session's end, new recovery codes. */
export function AccountPage() {
  const { t } = useOpsText();
  const me = useMe();
  const renew = useNewRecoveryCodes();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim()) || renew.isPending) return;
    renew.mutate(code.trim(), { onSettled: () => setCode('') });
  };
  if (!me.data)
    return <p className="text-sm text-muted">{me.isError ? opsErrorText(t, me.error) : t('loading')}</p>;
  const { operator, permissions } = me.data;
  return (
    <>
      <PageTitle title={t('account_title')} lead={t('account_lead')} />
      <div className="grid gap-5 xl:grid-cols-2">
        <section className="rounded-2xl border border-line bg-surface p-5 shadow-card">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted">{t('username')}</dt>
            <dd className="font-semibold">{operator.username}</dd>
            <dt className="text-muted">{t('account_role')}</dt>
            <dd className="font-semibold">{t(`role_${operator.role}` as OpsTextKey)}</dd>
            <dt className="text-muted">{t('recovery_left', { 0: '' }).trim()}</dt>
            <dd className="font-semibold" data-testid="ops-recovery-left">
              {me.data.recoveryCodesLeft}
            </dd>
          </dl>
          <p className="mt-3 text-xs text-muted">
            {t('session_ends', { 0: formatTime(me.data.idleExpiresAt) })}
          </p>
          <h2 className="mt-5 mb-2 text-sm font-bold text-fg">{t('account_permissions')}</h2>
          <ul className="flex flex-wrap gap-2">
            {permissions.map((permission) => (
              <li
                key={permission}
                className="rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-fg"
              >
                {t(`perm_${permission}` as OpsTextKey)}
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-2xl border border-line bg-surface p-5 shadow-card">
          {renew.data ? (
            <RecoveryCodes codes={renew.data.recoveryCodes} username={operator.username} />
          ) : (
            <form onSubmit={submit} className="grid gap-4" noValidate>
              <h2 className="flex items-center gap-2 text-base font-bold text-fg">
                <KeyIcon size={18} className="text-brand" />
                {t('renew_codes')}
              </h2>
              <p className="text-sm text-muted">{t('renew_codes_lead')}</p>
              <TextField
                label={t('totp_code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                maxLength={6}
              />
              {renew.isError && <FormMessage>{opsErrorText(t, renew.error)}</FormMessage>}
              <SubmitButton busy={renew.isPending} disabled={!/^\d{6}$/.test(code.trim())}>
                {t('renew_codes_submit')}
              </SubmitButton>
            </form>
          )}
        </section>
      </div>
    </>
  );
}

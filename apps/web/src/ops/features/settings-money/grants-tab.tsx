import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { StatusBadge } from '../../../ui/status-badge';
import {
  useBonusGrants,
  useBonusTemplates,
  useCancelBonus,
  useGrantBonus,
  type BonusGrant,
} from '../../api/rewards';
import { formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import { DecisionDialog } from '../../ui/decision-dialog';
import { FilterSelect } from '../../ui/filter-bar';
import { QueryRows, Table, Td, Th } from '../../ui/table';

const TONES = {
  active: 'info',
  completed: 'success',
  expired: 'neutral',
  forfeited: 'warning',
  cancelled: 'danger',
} as const;

/**
 * A member's bonuses, and (with `adjust`: finance, admin) a grant of a manual template and the
 * cancellation of an active bonus, each with a reason for the audit log.
 */
export function GrantsTab({ merchantCode }: { merchantCode: string }) {
  const { t } = useOpsText();
  const canAdjust = useCan('adjust');
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const grants = useBonusGrants(merchantCode, username);
  const [cancelling, setCancelling] = useState<BonusGrant | null>(null);
  const cancel = useCancelBonus();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setUsername(typed.trim());
  };

  return (
    <div data-testid="ops-bonus-grants">
      <form onSubmit={search} className="mb-4 flex flex-wrap items-end gap-3" role="search">
        <TextField
          label={t('grants_username')}
          value={typed}
          className="w-72 max-w-full"
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        <Button type="submit" className="h-12">
          {t('search')}
        </Button>
      </form>
      {username && canAdjust && <GrantForm merchantCode={merchantCode} username={username} />}
      {username && (
        <Table label={t('grants_title')}>
          <thead>
            <tr>
              <Th>{t('grants_bonus')}</Th>
              <Th>{t('template_amount')}</Th>
              <Th>{t('grants_progress')}</Th>
              <Th>{t('money_status')}</Th>
              <Th>{t('grants_granted')}</Th>
              <Th>{t('grants_expires')}</Th>
              {canAdjust && <Th />}
            </tr>
          </thead>
          <tbody>
            <QueryRows query={grants} rows={grants.data?.list ?? []} colSpan={canAdjust ? 7 : 6}>
              {(g) => (
                <tr key={g.id}>
                  <Td className="font-semibold">{g.name}</Td>
                  <Td className="tabular-nums">{g.amount}</Td>
                  <Td className="tabular-nums">
                    {g.progress} / {g.requirement}
                  </Td>
                  <Td>
                    <StatusBadge tone={TONES[g.status]}>{t(`grants_status_${g.status}`)}</StatusBadge>
                  </Td>
                  <Td className="whitespace-nowrap">{formatTime(g.grantedAt)}</Td>
                  <Td className="whitespace-nowrap">{formatTime(g.expiresAt)}</Td>
                  {canAdjust && (
                    <Td className="text-right">
                      {g.status === 'active' && (
                        <Button variant="outline" size="sm" onClick={() => setCancelling(g)}>
                          {t('grants_cancel')}
                        </Button>
                      )}
                    </Td>
                  )}
                </tr>
              )}
            </QueryRows>
          </tbody>
        </Table>
      )}
      {cancelling && (
        <DecisionDialog
          open
          onOpenChange={(open) => !open && setCancelling(null)}
          title={t('grants_cancel')}
          lead={t('grants_cancel_lead', { 0: cancelling.name, 1: cancelling.amount })}
          confirmLabel={t('grants_cancel')}
          tone="danger"
          reasonRequired
          testId="ops-bonus-cancel"
          onConfirm={({ reason }) => cancel.mutateAsync({ grantId: cancelling.id, reason })}
        />
      )}
    </div>
  );
}

/** Grants a manual template's bonus to the member shown (idempotent per submission). */
function GrantForm({ merchantCode, username }: { merchantCode: string; username: string }) {
  const { t } = useOpsText();
  const templates = useBonusTemplates(merchantCode).query;
  const grant = useGrantBonus();
  const manual = (templates.data?.templates ?? []).filter((x) => x.trigger === 'manual' && x.active);
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => newIdempotencyKey());
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const chosen = code || manual[0]?.code || '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (grant.isPending || !chosen) return;
    if (!reason.trim()) return setMessage({ tone: 'error', text: t('decision_reason_required') });
    setMessage(null);
    grant.mutate(
      {
        merchantCode,
        username,
        templateCode: chosen,
        ...(amount.trim() ? { amount: amount.trim() } : {}),
        reason: reason.trim(),
        idempotencyKey: key,
      },
      {
        onSuccess: () => {
          setKey(newIdempotencyKey());
          setAmount('');
          setReason('');
          setMessage({ tone: 'success', text: t('grants_done') });
        },
        onError: (failure) => setMessage({ tone: 'error', text: opsErrorText(t, failure) }),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      className="mb-4 grid items-end gap-3 rounded-xl border border-line bg-surface-2 p-4 sm:grid-cols-[1fr_10rem_1fr_auto]"
      data-testid="ops-bonus-grant"
    >
      <FilterSelect
        name="template"
        label={t('grants_template')}
        value={chosen}
        options={manual.map((x) => ({ value: x.code, label: `${x.name} (${x.fixedAmount || '—'})` }))}
        onChange={(value) => setCode(value)}
      />
      <TextField
        label={t('template_amount')}
        value={amount}
        inputMode="decimal"
        onChange={(e) => setAmount(e.currentTarget.value)}
      />
      <TextField
        label={t('decision_reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Button type="submit" className="h-12" disabled={grant.isPending || !chosen}>
        {grant.isPending && <Spinner />}
        {t('grants_grant')}
      </Button>
      {message && (
        <div className="sm:col-span-4">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { useSetWithdrawLimits, type WithdrawLimits } from '../../api/payment-settings';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { amountText } from './fields';

const FIELDS = [
  'minAmount',
  'maxAmount',
  'dailyAmount',
  'dailyCount',
  'feeFixed',
  'feeRate',
  'autoReceiveMinutes',
  'fourEyesAmount',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * A region's withdrawal limits, fee and four-eyes amount. Read-only without the `settings` permission;
 * a change holds from the player's next request on.
 */
export function WithdrawLimitsForm({
  region,
  limits,
  canEdit,
}: {
  region: string;
  limits: WithdrawLimits;
  canEdit: boolean;
}) {
  const { t } = useOpsText();
  const save = useSetWithdrawLimits();
  const initial = Object.fromEntries(FIELDS.map((f) => [f, amountText(limits[f])])) as Record<Field, string>;
  const [values, setValues] = useState(initial);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    if (Number(values.minAmount) > Number(values.maxAmount)) {
      return setMessage({ tone: 'error', text: t('money_range_invalid') });
    }
    setMessage(null);
    const blankIsNull = (text: string) => (text.trim() === '' ? null : text.trim());
    save.mutate(
      {
        region,
        minAmount: values.minAmount.trim(),
        maxAmount: values.maxAmount.trim(),
        dailyAmount: values.dailyAmount.trim(),
        dailyCount: Number(values.dailyCount),
        feeFixed: values.feeFixed.trim() || '0',
        feeRate: Number(values.feeRate || 0),
        autoReceiveMinutes: values.autoReceiveMinutes.trim() ? Number(values.autoReceiveMinutes) : null,
        fourEyesAmount: blankIsNull(values.fourEyesAmount),
      },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('money_saved') }),
        onError: (failure) => setMessage({ tone: 'error', text: opsErrorText(t, failure) }),
      },
    );
  }

  const field = (name: Field, label: OpsTextKey, hint?: string) => (
    <TextField
      key={name}
      name={name}
      label={t(label, { 0: limits.currency })}
      hint={hint}
      value={values[name]}
      disabled={!canEdit}
      inputMode="decimal"
      onChange={(e) => setValues({ ...values, [name]: e.currentTarget.value })}
    />
  );

  return (
    <form onSubmit={submit} data-testid="ops-withdraw-limits">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {field('minAmount', 'money_min')}
        {field('maxAmount', 'money_max')}
        {field('dailyAmount', 'money_daily_amount')}
        {field('dailyCount', 'money_daily_count')}
        {field('feeFixed', 'money_fee_fixed')}
        {field('feeRate', 'money_fee_rate')}
        {field(
          'autoReceiveMinutes',
          'money_auto_receive',
          t('money_auto_receive_hint', { 0: limits.defaultAutoReceiveMinutes }),
        )}
        {field('fourEyesAmount', 'money_four_eyes', t('money_four_eyes_hint'))}
      </div>
      {!limits.saved && <p className="mt-3 text-sm text-muted">{t('money_limits_defaults')}</p>}
      {message && (
        <div className="mt-4">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      {canEdit && (
        <div className="mt-4 flex justify-end">
          <Button type="submit" disabled={save.isPending} data-testid="ops-withdraw-limits-save">
            {save.isPending && <Spinner />}
            {t('save')}
          </Button>
        </div>
      )}
    </form>
  );
}

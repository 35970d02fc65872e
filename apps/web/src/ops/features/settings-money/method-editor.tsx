import { useState } from 'react';
import { Button } from '../../../ui/button';
import { CheckboxField, FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal/modal';
import { useUpdateMethod, type DepositMethodRow } from '../../api/payment-settings';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import { amountText } from './fields';

/** Edits one deposit method: name, switch, limits, suggested amounts, order, and a bank account. */
export function MethodEditor({ method, onClose }: { method: DepositMethodRow; onClose(): void }) {
  const { t } = useOpsText();
  const update = useUpdateMethod();
  const [name, setName] = useState(method.name);
  const [enabled, setEnabled] = useState(method.enabled);
  const [min, setMin] = useState(amountText(method.minAmount));
  const [max, setMax] = useState(amountText(method.maxAmount));
  const [fixed, setFixed] = useState(method.fixedAmounts.join(', '));
  const [order, setOrder] = useState(String(method.sortOrder));
  const [bank, setBank] = useState(
    method.bankAccount ?? { bankName: '', accountName: '', accountNumber: '', branch: '' },
  );
  const [error, setError] = useState<string | null>(null);
  const isBank = method.kind === 'manual_bank';

  function submit(close: () => void) {
    if (update.isPending) return;
    // The page checks the order of the limits; the server checks everything again.
    if (Number(min) > Number(max)) return setError(t('money_range_invalid'));
    setError(null);
    update.mutate(
      {
        id: method.id,
        name,
        enabled,
        minAmount: min.trim(),
        maxAmount: max.trim(),
        fixedAmounts: fixed
          .split(/[,\s]+/)
          .map((a) => a.trim())
          .filter(Boolean),
        sortOrder: Number.parseInt(order, 10) || 0,
        bankAccount: isBank ? { ...bank, ...(bank.branch?.trim() ? {} : { branch: undefined }) } : null,
      },
      { onSuccess: close, onError: (failure) => setError(opsErrorText(t, failure)) },
    );
  }

  const bankField = (field: 'bankName' | 'accountName' | 'accountNumber' | 'branch', label: string) => (
    <TextField
      label={label}
      value={bank[field] ?? ''}
      onChange={(e) => setBank({ ...bank, [field]: e.currentTarget.value })}
    />
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('money_method_edit', { 0: method.name })}
      width={640}
      minHeight={0}
      draggable={false}
      testId="ops-method-editor"
      footer={(close) => (
        <>
          <Button variant="outline" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={() => submit(close)} disabled={update.isPending} data-testid="ops-method-save">
            {update.isPending && <Spinner />}
            {t('save')}
          </Button>
        </>
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('money_method_name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          className="sm:col-span-2"
        />
        <TextField
          label={t('money_min', { 0: method.currency })}
          value={min}
          inputMode="decimal"
          onChange={(e) => setMin(e.currentTarget.value)}
        />
        <TextField
          label={t('money_max', { 0: method.currency })}
          value={max}
          inputMode="decimal"
          onChange={(e) => setMax(e.currentTarget.value)}
        />
        <TextField
          label={t('money_fixed_amounts')}
          hint={t('money_fixed_amounts_hint')}
          value={fixed}
          onChange={(e) => setFixed(e.currentTarget.value)}
        />
        <TextField
          label={t('money_order')}
          value={order}
          inputMode="numeric"
          onChange={(e) => setOrder(e.currentTarget.value)}
        />
        <div className="sm:col-span-2">
          <CheckboxField checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)}>
            {t('money_method_enabled')}
          </CheckboxField>
        </div>
        {isBank && (
          <>
            <p className="text-sm font-bold text-fg sm:col-span-2">{t('money_bank_account')}</p>
            {bankField('bankName', t('money_bank_name'))}
            {bankField('accountName', t('money_account_name'))}
            {bankField('accountNumber', t('money_account_number'))}
            {bankField('branch', t('money_branch'))}
          </>
        )}
      </div>
      {error && (
        <div className="mt-4">
          <FormMessage>{error}</FormMessage>
        </div>
      )}
    </Modal>
  );
}

import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal/modal';
import { SegmentedTabs } from '../../../ui/segmented-tabs';
import { usePlayerAction } from '../../api/players';
import { formatAmount } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * Asks for a manual credit or debit. Nothing moves here: the request waits for a second operator on
 * the approvals page (four eyes), which the dialog says before and after.
 */
export function AdjustDialog({
  player,
  onClose,
  onRequested,
}: {
  player: { memberId: number; username: string; balance: number; currency: string };
  onClose(): void;
  onRequested(message: string): void;
}) {
  const { t } = useOpsText();
  const action = usePlayerAction();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(close: () => void) {
    if (action.isPending) return;
    const found: typeof problems = {};
    const value = Number(amount.trim());
    if (!AMOUNT.test(amount.trim()) || value <= 0) found.amount = t('adjust_amount_invalid');
    else if (direction === 'debit' && value > player.balance) found.amount = t('adjust_debit_too_much');
    if (!reason.trim()) found.reason = t('decision_reason_required');
    setProblems(found);
    if (found.amount || found.reason) return;
    setError(null);
    try {
      const signed = `${direction === 'credit' ? '+' : '-'}${amount.trim()}`;
      await action.mutateAsync({
        kind: 'adjust',
        body: { memberId: player.memberId, amount: signed, reason: reason.trim() },
      });
      onRequested(t('adjust_requested', { 0: formatAmount(Number(signed), player.currency) }));
      close();
    } catch (failure) {
      setError(opsErrorText(t, failure));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('adjust_title', { 0: player.username })}
      width={520}
      minHeight={0}
      draggable={false}
      testId="ops-adjust-dialog"
      defaultAction={(close) => void submit(close)}
      footer={(close) => (
        <>
          <Button variant="outline" onClick={close} disabled={action.isPending}>
            {t('cancel')}
          </Button>
          <Button
            className="min-w-28"
            onClick={() => void submit(close)}
            disabled={action.isPending}
            aria-busy={action.isPending}
            data-testid="ops-adjust-confirm"
          >
            {action.isPending && <Spinner />}
            {t('adjust_submit')}
          </Button>
        </>
      )}
    >
      <div className="grid gap-4">
        <p className="rounded-xl bg-brand-soft px-3 py-2 text-sm text-fg">{t('adjust_four_eyes')}</p>
        <SegmentedTabs<'credit' | 'debit'>
          label={t('adjust_direction')}
          value={direction}
          onChange={setDirection}
          options={[
            { value: 'credit', label: t('adjust_credit') },
            { value: 'debit', label: t('adjust_debit') },
          ]}
          testId="ops-adjust-direction"
        />
        <TextField
          label={t('adjust_amount', { 0: player.currency })}
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          hint={t('adjust_balance_now', { 0: formatAmount(player.balance, player.currency) })}
          error={problems.amount}
          requiredMark
        />
        <TextField
          label={t('decision_reason')}
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          requiredMark
          hint={t('adjust_reason_hint')}
          error={problems.reason}
        />
        {error && <FormMessage>{error}</FormMessage>}
      </div>
    </Modal>
  );
}

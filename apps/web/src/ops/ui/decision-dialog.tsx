import { useState, type ReactNode } from 'react';
import { useOpsText } from '../lib/use-ops-text';
import { Button } from '../../ui/button';
import { FormMessage, Spinner, TextField } from '../../ui/form-field';
import { Modal } from '../../ui/modal/modal';
import { opsErrorText } from '../lib/ops-errors';

export interface DecisionValues {
  reason: string;
  /** Only when the dialog asks for an amount (a payout): empty pays everything still due. */
  amount: string;
  /** Only when the dialog asks for a file (a payout's proof): null when none was chosen. */
  file: File | null;
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * One decision with a reason (payments, player actions, approvals): what it does in a sentence, a
 * reason (required when the decision says so), an amount for a payout, and the server's refusal in
 * words when there is one.
 */
export function DecisionDialog({
  open,
  onOpenChange,
  title,
  lead,
  confirmLabel,
  tone,
  reasonRequired,
  payable,
  onConfirm,
  testId,
  reasonHint,
  hideReason = false,
  fileLabel,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  lead: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
  reasonRequired: boolean;
  /** A payout: the amount still due (major units) caps the amount field. */
  payable?: number;
  onConfirm(values: DecisionValues): Promise<unknown>;
  testId: string;
  /** Under the reason field (default: where the reason is recorded and who sees it). */
  reasonHint?: string;
  /** Asks for an optional image (PNG or JPEG), e.g. the proof of a payout. */
  fileLabel?: string;
  /** An acknowledgement: no reason field and no cancel button (a one-time secret shown). */
  hideReason?: boolean;
  /** More to show above the reason (a player's figures, a warning). */
  children?: ReactNode;
}) {
  const { t } = useOpsText();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ reason?: string; amount?: string }>({});

  async function confirm(close: () => void) {
    if (busy) return;
    const problems: { reason?: string; amount?: string } = {};
    if (reasonRequired && !reason.trim()) problems.reason = t('decision_reason_required');
    if (payable !== undefined && amount.trim()) {
      const value = Number(amount);
      if (!AMOUNT.test(amount.trim()) || value <= 0 || value > payable)
        problems.amount = t('pay_amount_invalid');
    }
    setFieldError(problems);
    if (problems.reason || problems.amount) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm({ reason: reason.trim(), amount: amount.trim(), file });
      close();
    } catch (failure) {
      setError(opsErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setAmount('');
          setFile(null);
          setError(null);
          setFieldError({});
        }
        onOpenChange(next);
      }}
      title={title}
      width={520}
      minHeight={0}
      draggable={false}
      testId={testId}
      defaultAction={(close) => void confirm(close)}
      footer={(close) => (
        <>
          {!hideReason && (
            <Button variant="outline" onClick={close} disabled={busy}>
              {t('cancel')}
            </Button>
          )}
          <Button
            variant={tone}
            className="min-w-28"
            onClick={() => void confirm(close)}
            disabled={busy}
            aria-busy={busy}
            data-testid={`${testId}-confirm`}
          >
            {busy && <Spinner />}
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div className="grid gap-4">
        <p className="text-sm text-fg">{lead}</p>
        {children}
        {payable !== undefined && (
          <TextField
            label={t('pay_amount')}
            name="amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            hint={t('pay_amount_hint')}
            error={fieldError.amount}
          />
        )}
        {!hideReason && (
          <TextField
            label={t('decision_reason')}
            name="reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            requiredMark={reasonRequired}
            hint={reasonHint ?? t('decision_reason_hint')}
            error={fieldError.reason}
          />
        )}
        {fileLabel && (
          <label className="grid gap-1.5 text-[13px] font-semibold text-muted">
            {fileLabel}
            <input
              type="file"
              name="proof"
              accept="image/png,image/jpeg"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              className="text-sm text-fg file:mr-3 file:rounded-lg file:border file:border-line-strong file:bg-surface-2 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-fg"
            />
          </label>
        )}
        {error && <FormMessage>{error}</FormMessage>}
      </div>
    </Modal>
  );
}

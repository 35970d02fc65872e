import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { FormMessage, Spinner } from '../../ui/form-field';
import { Modal } from '../../ui/modal/modal';
import { walletErrorText } from './wallet-error';

/**
 * A confirmation before an action that cannot be undone (cancel a deposit, confirm a payout received):
 * Enter confirms, Escape cancels, the server's refusal is shown in the dialog.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  testId,
  tone = 'primary',
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm(): Promise<unknown>;
  testId: string;
  tone?: 'primary' | 'danger' | 'gold';
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (failure) {
      setError(walletErrorText(t, failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={title}
      width={420}
      minHeight={0}
      testId={testId}
      defaultAction={() => void confirm()}
      footer={(close) => (
        <>
          <Button variant="outline" onClick={close} disabled={busy} data-testid={`${testId}-cancel`}>
            {t('in_more_cancel')}
          </Button>
          <Button
            variant={tone}
            className="min-w-28"
            onClick={() => void confirm()}
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
      <div className="grid gap-3 text-sm">
        {error && <FormMessage>{error}</FormMessage>}
        {children}
      </div>
    </Modal>
  );
}

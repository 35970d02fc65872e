import { useState, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal/modal';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';

/** Asks before a change that closes the player site; shows the server's refusal in words. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  lead,
  confirmLabel,
  onConfirm,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  lead: string;
  confirmLabel: string;
  onConfirm(): Promise<unknown>;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useOpsText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(close: () => void) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
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
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={title}
      width={480}
      minHeight={0}
      draggable={false}
      testId={testId}
      defaultAction={(close) => void confirm(close)}
      footer={(close) => (
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
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
      <div className="grid gap-3">
        <p className="text-sm text-fg">{lead}</p>
        {children}
        {error && <FormMessage>{error}</FormMessage>}
      </div>
    </Modal>
  );
}

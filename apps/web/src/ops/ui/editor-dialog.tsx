import { useState, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { FormMessage, Spinner } from '../../ui/form-field';
import { Modal } from '../../ui/modal/modal';
import { opsErrorText } from '../lib/ops-errors';
import { useOpsText } from '../lib/use-ops-text';

/**
 * The console's editor: a form in a dialog, Cancel and Save in the footer, the server's refusal under
 * the form. The dialog stays open on a refusal, so nothing typed is lost.
 */
export function EditorDialog({
  title,
  width,
  testId,
  saveTestId,
  saveLabel,
  busy,
  error,
  onSave,
  onClose,
  children,
}: {
  title: string;
  width: number;
  testId: string;
  saveTestId: string;
  saveLabel?: string;
  busy: boolean;
  error: string | null;
  /** Called with the dialog's close, for after a successful save. */
  onSave(close: () => void): void;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useOpsText();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      width={width}
      minHeight={0}
      draggable={false}
      testId={testId}
      footer={(close) => (
        <>
          <Button variant="outline" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={() => onSave(close)} disabled={busy} data-testid={saveTestId}>
            {busy && <Spinner />}
            {saveLabel ?? t('save')}
          </Button>
        </>
      )}
    >
      {children}
      {error && (
        <div className="mt-4">
          <FormMessage>{error}</FormMessage>
        </div>
      )}
    </Modal>
  );
}

interface Mutation<B, R> {
  mutate(body: B, options: { onSuccess(result: R): void; onError(failure: unknown): void }): void;
}

/**
 * An editor's save: clears the last refusal, sends, and on success hands the answer on and closes;
 * a refusal becomes the dialog's message in the operator's words.
 */
export function useEditorSave<B, R>(mutation: Mutation<B, R>, onSaved: (result: R) => void) {
  const { t } = useOpsText();
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    setError,
    send(body: B, close: () => void) {
      setError(null);
      mutation.mutate(body, {
        onSuccess: (result) => {
          onSaved(result);
          close();
        },
        onError: (failure) => setError(opsErrorText(t, failure)),
      });
    },
  };
}

import { Button } from '../../../ui/button';
import { FormMessage, Spinner } from '../../../ui/form-field';
import { useOpsText } from '../../lib/use-ops-text';

/** Under a settings form: the outcome of the last save, and the save button for those who may. */
export function SaveBar({
  canEdit,
  pending,
  message,
  onSave,
  testId,
}: {
  canEdit: boolean;
  pending: boolean;
  message: { tone: 'error' | 'success'; text: string } | null;
  onSave(): void;
  testId: string;
}) {
  const { t } = useOpsText();
  return (
    <div className="mt-4 grid gap-3">
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      {canEdit ? (
        <div className="flex justify-end">
          <Button onClick={onSave} disabled={pending} data-testid={testId}>
            {pending && <Spinner />}
            {t('save')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('money_read_only')}</p>
      )}
    </div>
  );
}

export type SaveMessage = { tone: 'error' | 'success'; text: string } | null;

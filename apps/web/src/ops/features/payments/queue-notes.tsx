import type { OperatorRole } from '@jade/contract/ops-roles';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';

/** Above a payment queue: why a role sees no decisions, and what the last decision did. */
export function QueueNotes({
  canDecide,
  role,
  done,
}: {
  canDecide: boolean;
  role: OperatorRole | undefined;
  done: string | null;
}) {
  const { t } = useOpsText();
  return (
    <>
      {!canDecide && role && (
        <p
          className="mb-4 rounded-xl bg-surface-3 px-4 py-2.5 text-sm text-muted"
          data-testid="ops-read-only-note"
        >
          {t('not_allowed', { 0: t(`role_${role}` as OpsTextKey) })}
        </p>
      )}
      {done && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-brand-soft px-4 py-2.5 text-sm font-medium text-brand-fg"
          data-testid="ops-decision-done"
        >
          {done}
        </p>
      )}
    </>
  );
}

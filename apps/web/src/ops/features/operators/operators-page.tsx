import type { CallValue } from '@jade/contract/call';
import type { opsSessionCalls } from '@jade/contract/call-routes';
import { OPERATOR_ROLES, type OperatorRole } from '@jade/contract/ops-roles';
import { useState } from 'react';
import { useOpsText } from '../../lib/use-ops-text';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-field';
import { UserPlusIcon } from '../../../ui/icons';
import { StatusBadge } from '../../../ui/status-badge';
import { useOperators, useUpdateOperator } from '../../api/operators';
import { formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsSession } from '../../lib/ops-session';
import type { OpsTextKey } from '../../texts/en';
import { PageTitle } from '../../ui/page-title';
import { Table, TableState, Td, Th } from '../../ui/table';
import { AddOperatorDialog } from './add-operator-dialog';

type Operator = CallValue<typeof opsSessionCalls.operators>[number];

/** Operator accounts (admin): roles, status, two-step state; changes end the operator's sessions. */
export function OperatorsPage() {
  const { t } = useOpsText();
  const query = useOperators();
  const update = useUpdateOperator();
  const me = useOpsSession((s) => s.operator);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const change = (operator: Operator, body: Omit<Parameters<typeof update.mutate>[0], 'id'>) => {
    setMessage(null);
    update.mutate(
      { id: operator.id, ...body },
      {
        onSuccess: () =>
          setMessage({ tone: 'success', text: t('operator_updated', { 0: operator.username }) }),
        onError: (error) => setMessage({ tone: 'error', text: opsErrorText(t, error) }),
      },
    );
  };

  return (
    <>
      <PageTitle
        title={t('operators_title')}
        lead={t('operators_lead')}
        actions={
          <Button onClick={() => setAdding(true)} data-testid="ops-operator-add">
            <UserPlusIcon size={16} />
            {t('operator_add')}
          </Button>
        }
      />
      {message && (
        <div className="mb-4">
          <FormMessage tone={message.tone}>{message.text}</FormMessage>
        </div>
      )}
      <Table label={t('operators_title')} testId="ops-operators">
        <thead>
          <tr>
            <Th>{t('username')}</Th>
            <Th>{t('operator_role')}</Th>
            <Th>{t('operator_status')}</Th>
            <Th>{t('operator_two_factor')}</Th>
            <Th>{t('operator_last_sign_in')}</Th>
            <Th className="text-right">{t('col_actions')}</Th>
          </tr>
        </thead>
        <tbody>
          {query.isPending ? (
            <TableState colSpan={6}>{t('loading')}</TableState>
          ) : query.isError ? (
            <TableState colSpan={6}>{t('load_failed', { 0: opsErrorText(t, query.error) })}</TableState>
          ) : (
            query.data.map((operator) => {
              const self = operator.id === me?.id;
              return (
                <tr
                  key={operator.id}
                  data-testid={`ops-operator-${operator.username}`}
                  className="hover:bg-surface-2"
                >
                  <Td className="font-semibold">{operator.username}</Td>
                  <Td>
                    <select
                      aria-label={`${t('operator_role')} · ${operator.username}`}
                      value={operator.role}
                      disabled={self || update.isPending}
                      onChange={(e) => change(operator, { role: e.currentTarget.value as OperatorRole })}
                      className="h-9 rounded-lg border border-line-strong bg-surface-2 px-2 text-sm text-fg"
                    >
                      {OPERATOR_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`role_${role}` as OpsTextKey)}
                        </option>
                      ))}
                    </select>
                  </Td>
                  <Td>
                    <StatusBadge tone={operator.status === 'active' ? 'success' : 'neutral'}>
                      {t(operator.status === 'active' ? 'operator_active' : 'operator_disabled')}
                    </StatusBadge>
                  </Td>
                  <Td>
                    <StatusBadge tone={operator.twoFactor ? 'success' : 'warning'}>
                      {t(operator.twoFactor ? 'operator_enrolled' : 'operator_not_enrolled')}
                    </StatusBadge>
                  </Td>
                  <Td className="whitespace-nowrap text-muted">
                    {operator.lastLoginAt ? formatTime(operator.lastLoginAt) : t('never')}
                  </Td>
                  <Td className="text-right whitespace-nowrap">
                    {!self && (
                      <span className="inline-flex gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={!operator.twoFactor || update.isPending}
                          onClick={() => {
                            if (
                              window.confirm(t('operator_reset_two_factor_confirm', { 0: operator.username }))
                            )
                              change(operator, { resetTwoFactor: true });
                          }}
                        >
                          {t('operator_reset_two_factor')}
                        </Button>
                        <Button
                          size="sm"
                          variant={operator.status === 'active' ? 'danger' : 'primary'}
                          disabled={update.isPending}
                          onClick={() =>
                            change(operator, { status: operator.status === 'active' ? 'disabled' : 'active' })
                          }
                        >
                          {t(operator.status === 'active' ? 'operator_disable' : 'operator_enable')}
                        </Button>
                      </span>
                    )}
                  </Td>
                </tr>
              );
            })
          )}
        </tbody>
      </Table>
      {adding && (
        <AddOperatorDialog
          onClose={() => setAdding(false)}
          onCreated={(username) =>
            setMessage({ tone: 'success', text: t('operator_created', { 0: username }) })
          }
        />
      )}
    </>
  );
}

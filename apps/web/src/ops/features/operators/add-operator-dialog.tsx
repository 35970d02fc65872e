import { OPERATOR_ROLES, type OperatorRole } from '@jade/contract/ops-roles';
import { useState } from 'react';
import { useOpsText } from '../../lib/use-ops-text';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal/modal';
import { useCreateOperator } from '../../api/operators';
import { opsErrorText } from '../../lib/ops-errors';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';

const USERNAME = /^[a-zA-Z0-9_.-]{3,32}$/;
const strong = (p: string) => p.length >= 12 && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p);

/** A new operator: username, role and an initial password; two-step enrolment follows at sign-in. */
export function AddOperatorDialog({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(username: string): void;
}) {
  const { t } = useOpsText();
  const create = useCreateOperator();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [error, setError] = useState<string | null>(null);
  const usernameOk = USERNAME.test(username.trim());
  const passwordOk = strong(password);

  const submit = (close: () => void) => {
    if (!usernameOk || !passwordOk || create.isPending) return;
    setError(null);
    create.mutate(
      { username: username.trim(), password, role },
      {
        onSuccess: (operator) => {
          onCreated(operator.username);
          close();
        },
        onError: (failure) => setError(opsErrorText(t, failure)),
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('operator_add')}
      width={480}
      minHeight={0}
      draggable={false}
      testId="ops-add-operator"
      defaultAction={submit}
      footer={(close) => (
        <>
          <Button variant="outline" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => submit(close)}
            disabled={!usernameOk || !passwordOk || create.isPending}
            data-testid="ops-add-operator-confirm"
          >
            {create.isPending && <Spinner />}
            {t('operator_add')}
          </Button>
        </>
      )}
    >
      <div className="grid gap-4">
        <TextField
          label={t('username')}
          name="username"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          maxLength={32}
          autoComplete="off"
        />
        <FilterSelect
          name="role"
          label={t('operator_role')}
          value={role}
          onChange={(value) => value && setRole(value)}
          options={OPERATOR_ROLES.map((r) => ({ value: r, label: t(`role_${r}` as OpsTextKey) }))}
        />
        <TextField
          label={t('operator_new_password')}
          name="new-password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          maxLength={128}
          hint={t('operator_password_hint')}
        />
        {error && <FormMessage>{error}</FormMessage>}
      </div>
    </Modal>
  );
}

import { checkRegisterRules, PATTERN_MESSAGE_DEFAULTS_EN } from '@jade/contract/register-patterns';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { CheckboxField, FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal/modal';
import { StatusBadge } from '../../../ui/status-badge';
import { useChangeSettings, type OpsSettings, type RegisterRuleRow } from '../../api/settings';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { Table, Td, Th } from '../../ui/table';

const PATTERN_IDS = Object.keys(PATTERN_MESSAGE_DEFAULTS_EN).map(Number);
const patternText = (id: number) =>
  (PATTERN_MESSAGE_DEFAULTS_EN[id] ?? '')
    .replace('Must be {0}-{1} ', '')
    .replace(' of {0}-{1} characters', '');
const fieldName = (t: ReturnType<typeof useOpsText>['t'], field: string) =>
  t(`settings_field_${field}` as OpsTextKey, { defaultValue: field });

/** The brand's registration field rules: the register form and the server check both follow them. */
export function RegistrationPanel({ data, canWrite }: { data: OpsSettings; canWrite: boolean }) {
  const { t } = useOpsText();
  const [editing, setEditing] = useState<RegisterRuleRow | null>(null);
  return (
    <section className="grid gap-3">
      <p className="text-[13px] text-muted">{t('settings_register_hint')}</p>
      <Table label={t('settings_tab_registration')} testId="ops-register-rules">
        <thead>
          <tr>
            <Th>{t('settings_register_field')}</Th>
            <Th>{t('settings_register_shown')}</Th>
            <Th>{t('settings_register_length')}</Th>
            <Th>{t('settings_register_pattern')}</Th>
            {canWrite && <Th className="text-right">{t('settings_actions')}</Th>}
          </tr>
        </thead>
        <tbody>
          {data.registerRules.map((rule) => (
            <tr key={rule.field} data-testid={`ops-register-${rule.field}`}>
              <Td>
                <p className="font-semibold text-fg">{fieldName(t, rule.field)}</p>
                <p className="font-mono text-xs text-muted">{rule.field}</p>
              </Td>
              <Td>
                <StatusBadge tone={rule.enabled ? (rule.required ? 'info' : 'success') : 'neutral'}>
                  {t(
                    rule.enabled
                      ? rule.required
                        ? 'settings_required'
                        : 'settings_optional'
                      : 'settings_hidden',
                  )}
                </StatusBadge>
              </Td>
              <Td
                className="whitespace-nowrap tabular-nums"
                data-testid={`ops-register-${rule.field}-length`}
              >
                {rule.minLength === rule.maxLength ? rule.minLength : `${rule.minLength}–${rule.maxLength}`}
              </Td>
              <Td className="max-w-72">
                <p className="text-[13px]">{patternText(rule.patternId)}</p>
                <p className="truncate font-mono text-xs text-muted" title={rule.acceptedPattern}>
                  {rule.acceptedPattern}
                </p>
              </Td>
              {canWrite && (
                <Td className="text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(rule)}
                    data-testid={`ops-register-${rule.field}-edit`}
                  >
                    {t('settings_edit')}
                  </Button>
                </Td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {editing && <RuleEditor region={data.region.code} rule={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function RuleEditor({ region, rule, onClose }: { region: string; rule: RegisterRuleRow; onClose(): void }) {
  const { t } = useOpsText();
  const change = useChangeSettings();
  const [draft, setDraft] = useState({
    enabled: rule.enabled,
    required: rule.required,
    minLength: String(rule.minLength),
    maxLength: String(rule.maxLength),
    patternId: rule.patternId,
    acceptedPattern: rule.acceptedPattern,
  });
  const [error, setError] = useState<string | null>(null);

  async function save(close: () => void) {
    const values = {
      enabled: draft.enabled,
      required: draft.enabled && draft.required,
      minLength: Number(draft.minLength),
      maxLength: Number(draft.maxLength),
      patternId: draft.patternId,
      acceptedPattern: draft.acceptedPattern.trim(),
    };
    const lengthsOk = [values.minLength, values.maxLength].every(
      (n) => Number.isInteger(n) && n >= 0 && n <= 255,
    );
    const [problem] = lengthsOk ? checkRegisterRules({ [rule.field]: values }) : [{ problem: '' }];
    if (!lengthsOk || values.maxLength < 1 || problem) {
      setError(
        `${t('error.settings.register.rule.invalid')}${problem?.problem ? ` (${problem.problem})` : ''}`,
      );
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({ kind: 'registerRule', body: { region, field: rule.field, ...values } });
      close();
    } catch (failure) {
      setError(opsErrorText(t, failure));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('settings_register_edit', { 0: fieldName(t, rule.field) })}
      width={520}
      minHeight={0}
      draggable={false}
      testId="ops-register-editor"
      footer={(close) => (
        <>
          <Button variant="outline" onClick={close} disabled={change.isPending}>
            {t('cancel')}
          </Button>
          <Button
            className="min-w-28"
            onClick={() => void save(close)}
            disabled={change.isPending}
            data-testid="ops-register-save"
          >
            {change.isPending && <Spinner />}
            {t('settings_save')}
          </Button>
        </>
      )}
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap gap-5">
          <CheckboxField
            data-testid="ops-register-enabled"
            checked={draft.enabled}
            onChange={(e) => setDraft({ ...draft, enabled: e.currentTarget.checked })}
          >
            {t('settings_register_enabled')}
          </CheckboxField>
          <CheckboxField
            data-testid="ops-register-required"
            checked={draft.required}
            disabled={!draft.enabled}
            onChange={(e) => setDraft({ ...draft, required: e.currentTarget.checked })}
          >
            {t('settings_register_required')}
          </CheckboxField>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('settings_register_min')}
            inputMode="numeric"
            value={draft.minLength}
            data-testid="ops-register-min"
            onChange={(e) => setDraft({ ...draft, minLength: e.currentTarget.value })}
          />
          <TextField
            label={t('settings_register_max')}
            inputMode="numeric"
            value={draft.maxLength}
            data-testid="ops-register-max"
            onChange={(e) => setDraft({ ...draft, maxLength: e.currentTarget.value })}
          />
        </div>
        <label className="grid gap-1.5 text-[13px] font-semibold text-muted">
          {t('settings_register_pattern')}
          <select
            className="h-11 w-full rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg outline-none focus:border-brand"
            value={draft.patternId}
            onChange={(e) => setDraft({ ...draft, patternId: Number(e.currentTarget.value) })}
          >
            {PATTERN_IDS.map((id) => (
              <option key={id} value={id}>
                {id}: {patternText(id)}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('settings_register_accepted')}
          hint={t('settings_register_accepted_hint')}
          spellCheck={false}
          value={draft.acceptedPattern}
          onChange={(e) => setDraft({ ...draft, acceptedPattern: e.currentTarget.value })}
        />
        {error && <FormMessage>{error}</FormMessage>}
      </div>
    </Modal>
  );
}

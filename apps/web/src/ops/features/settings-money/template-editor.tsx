import { REBATE_PRODUCT_TYPES } from '@jade/contract/agent-team';
import { BONUS_KINDS, BONUS_TRIGGERS, WAGER_BASES } from '@jade/contract/rewards';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { CheckboxField, FormMessage, TextField } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal/modal';
import type { BonusTemplate } from '../../api/rewards';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import { amountText, CellInput } from './fields';

export type TemplateDraft = Omit<
  BonusTemplate,
  'percent' | 'fixedAmount' | 'maxBonus' | 'minDeposit' | 'multiple' | 'expiryDays' | 'weights'
> & {
  percent: string;
  fixedAmount: string;
  maxBonus: string;
  minDeposit: string;
  multiple: string;
  expiryDays: string;
  weights: Record<string, string>;
};

export const draftOf = (t: BonusTemplate): TemplateDraft => ({
  ...t,
  percent: String(t.percent),
  fixedAmount: amountText(t.fixedAmount),
  maxBonus: amountText(t.maxBonus),
  minDeposit: amountText(t.minDeposit),
  multiple: String(t.multiple),
  expiryDays: String(t.expiryDays),
  weights: Object.fromEntries(t.weights.map((w) => [w.productType, String(w.weight)])),
});

export const NEW_TEMPLATE: TemplateDraft = {
  code: '',
  kind: 'manual',
  trigger: 'manual',
  name: '',
  percent: '0',
  fixedAmount: '0',
  maxBonus: '0',
  minDeposit: '0',
  multiple: '1',
  base: 'bonus',
  expiryDays: '14',
  weights: Object.fromEntries(REBATE_PRODUCT_TYPES.map((p) => [p, '100'])),
  active: true,
};

/**
 * One bonus template in a dialog. It changes the list held by the tab; the tab's save sends the whole
 * list (the server saves templates together with the withdrawal rule).
 */
export function TemplateEditor({
  draft,
  isNew,
  taken,
  onClose,
  onDone,
}: {
  draft: TemplateDraft;
  isNew: boolean;
  taken: readonly string[];
  onClose(): void;
  onDone(draft: TemplateDraft): void;
}) {
  const { t } = useOpsText();
  const [value, setValue] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof TemplateDraft>(key: K, v: TemplateDraft[K]) =>
    setValue({ ...value, [key]: v });
  const text = (
    key: 'name' | 'percent' | 'fixedAmount' | 'maxBonus' | 'minDeposit' | 'multiple' | 'expiryDays',
    label: OpsTextKey,
  ) => <TextField label={t(label)} value={value[key]} onChange={(e) => set(key, e.currentTarget.value)} />;

  function done(close: () => void) {
    if (!/^[a-z0-9][a-z0-9-]{0,31}$/.test(value.code)) return setError(t('template_code_invalid'));
    if (isNew && taken.includes(value.code)) return setError(t('template_code_taken'));
    if (!value.name.trim()) return setError(t('template_name_required'));
    onDone(value);
    close();
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(isNew ? 'template_new' : 'template_edit')}
      width={760}
      minHeight={0}
      draggable={false}
      testId="ops-template-editor"
      footer={(close) => (
        <>
          <Button variant="outline" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={() => done(close)} data-testid="ops-template-done">
            {t('template_apply')}
          </Button>
        </>
      )}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('template_code')}
          value={value.code}
          disabled={!isNew}
          onChange={(e) => set('code', e.currentTarget.value.trim().toLowerCase())}
        />
        {text('name', 'template_name')}
        <FilterSelect
          name="kind"
          label={t('template_kind')}
          value={value.kind}
          options={BONUS_KINDS.map((k) => ({ value: k, label: k }))}
          onChange={(k) => k && set('kind', k)}
        />
        <FilterSelect
          name="trigger"
          label={t('template_trigger')}
          value={value.trigger}
          options={BONUS_TRIGGERS.map((k) => ({ value: k, label: t(`template_trigger_${k}`) }))}
          onChange={(k) => k && set('trigger', k)}
        />
        {text('percent', 'template_percent')}
        {text('fixedAmount', 'template_fixed')}
        {text('maxBonus', 'template_max')}
        {text('minDeposit', 'template_min_deposit')}
        {text('multiple', 'template_multiple')}
        <FilterSelect
          name="base"
          label={t('template_base')}
          value={value.base}
          options={WAGER_BASES.map((k) => ({ value: k, label: t(`template_base_${k}`) }))}
          onChange={(k) => k && set('base', k)}
        />
        {text('expiryDays', 'template_expiry')}
        <div className="self-end pb-3">
          <CheckboxField checked={value.active} onChange={(e) => set('active', e.currentTarget.checked)}>
            {t('template_active')}
          </CheckboxField>
        </div>
      </div>
      <p className="mt-5 mb-2 text-sm font-bold text-fg">{t('template_weights')}</p>
      <div className="flex flex-wrap gap-3">
        {REBATE_PRODUCT_TYPES.map((p) => (
          <label key={p} className="grid gap-1 text-xs font-semibold text-muted">
            {t(`product_${p}` as OpsTextKey)}
            <CellInput
              label={t(`product_${p}` as OpsTextKey)}
              className="w-20"
              inputMode="numeric"
              value={value.weights[p] ?? ''}
              onChange={(w) => set('weights', { ...value.weights, [p]: w })}
            />
          </label>
        ))}
      </div>
      {error && (
        <div className="mt-4">
          <FormMessage>{error}</FormMessage>
        </div>
      )}
    </Modal>
  );
}

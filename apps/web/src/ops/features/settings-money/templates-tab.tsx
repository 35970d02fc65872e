import { BONUS_WITHDRAWAL_RULES } from '@jade/contract/rewards';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { StatusBadge } from '../../../ui/status-badge';
import { useBonusTemplates, type BonusTemplates } from '../../api/rewards';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import { FilterSelect } from '../../ui/filter-bar';
import { Table, Td, Th } from '../../ui/table';
import { SaveBar, type SaveMessage } from './save-bar';
import { draftOf, NEW_TEMPLATE, TemplateEditor, type TemplateDraft } from './template-editor';
import { Loading } from './vip-tab';

/** Bonus templates (decision R3): a list, a dialog per template, one save for the list and the withdrawal rule. */
export function TemplatesTab({ merchantCode, canEdit }: { merchantCode: string; canEdit: boolean }) {
  const { query, save } = useBonusTemplates(merchantCode);
  if (!query.data) return <Loading failed={query.isError} />;
  return (
    <TemplatesEditor
      key={merchantCode}
      merchantCode={merchantCode}
      data={query.data}
      canEdit={canEdit}
      save={save}
    />
  );
}

function TemplatesEditor({
  merchantCode,
  data,
  canEdit,
  save,
}: {
  merchantCode: string;
  data: BonusTemplates;
  canEdit: boolean;
  save: ReturnType<typeof useBonusTemplates>['save'];
}) {
  const { t } = useOpsText();
  const [list, setList] = useState(() => data.templates.map(draftOf));
  const [rule, setRule] = useState(data.withdrawalRule);
  const [editing, setEditing] = useState<{ draft: TemplateDraft; index: number } | null>(null);
  const [message, setMessage] = useState<SaveMessage>(null);

  function submit() {
    setMessage(null);
    save.mutate(
      {
        merchantCode,
        withdrawalRule: rule,
        templates: list.map((d) => ({
          ...d,
          percent: Number(d.percent),
          multiple: Number(d.multiple),
          expiryDays: Number(d.expiryDays),
          weights: Object.entries(d.weights)
            .filter(([, w]) => w.trim() !== '')
            .map(([productType, w]) => ({ productType: productType as never, weight: Number(w) })),
        })),
      },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('money_saved') }),
        onError: (failure) => setMessage({ tone: 'error', text: opsErrorText(t, failure) }),
      },
    );
  }

  return (
    <div data-testid="ops-bonus-templates">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="w-72 max-w-full">
          <FilterSelect
            name="withdrawalRule"
            label={t('template_withdrawal_rule')}
            value={rule}
            options={BONUS_WITHDRAWAL_RULES.map((r) => ({ value: r, label: t(`template_rule_${r}`) }))}
            onChange={(r) => r && canEdit && setRule(r)}
          />
        </div>
        {canEdit && (
          <Button variant="outline" onClick={() => setEditing({ draft: NEW_TEMPLATE, index: -1 })}>
            {t('template_new')}
          </Button>
        )}
      </div>
      <Table label={t('rewards_tab_templates')}>
        <thead>
          <tr>
            <Th>{t('template_code')}</Th>
            <Th>{t('template_name')}</Th>
            <Th>{t('template_trigger')}</Th>
            <Th>{t('template_amount')}</Th>
            <Th>{t('template_multiple')}</Th>
            <Th>{t('template_expiry')}</Th>
            <Th>{t('money_status')}</Th>
            {canEdit && <Th />}
          </tr>
        </thead>
        <tbody>
          {list.map((d, index) => (
            <tr key={d.code}>
              <Td className="font-mono text-xs">{d.code}</Td>
              <Td className="font-semibold">{d.name}</Td>
              <Td>{t(`template_trigger_${d.trigger}`)}</Td>
              <Td className="tabular-nums">
                {Number(d.percent) > 0 ? `${d.percent} %` : d.fixedAmount}
                {Number(d.maxBonus) > 0 ? ` (≤ ${d.maxBonus})` : ''}
              </Td>
              <Td className="tabular-nums">{d.multiple}×</Td>
              <Td className="tabular-nums">{t('template_days', { 0: d.expiryDays })}</Td>
              <Td>
                <StatusBadge tone={d.active ? 'success' : 'neutral'}>
                  {t(d.active ? 'money_enabled' : 'money_disabled')}
                </StatusBadge>
              </Td>
              {canEdit && (
                <Td className="text-right">
                  <Button variant="outline" size="sm" onClick={() => setEditing({ draft: d, index })}>
                    {t('edit')}
                  </Button>
                </Td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      <SaveBar
        canEdit={canEdit}
        pending={save.isPending}
        message={message}
        onSave={submit}
        testId="ops-templates-save"
      />
      {editing && (
        <TemplateEditor
          draft={editing.draft}
          isNew={editing.index < 0}
          taken={list.map((d) => d.code)}
          onClose={() => setEditing(null)}
          onDone={(draft) =>
            setList(
              editing.index < 0 ? [...list, draft] : list.map((d, i) => (i === editing.index ? draft : d)),
            )
          }
        />
      )}
    </div>
  );
}

import { REBATE_PRODUCT_TYPES } from '@jade/contract/agent-team';
import { useState } from 'react';
import { CheckboxField, TextField } from '../../../ui/form-field';
import { useRebateRules, useVipLadder, type RebateRules } from '../../api/rewards';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { Table, Td, Th } from '../../ui/table';
import { amountText, CellInput } from './fields';
import { SaveBar, type SaveMessage } from './save-bar';
import { Loading } from './vip-tab';

type Product = (typeof REBATE_PRODUCT_TYPES)[number];
const cell = (product: Product, level: number) => `${product}|${level}`;

/**
 * Rebate rates per product type and VIP level (a blank cell: the level below's rate holds) and the
 * claim rules (decision R2).
 */
export function RebateTab({ merchantCode, canEdit }: { merchantCode: string; canEdit: boolean }) {
  const { query, save } = useRebateRules(merchantCode);
  const ladder = useVipLadder(merchantCode).query;
  if (!query.data || !ladder.data) return <Loading failed={query.isError || ladder.isError} />;
  return (
    <RebateEditor
      key={merchantCode}
      merchantCode={merchantCode}
      rules={query.data}
      levels={ladder.data.levels.length}
      canEdit={canEdit}
      save={save}
    />
  );
}

function RebateEditor({
  merchantCode,
  rules,
  levels,
  canEdit,
  save,
}: {
  merchantCode: string;
  rules: RebateRules;
  levels: number;
  canEdit: boolean;
  save: ReturnType<typeof useRebateRules>['save'];
}) {
  const { t } = useOpsText();
  const [rates, setRates] = useState<Record<string, string>>(() =>
    Object.fromEntries(rules.rates.map((r) => [cell(r.productType, r.vipLevel), String(r.rate)])),
  );
  const [minClaim, setMinClaim] = useState(amountText(rules.minClaim));
  const [cooldown, setCooldown] = useState(String(rules.cooldownMinutes));
  const [autoPay, setAutoPay] = useState(rules.autoPay);
  const [message, setMessage] = useState<SaveMessage>(null);
  const columns = Array.from({ length: Math.max(levels, 1) }, (_, level) => level);

  function submit() {
    setMessage(null);
    const list = Object.entries(rates)
      .filter(([, rate]) => rate.trim() !== '')
      .map(([key, rate]) => {
        const [productType, level] = key.split('|') as [Product, string];
        return { productType, vipLevel: Number(level), rate: Number(rate) };
      });
    if (list.some((r) => !Number.isFinite(r.rate) || r.rate < 0 || r.rate > 100)) {
      return setMessage({ tone: 'error', text: t('rebate_rate_invalid') });
    }
    save.mutate(
      { merchantCode, minClaim: minClaim.trim(), cooldownMinutes: Number(cooldown), autoPay, rates: list },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('money_saved') }),
        onError: (failure) => setMessage({ tone: 'error', text: opsErrorText(t, failure) }),
      },
    );
  }

  return (
    <div data-testid="ops-rebate-rules">
      <div className="mb-4 grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('rebate_min_claim')}
          value={minClaim}
          disabled={!canEdit}
          onChange={(e) => setMinClaim(e.currentTarget.value)}
        />
        <TextField
          label={t('rebate_cooldown')}
          value={cooldown}
          disabled={!canEdit}
          inputMode="numeric"
          onChange={(e) => setCooldown(e.currentTarget.value)}
        />
        <div className="self-end pb-3">
          <CheckboxField
            checked={autoPay}
            disabled={!canEdit}
            onChange={(e) => setAutoPay(e.currentTarget.checked)}
          >
            {t('rebate_auto_pay')}
          </CheckboxField>
        </div>
      </div>
      <Table label={t('rewards_tab_rebate')}>
        <thead>
          <tr>
            <Th>{t('rebate_product')}</Th>
            {columns.map((level) => (
              <Th key={level}>VIP{level} %</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {REBATE_PRODUCT_TYPES.map((product) => (
            <tr key={product}>
              <Td className="font-semibold whitespace-nowrap">{t(`product_${product}` as OpsTextKey)}</Td>
              {columns.map((level) => (
                <Td key={level}>
                  <CellInput
                    label={`${product} VIP${level}`}
                    className="w-20"
                    value={rates[cell(product, level)] ?? ''}
                    disabled={!canEdit}
                    onChange={(value) => setRates({ ...rates, [cell(product, level)]: value })}
                  />
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="mt-2 text-xs text-muted">{t('rebate_blank_hint')}</p>
      <SaveBar
        canEdit={canEdit}
        pending={save.isPending}
        message={message}
        onSave={submit}
        testId="ops-rebate-save"
      />
    </div>
  );
}

import { MAX_VIP_LEVEL, VIP_RETENTION_RULES } from '@jade/contract/rewards';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { useVipLadder, type VipLadder } from '../../api/rewards';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import { Table, TableState, Td, Th } from '../../ui/table';
import { amountText, CellInput } from './fields';
import { SaveBar, type SaveMessage } from './save-bar';

const COLUMNS = [
  'name',
  'depositThreshold',
  'turnoverThreshold',
  'retainTurnover',
  'upgradeBonus',
  'monthlyBonus',
  'birthdayBonus',
  'withdrawDailyAmount',
  'withdrawDailyCount',
] as const;
type Column = (typeof COLUMNS)[number];
type Row = Record<Column, string>;
const EMPTY_ROW: Row = {
  name: '',
  depositThreshold: '0',
  turnoverThreshold: '0',
  retainTurnover: '0',
  upgradeBonus: '0',
  monthlyBonus: '0',
  birthdayBonus: '0',
  withdrawDailyAmount: '0',
  withdrawDailyCount: '0',
};

const rowsOf = (ladder: VipLadder): Row[] =>
  ladder.levels.map((l) => ({
    name: l.name,
    depositThreshold: amountText(l.depositThreshold),
    turnoverThreshold: amountText(l.turnoverThreshold),
    retainTurnover: amountText(l.retainTurnover),
    upgradeBonus: amountText(l.upgradeBonus),
    monthlyBonus: amountText(l.monthlyBonus),
    birthdayBonus: amountText(l.birthdayBonus),
    withdrawDailyAmount: amountText(l.withdrawDailyAmount),
    withdrawDailyCount: String(l.withdrawDailyCount),
  }));

/** The VIP ladder as a table to edit: levels 0..n in order, thresholds never falling (decision R1). */
export function VipTab({ merchantCode, canEdit }: { merchantCode: string; canEdit: boolean }) {
  const { query, save } = useVipLadder(merchantCode);
  if (!query.data) return <Loading failed={query.isError} />;
  return (
    <VipEditor
      key={merchantCode}
      merchantCode={merchantCode}
      ladder={query.data}
      canEdit={canEdit}
      save={save}
    />
  );
}

function Loading({ failed }: { failed: boolean }) {
  const { t } = useOpsText();
  return (
    <p className="py-10 text-center text-sm text-muted">{t(failed ? 'money_load_failed' : 'loading')}</p>
  );
}
export { Loading };

function VipEditor({
  merchantCode,
  ladder,
  canEdit,
  save,
}: {
  merchantCode: string;
  ladder: VipLadder;
  canEdit: boolean;
  save: ReturnType<typeof useVipLadder>['save'];
}) {
  const { t } = useOpsText();
  const [rows, setRows] = useState(() => rowsOf(ladder));
  const [retention, setRetention] = useState(ladder.retention);
  const [message, setMessage] = useState<SaveMessage>(null);
  const set = (index: number, column: Column, value: string) =>
    setRows(rows.map((r, i) => (i === index ? { ...r, [column]: value } : r)));

  function submit() {
    setMessage(null);
    save.mutate(
      {
        merchantCode,
        retention,
        levels: rows.map((r, level) => ({
          level,
          ...r,
          withdrawDailyCount: Number(r.withdrawDailyCount || 0),
        })),
      },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('money_saved') }),
        onError: (failure) => setMessage({ tone: 'error', text: opsErrorText(t, failure) }),
      },
    );
  }

  return (
    <div data-testid="ops-vip-ladder">
      <div className="mb-4 w-72 max-w-full">
        <FilterSelect
          name="retention"
          label={t('vip_retention')}
          value={retention}
          options={VIP_RETENTION_RULES.map((r) => ({ value: r, label: t(`vip_retention_${r}`) }))}
          onChange={(value) => value && setRetention(value)}
        />
      </div>
      <Table label={t('rewards_tab_vip')}>
        <thead>
          <tr>
            <Th>{t('vip_level')}</Th>
            {COLUMNS.map((c) => (
              <Th key={c}>{t(`vip_col_${c}` as OpsTextKey)}</Th>
            ))}
            {canEdit && <Th />}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <TableState colSpan={COLUMNS.length + 2}>{t('nothing_found')}</TableState>}
          {rows.map((row, index) => (
            <tr key={index} data-testid={`ops-vip-level-${index}`}>
              <Td className="font-bold">VIP{index}</Td>
              {COLUMNS.map((c) => (
                <Td key={c}>
                  <CellInput
                    label={`VIP${index} ${t(`vip_col_${c}` as OpsTextKey)}`}
                    value={row[c]}
                    disabled={!canEdit}
                    inputMode={c === 'name' ? 'text' : 'decimal'}
                    className={c === 'withdrawDailyCount' ? 'w-16' : undefined}
                    onChange={(value) => set(index, c, value)}
                  />
                </Td>
              ))}
              {canEdit && (
                <Td>
                  {index === rows.length - 1 && index > 0 && (
                    <Button variant="ghost" size="sm" onClick={() => setRows(rows.slice(0, -1))}>
                      {t('remove')}
                    </Button>
                  )}
                </Td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {canEdit && rows.length <= MAX_VIP_LEVEL && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => setRows([...rows, { ...(rows.at(-1) ?? EMPTY_ROW), name: `VIP${rows.length}` }])}
        >
          {t('vip_add_level')}
        </Button>
      )}
      <SaveBar
        canEdit={canEdit}
        pending={save.isPending}
        message={message}
        onSave={submit}
        testId="ops-vip-save"
      />
    </div>
  );
}

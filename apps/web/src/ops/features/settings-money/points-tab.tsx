import { GAME_CATEGORIES } from '@jade/contract/game-constants';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, TextField } from '../../../ui/form-field';
import { StatusBadge } from '../../../ui/status-badge';
import { useOpsPoints } from '../../api/points';
import { formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import { DecisionDialog } from '../../ui/decision-dialog';
import { QueryRows, Table, Td, Th } from '../../ui/table';
import { SaveBar, type SaveMessage } from './save-bar';
import { Loading } from './vip-tab';
import { PointItemEditor } from './point-item-editor';

type Points = ReturnType<typeof useOpsPoints>;
type Settings = NonNullable<Points['settings']['data']>;

/**
 * Points (decision R8): the earning rates and the value of a point (`settings`), the mall's items
 * (`settings`), and the prizes waiting to ship, shipped or cancelled with a reason (`adjust`).
 */
export function PointsTab({ merchantCode, canEdit }: { merchantCode: string; canEdit: boolean }) {
  const points = useOpsPoints(merchantCode);
  if (!points.settings.data) return <Loading failed={points.settings.isError} />;
  return (
    <div className="grid gap-8" data-testid="ops-points">
      <RulesForm
        key={merchantCode}
        merchantCode={merchantCode}
        settings={points.settings.data}
        canEdit={canEdit}
        save={points.saveSettings}
      />
      <Items merchantCode={merchantCode} points={points} canEdit={canEdit} />
      <Prizes points={points} />
    </div>
  );
}

function RulesForm({
  merchantCode,
  settings,
  canEdit,
  save,
}: {
  merchantCode: string;
  settings: Settings;
  canEdit: boolean;
  save: Points['saveSettings'];
}) {
  const { t } = useOpsText();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [rates, setRates] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      GAME_CATEGORIES.map((c) => [c, settings.earnPerPoint[c] ? String(settings.earnPerPoint[c]) : '']),
    ),
  );
  const [value, setValue] = useState(String(settings.pointValue));
  const [min, setMin] = useState(String(settings.minConvert));
  const [message, setMessage] = useState<SaveMessage>(null);

  function submit() {
    setMessage(null);
    save.mutate(
      {
        merchantCode,
        enabled,
        earnPerPoint: Object.fromEntries(Object.entries(rates).filter(([, v]) => v.trim() !== '')),
        pointValue: value.trim(),
        minConvert: Number(min),
      },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('money_saved') }),
        onError: (failure) => setMessage({ tone: 'error', text: opsErrorText(t, failure) }),
      },
    );
  }

  return (
    <section data-testid="ops-points-rules">
      <label className="mb-4 flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          checked={enabled}
          disabled={!canEdit}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
          className="h-4 w-4 accent-[var(--color-brand)]"
        />
        {t('points_enabled')}
      </label>
      <h3 className="mb-2 text-sm font-bold text-fg">{t('points_earn_title')}</h3>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {GAME_CATEGORIES.map((category) => (
          <TextField
            key={category}
            label={category}
            value={rates[category] ?? ''}
            disabled={!canEdit}
            inputMode="decimal"
            onChange={(e) => setRates({ ...rates, [category]: e.currentTarget.value })}
          />
        ))}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('points_value')}
          value={value}
          disabled={!canEdit}
          inputMode="decimal"
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <TextField
          label={t('points_min_convert')}
          value={min}
          disabled={!canEdit}
          inputMode="numeric"
          onChange={(e) => setMin(e.currentTarget.value)}
        />
      </div>
      <SaveBar
        canEdit={canEdit}
        pending={save.isPending}
        message={message}
        onSave={submit}
        testId="ops-points-save"
      />
    </section>
  );
}

function Items({
  merchantCode,
  points,
  canEdit,
}: {
  merchantCode: string;
  points: Points;
  canEdit: boolean;
}) {
  const { t } = useOpsText();
  const list = points.items.data?.list ?? [];
  const [message, setMessage] = useState<SaveMessage>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const edited = list.find((i) => i.id === editing) ?? null;
  const toggle = (item: (typeof list)[number]) =>
    points.saveItem.mutate(
      { ...item, merchantCode, active: !item.active },
      { onError: (failure) => setMessage({ tone: 'error', text: opsErrorText(t, failure) }) },
    );
  return (
    <section>
      <h3 className="mb-2 text-sm font-bold text-fg">{t('points_items')}</h3>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <Table label={t('points_items')} testId="ops-point-items">
        <thead>
          <tr>
            <Th>{t('points_item_name')}</Th>
            <Th>{t('points_item_kind')}</Th>
            <Th className="text-right">{t('points_item_points')}</Th>
            <Th className="text-right">{t('template_amount')}</Th>
            <Th className="text-right">{t('points_item_stock')}</Th>
            <Th>{t('money_status')}</Th>
            {canEdit && <Th />}
          </tr>
        </thead>
        <tbody>
          <QueryRows query={points.items} rows={list} colSpan={canEdit ? 7 : 6}>
            {(item) => (
              <tr key={item.id} data-testid="ops-point-item">
                <Td className="font-semibold">
                  <span className="flex items-center gap-2">
                    {item.imageUrl && (
                      <img
                        src={item.imageUrl}
                        alt=""
                        className="h-8 w-12 rounded-md bg-surface-3 object-cover"
                      />
                    )}
                    {item.name.EN ?? Object.values(item.name)[0]}
                  </span>
                </Td>
                <Td>{t(item.kind === 'cash' ? 'points_kind_cash' : 'points_kind_goods')}</Td>
                <Td className="text-right tabular-nums">{item.points}</Td>
                <Td className="text-right tabular-nums">{item.amount ?? '—'}</Td>
                <Td className="text-right tabular-nums">
                  {item.availableQuantity === null
                    ? '∞'
                    : `${item.availableQuantity} / ${item.quantity ?? '—'}`}
                </Td>
                <Td>
                  <StatusBadge tone={item.active ? 'success' : 'neutral'}>
                    {t(item.active ? 'points_active' : 'points_inactive')}
                  </StatusBadge>
                </Td>
                {canEdit && (
                  <Td className="text-right whitespace-nowrap">
                    <Button size="sm" variant="ghost" onClick={() => setEditing(item.id)}>
                      {t('points_item_edit')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => toggle(item)}>
                      {t(item.active ? 'points_switch_off' : 'points_switch_on')}
                    </Button>
                  </Td>
                )}
              </tr>
            )}
          </QueryRows>
        </tbody>
      </Table>
      {canEdit && (
        <PointItemEditor
          key={edited ? `edit-${edited.id}` : 'new'}
          merchantCode={merchantCode}
          item={edited}
          save={points.saveItem}
          onDone={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function Prizes({ points }: { points: Points }) {
  const { t } = useOpsText();
  const canDecide = useCan('adjust');
  const list = points.prizes.data?.list ?? [];
  const [deciding, setDeciding] = useState<{ id: number; action: 'ship' | 'cancel'; label: string } | null>(
    null,
  );
  return (
    <section>
      <h3 className="mb-2 text-sm font-bold text-fg">{t('points_prizes')}</h3>
      <Table label={t('points_prizes')} testId="ops-point-prizes">
        <thead>
          <tr>
            <Th>{t('col_created')}</Th>
            <Th>{t('col_player')}</Th>
            <Th>{t('points_item_name')}</Th>
            <Th>{t('points_address')}</Th>
            {canDecide && <Th />}
          </tr>
        </thead>
        <tbody>
          <QueryRows query={points.prizes} rows={list} colSpan={canDecide ? 5 : 4}>
            {(r) => (
              <tr key={r.id} data-testid="ops-point-prize">
                <Td className="whitespace-nowrap">{formatTime(r.createdAt)}</Td>
                <Td className="font-semibold">{r.username}</Td>
                <Td>{r.itemName}</Td>
                <Td className="max-w-64 text-muted">
                  {r.address ? `${r.address.name} · ${r.address.phone} · ${r.address.address}` : '—'}
                </Td>
                {canDecide && (
                  <Td className="text-right whitespace-nowrap">
                    <span className="inline-flex gap-2">
                      <Button
                        size="sm"
                        onClick={() => setDeciding({ id: r.id, action: 'ship', label: r.itemName })}
                      >
                        {t('points_ship')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setDeciding({ id: r.id, action: 'cancel', label: r.itemName })}
                      >
                        {t('points_cancel')}
                      </Button>
                    </span>
                  </Td>
                )}
              </tr>
            )}
          </QueryRows>
        </tbody>
      </Table>
      {deciding && (
        <DecisionDialog
          open
          onOpenChange={(open) => !open && setDeciding(null)}
          title={t(deciding.action === 'ship' ? 'points_ship' : 'points_cancel')}
          lead={t(deciding.action === 'ship' ? 'points_ship_lead' : 'points_cancel_lead', {
            0: deciding.label,
          })}
          confirmLabel={t(deciding.action === 'ship' ? 'points_ship' : 'points_cancel')}
          tone={deciding.action === 'ship' ? 'primary' : 'danger'}
          reasonRequired
          testId="ops-point-decision"
          onConfirm={({ reason }) =>
            points.decide.mutateAsync({ id: deciding.id, action: deciding.action, reason })
          }
        />
      )}
    </section>
  );
}

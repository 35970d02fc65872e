import { CORE_LANGUAGES, languageInfo } from '@jade/contract/languages';
import { GAME_CATEGORIES } from '@jade/contract/game-constants';
import {
  MISSION_KINDS,
  MISSION_PERIODS,
  type MissionKind,
  type MissionPeriod,
} from '@jade/contract/missions';
import { useState } from 'react';
import { CheckboxField, TextField } from '../../../ui/form-field';
import { useSaveMission, type MissionInput, type OpsMission } from '../../api/missions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';
import { FilterSelect } from '../../ui/filter-bar';
import { EditorDialog, useEditorSave } from '../../ui/editor-dialog';

/** `datetime-local` text of an epoch-ms time in the browser's zone, and back. */
const toLocal = (ms: number | null) =>
  ms === null ? '' : new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const fromLocal = (text: string) => (text ? new Date(text).getTime() : null);

/**
 * Creates or edits a mission: its goal (kind, category, target, day or week), its reward (amount,
 * wagering multiple, leaderboard points), when it runs, its order and its title in each core language.
 */
export function MissionEditor({
  merchantCode,
  mission,
  onClose,
  onSaved,
}: {
  merchantCode: string;
  mission: OpsMission | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useOpsText();
  const save = useSaveMission();
  const [kind, setKind] = useState<MissionKind>(mission?.kind ?? 'validTurnover');
  const [category, setCategory] = useState(mission?.category ?? '');
  const [target, setTarget] = useState(String(mission?.target ?? ''));
  const [period, setPeriod] = useState<MissionPeriod>(mission?.period ?? 'daily');
  const [reward, setReward] = useState(String(mission?.rewardAmount ?? ''));
  const [multiple, setMultiple] = useState(String(mission?.multiple ?? 1));
  const [points, setPoints] = useState(String(mission?.points ?? 10));
  const [sortOrder, setSortOrder] = useState(String(mission?.sortOrder ?? 0));
  const [startsAt, setStartsAt] = useState(toLocal(mission?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocal(mission?.endsAt ?? null));
  const [titles, setTitles] = useState<Record<string, string>>(mission?.titles ?? {});
  const [active, setActive] = useState(mission?.active ?? true);
  const { error, setError, send: saveEdit } = useEditorSave(save, onSaved);

  function submit(close: () => void) {
    if (save.isPending) return;
    if (!titles.EN?.trim()) return setError(t('mission_title_required'));
    const body: MissionInput = {
      merchantCode,
      ...(mission ? { id: mission.id } : {}),
      kind,
      category: kind === 'validTurnover' && category ? category : null,
      target: target.trim(),
      period,
      rewardAmount: reward.trim(),
      multiple: Number(multiple),
      points: Number(points),
      sortOrder: Number(sortOrder),
      startsAt: fromLocal(startsAt),
      endsAt: fromLocal(endsAt),
      titles,
      active,
    };
    saveEdit(body, close);
  }

  return (
    <EditorDialog
      title={t(mission ? 'mission_edit' : 'mission_new')}
      width={760}
      testId="ops-mission-editor"
      saveTestId="ops-mission-save"
      busy={save.isPending}
      error={error}
      onSave={submit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FilterSelect
          name="kind"
          label={t('mission_kind')}
          value={kind}
          onChange={(v) => v && setKind(v)}
          options={MISSION_KINDS.map((k) => ({ value: k, label: t(`mission_kind_${k}` as OpsTextKey) }))}
        />
        {kind === 'validTurnover' && (
          <FilterSelect
            name="category"
            label={t('mission_category')}
            value={category}
            onChange={(v) => setCategory(v)}
            options={[
              { value: '', label: t('mission_category_all') },
              ...GAME_CATEGORIES.map((c) => ({ value: c, label: c })),
            ]}
          />
        )}
        <FilterSelect
          name="period"
          label={t('mission_period')}
          value={period}
          onChange={(v) => v && setPeriod(v)}
          options={MISSION_PERIODS.map((p) => ({
            value: p,
            label: t(`mission_period_${p}` as OpsTextKey),
          }))}
        />
        <TextField
          label={t(`mission_target_${kind}` as OpsTextKey)}
          name="target"
          inputMode="decimal"
          value={target}
          onChange={(e) => setTarget(e.currentTarget.value)}
        />
        <TextField
          label={t('mission_reward')}
          name="rewardAmount"
          inputMode="decimal"
          value={reward}
          onChange={(e) => setReward(e.currentTarget.value)}
        />
        <TextField
          label={t('mission_multiple')}
          name="multiple"
          inputMode="decimal"
          value={multiple}
          onChange={(e) => setMultiple(e.currentTarget.value)}
        />
        <TextField
          label={t('mission_points')}
          name="points"
          inputMode="numeric"
          value={points}
          onChange={(e) => setPoints(e.currentTarget.value)}
        />
        <TextField
          label={t('mission_order')}
          name="sortOrder"
          inputMode="numeric"
          value={sortOrder}
          onChange={(e) => setSortOrder(e.currentTarget.value)}
        />
        <TextField
          label={t('mission_starts')}
          name="startsAt"
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.currentTarget.value)}
        />
        <TextField
          label={t('mission_ends')}
          name="endsAt"
          type="datetime-local"
          value={endsAt}
          onChange={(e) => setEndsAt(e.currentTarget.value)}
        />
      </div>
      <fieldset className="mt-4 grid gap-3 rounded-xl border border-line p-3">
        <legend className="px-1 text-[13px] font-semibold text-muted">{t('mission_titles')}</legend>
        {CORE_LANGUAGES.map((code) => (
          <TextField
            key={code}
            label={`${languageInfo(code).english}${code === 'EN' ? ' *' : ''}`}
            name={`title-${code}`}
            maxLength={80}
            value={titles[code] ?? ''}
            onChange={(e) => setTitles({ ...titles, [code]: e.currentTarget.value })}
          />
        ))}
      </fieldset>
      <CheckboxField className="mt-4" checked={active} onChange={(e) => setActive(e.currentTarget.checked)}>
        {t('mission_active')}
      </CheckboxField>
    </EditorDialog>
  );
}

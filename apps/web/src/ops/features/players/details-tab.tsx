import { useState, type FormEvent } from 'react';
import type { OpsProfile } from '@jade/contract/profile';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { useCorrectProfile, usePlayerProfile } from '../../api/players';
import { formatTime } from '../../lib/format';
import { opsErrorText } from '../../lib/ops-errors';
import { useCan } from '../../lib/permissions';
import { useOpsText } from '../../lib/use-ops-text';
import type { OpsTextKey } from '../../texts/en';

/** A country's English name (the console is in English, decision B1). */
function regionName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A player's personal details (decision A-profile-1): what the player gave, who set the birthday,
 * and the correction of the real name or birthday after an ID check (support, risk, admin; audited).
 */
export function DetailsTab({ memberId }: { memberId: number }) {
  const { t } = useOpsText();
  const query = usePlayerProfile(memberId);
  const canCorrect = useCan('freeze');
  if (query.isPending) return <p className="text-sm text-muted">{t('loading')}</p>;
  if (query.isError)
    return <p className="text-sm text-danger">{t('load_failed', { 0: opsErrorText(t, query.error) })}</p>;
  const p = query.data;
  const rows: [OpsTextKey, string][] = [
    ['player_real_name', p.realName],
    [
      'player_birthday',
      p.birthday ? `${p.birthday} · ${t(`player_birthday_by_${p.birthdaySetBy ?? 'member'}`)}` : '',
    ],
    ['player_nationality', p.nationality ? `${regionName(p.nationality)} (${p.nationality})` : ''],
    ['player_occupation', p.occupation ? t(`player_occupation_${p.occupation}`) : ''],
    ['player_income_source', p.incomeSource ? t(`player_income_${p.incomeSource}`) : ''],
    ['player_telegram', p.telegram],
    ['player_zalo', p.zalo],
    ['player_line', p.line],
    ['player_address', p.address],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-[1.2fr_1fr]">
      <section className="rounded-2xl border border-line bg-surface p-4 shadow-card">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="ops-player-details">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-semibold text-muted">{t(label)}</dt>
              <dd className="break-words text-fg">{value || <span className="text-subtle">—</span>}</dd>
            </div>
          ))}
        </dl>
        {p.updatedAt && (
          <p className="mt-3 text-xs text-muted">
            {t('player_details_updated', { 0: formatTime(p.updatedAt) })}
          </p>
        )}
      </section>
      {canCorrect && <CorrectionForm profile={p} />}
    </div>
  );
}

function CorrectionForm({ profile }: { profile: OpsProfile }) {
  const { t } = useOpsText();
  const correct = useCorrectProfile(profile.memberId);
  const [realName, setRealName] = useState(profile.realName);
  const [birthday, setBirthday] = useState(profile.birthday);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const changed = {
    ...(realName.trim() !== profile.realName ? { realName: realName.trim() } : {}),
    ...(birthday !== profile.birthday ? { birthday } : {}),
  };
  const ready = Object.keys(changed).length > 0 && reason.trim().length >= 3;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || correct.isPending) return;
    setMessage(null);
    try {
      await correct.mutateAsync({ memberId: profile.memberId, ...changed, reason: reason.trim() });
      setReason('');
      setMessage({ ok: true, text: t('player_details_corrected') });
    } catch (failure) {
      setMessage({ ok: false, text: opsErrorText(t, failure) });
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid content-start gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card"
      data-testid="ops-profile-correct"
    >
      <h3 className="text-sm font-bold">{t('player_details_correct')}</h3>
      <p className="text-xs text-muted">{t('player_details_correct_lead')}</p>
      <TextField
        label={t('player_real_name')}
        value={realName}
        maxLength={50}
        onChange={(e) => setRealName(e.currentTarget.value)}
        data-testid="ops-profile-real-name"
      />
      <TextField
        label={t('player_birthday')}
        type="date"
        value={birthday}
        onChange={(e) => setBirthday(e.currentTarget.value)}
        data-testid="ops-profile-birthday"
      />
      <TextField
        label={t('player_details_reason')}
        value={reason}
        maxLength={500}
        hint={t('player_reason_hint')}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-testid="ops-profile-reason"
      />
      {message && <FormMessage tone={message.ok ? 'success' : undefined}>{message.text}</FormMessage>}
      <div>
        <Button type="submit" size="sm" disabled={!ready || correct.isPending} data-testid="ops-profile-save">
          {correct.isPending && <Spinner />}
          {t('player_details_save')}
        </Button>
      </div>
    </form>
  );
}

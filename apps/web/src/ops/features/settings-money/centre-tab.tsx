import { useState } from 'react';
import { TextField } from '../../../ui/form-field';
import { useRewardCentre, type RewardCentreSettings } from '../../api/rewards';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import { amountText } from './fields';
import { SaveBar, type SaveMessage } from './save-bar';
import { Loading } from './vip-tab';
import { IssueRewardForm } from './issue-reward-form';
import { useCan } from '../../lib/permissions';

/** The reward centre: the 7-day sign-in amounts, the registration reward, the rescue fund (decision R4). */
export function CentreTab({ merchantCode, canEdit }: { merchantCode: string; canEdit: boolean }) {
  const { query, save } = useRewardCentre(merchantCode);
  const canIssue = useCan('adjust');
  if (!query.data) return <Loading failed={query.isError} />;
  return (
    <>
      <CentreEditor
        key={merchantCode}
        merchantCode={merchantCode}
        settings={query.data}
        canEdit={canEdit}
        save={save}
      />
      {canIssue && <IssueRewardForm key={`issue-${merchantCode}`} merchantCode={merchantCode} />}
    </>
  );
}

function CentreEditor({
  merchantCode,
  settings,
  canEdit,
  save,
}: {
  merchantCode: string;
  settings: RewardCentreSettings;
  canEdit: boolean;
  save: ReturnType<typeof useRewardCentre>['save'];
}) {
  const { t } = useOpsText();
  const [days, setDays] = useState(() => settings.signInAmounts.map(amountText));
  const [register, setRegister] = useState(amountText(settings.registerAmount));
  const [percent, setPercent] = useState(String(settings.rescuePercent));
  const [minLoss, setMinLoss] = useState(amountText(settings.rescueMinLoss));
  const [max, setMax] = useState(amountText(settings.rescueMax));
  const [message, setMessage] = useState<SaveMessage>(null);

  function submit() {
    setMessage(null);
    save.mutate(
      {
        merchantCode,
        signInAmounts: days.map((d) => d.trim() || '0'),
        registerAmount: register.trim() || '0',
        rescuePercent: Number(percent),
        rescueMinLoss: minLoss.trim() || '0',
        rescueMax: max.trim() || '0',
      },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('money_saved') }),
        onError: (failure) => setMessage({ tone: 'error', text: opsErrorText(t, failure) }),
      },
    );
  }

  return (
    <div data-testid="ops-reward-centre">
      <h3 className="mb-2 text-sm font-bold text-fg">{t('centre_sign_in')}</h3>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {days.map((value, index) => (
          <TextField
            key={index}
            label={t('centre_day', { 0: index + 1 })}
            value={value}
            disabled={!canEdit}
            inputMode="decimal"
            onChange={(e) => setDays(days.map((d, i) => (i === index ? e.currentTarget.value : d)))}
          />
        ))}
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t('centre_register')}
          value={register}
          disabled={!canEdit}
          onChange={(e) => setRegister(e.currentTarget.value)}
        />
        <TextField
          label={t('centre_rescue_percent')}
          value={percent}
          disabled={!canEdit}
          onChange={(e) => setPercent(e.currentTarget.value)}
        />
        <TextField
          label={t('centre_rescue_min_loss')}
          value={minLoss}
          disabled={!canEdit}
          onChange={(e) => setMinLoss(e.currentTarget.value)}
        />
        <TextField
          label={t('centre_rescue_max')}
          value={max}
          disabled={!canEdit}
          onChange={(e) => setMax(e.currentTarget.value)}
        />
      </div>
      <SaveBar
        canEdit={canEdit}
        pending={save.isPending}
        message={message}
        onSave={submit}
        testId="ops-centre-save"
      />
    </div>
  );
}

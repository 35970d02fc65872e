import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage, Spinner, TextField } from '../../../ui/form-field';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useBonusTemplates, useIssueReward } from '../../api/rewards';
import { formatTime } from '../../lib/format';
import { isApiError } from '../../../api/api-error';
import { opsErrorText } from '../../lib/ops-errors';
import { useOpsText } from '../../lib/use-ops-text';
import { FilterSelect } from '../../ui/filter-bar';

type Message = { tone: 'error' | 'success'; text: string } | null;

/**
 * Issues a reward to one player's reward centre (`adjust`: finance, admin): claimable there until it
 * expires, then paid as a bonus of the chosen template's wagering. One idempotency key per submission,
 * so a double click or a retry issues it once.
 */
export function IssueRewardForm({ merchantCode }: { merchantCode: string }) {
  const { t } = useOpsText();
  const templates = useBonusTemplates(merchantCode).query;
  const issue = useIssueReward();
  const manual = (templates.data?.templates ?? []).filter((x) => x.trigger === 'manual' && x.active);
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [title, setTitle] = useState('');
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => newIdempotencyKey());
  const [message, setMessage] = useState<Message>(null);
  const chosen = code || manual[0]?.code || '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (issue.isPending || !chosen) return;
    const missing = [username, amount, title, reason].some((v) => !v.trim());
    if (missing) return setMessage({ tone: 'error', text: t('issue_all_fields') });
    setMessage(null);
    issue.mutate(
      {
        merchantCode,
        username: username.trim(),
        templateCode: chosen,
        amount: amount.trim(),
        title: title.trim(),
        expiresInDays: Number(days),
        reason: reason.trim(),
        idempotencyKey: key,
      },
      {
        onSuccess: (value) => {
          setKey(newIdempotencyKey());
          setAmount('');
          setTitle('');
          setReason('');
          setMessage({
            tone: 'success',
            text: t('issue_done', { 0: username.trim(), 1: formatTime(value.claimUntil) }),
          });
        },
        onError: (failure) => {
          const field = isApiError(failure) && (failure.value as { field?: string } | null)?.field;
          const text = field === 'username' ? t('issue_no_player') : opsErrorText(t, failure);
          setMessage({ tone: 'error', text });
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-8 rounded-xl border border-line bg-surface-2 p-4"
      data-testid="ops-issue-reward"
      aria-labelledby="ops-issue-reward-title"
    >
      <h3 id="ops-issue-reward-title" className="text-sm font-bold text-fg">
        {t('issue_title')}
      </h3>
      <p className="mb-3 text-xs text-muted">{t('issue_lead')}</p>
      <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={t('grants_username')}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <FilterSelect
          name="issue-template"
          label={t('grants_template')}
          value={chosen}
          options={manual.map((x) => ({ value: x.code, label: x.name }))}
          onChange={(value) => setCode(value)}
        />
        <TextField
          label={t('template_amount')}
          value={amount}
          inputMode="decimal"
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
        <TextField
          label={t('issue_reward_title')}
          value={title}
          maxLength={60}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <TextField
          label={t('issue_days')}
          value={days}
          type="number"
          min={1}
          max={90}
          onChange={(e) => setDays(e.currentTarget.value)}
        />
        <TextField
          label={t('decision_reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={issue.isPending || !chosen} data-testid="ops-issue-reward-submit">
          {issue.isPending && <Spinner />}
          {t('issue_submit')}
        </Button>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      </div>
    </form>
  );
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  agentTeamKeys,
  checkUsername,
  createAffiliateLink,
  createDownline,
  deleteAffiliateLink,
  getAffiliateLinks,
  getOwnRebates,
  getRegisteredAffiliates,
} from '../../../api/agents/team';
import { isApiError } from '../../../api/api-error';
import { errorValue } from '../../../lib/error-text';
import { fieldErrorText, ruleFailureMessage } from '../../../lib/field-errors';
import { Button } from '../../../ui/button';
import { FormMessage, SubmitButton, TextField } from '../../../ui/form-field';
import { CheckIcon, LinkIcon, LockIcon, UserIcon } from '../../../ui/icons';
import { Pagination } from '../../../ui/pagination';
import { TrashIcon } from '../../../ui/game-icons';
import { QrCode } from '../../../ui/qr-code';
import { SegmentedTabs } from '../../../ui/segmented-tabs';
import { StatusBadge } from '../../../ui/status-badge';
import { UserPlusIcon } from '../agent-icons';
import { PageEmpty, QueryStates } from '../page-states';
import { RateFields } from './rate-fields';
import { rateProblem, ratesToSend, type RateRow } from './rate-rules';
import { accountTypeLabel, dateTime, teamErrorText } from './team-texts';

type Tab = 'account' | 'links';

/** Register centre (registerCenter): open an account below the agent, or hand out affiliate links. */
export function RegisterCentrePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('account');
  return (
    <div className="grid grid-cols-1 gap-4" data-testid="register-centre">
      <SegmentedTabs
        label={t('in_increase_account')}
        value={tab}
        onChange={(value) => setTab(value as Tab)}
        options={[
          { value: 'account', label: t('rc_tab_account') },
          { value: 'links', label: t('rc_tab_links') },
        ]}
        className="max-w-md"
        testId="rc-tabs"
      />
      {tab === 'account' ? <OpenAccountForm /> : <AffiliateLinks />}
    </div>
  );
}

function AccountTypePicker({ value, onChange }: { value: 0 | 2; onChange(value: 0 | 2): void }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-1.5 text-[13px] font-semibold text-muted">{t('rc_account_type')}</p>
      <SegmentedTabs
        label={t('rc_account_type')}
        value={value === 0 ? 'player' : 'agent'}
        onChange={(v) => onChange(v === 'player' ? 0 : 2)}
        options={[
          { value: 'player', label: t('at_type_player') },
          { value: 'agent', label: t('at_type_agent') },
        ]}
        testId="rc-type"
      />
    </div>
  );
}

interface FormErrors {
  username?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
}

function OpenAccountForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const own = useQuery({ queryKey: agentTeamKeys.ownRates, queryFn: getOwnRebates });
  const [accountType, setAccountType] = useState<0 | 2>(0);
  const [username, setUsername] = useState('');
  const [nickname, setNickname] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [rates, setRates] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [available, setAvailable] = useState<boolean | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const rows: RateRow[] = (own.data?.list ?? []).map((r) => ({
    productType: r.productType,
    max: r.rate,
    value: rates[r.productType] ?? '',
  }));

  const submit = useMutation({
    mutationFn: createDownline,
    onSuccess: (value) => {
      setMessage({ tone: 'success', text: t('rc_created', { 0: value.username }) });
      setUsername('');
      setNickname('');
      setPassword('');
      setConfirm('');
      setRates({});
      setAvailable(null);
      void queryClient.invalidateQueries({ queryKey: agentTeamKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['agent', 'downlineCount'] });
    },
    onError: (error) => {
      if (isApiError(error, 'reg_pattern_invalid')) {
        const field = String(errorValue(error).field ?? 'username') as keyof FormErrors;
        setErrors({ [field]: fieldErrorText(t, ruleFailureMessage(errorValue(error))) });
        return;
      }
      if (isApiError(error, 'username.taken')) {
        setErrors({ username: t('username.taken') });
        return;
      }
      setMessage({ tone: 'error', text: teamErrorText(t, error) });
    },
  });

  async function onBlurUsername() {
    const name = username.trim();
    if (!name) return setAvailable(null);
    try {
      setAvailable((await checkUsername({ username: name })).available);
    } catch {
      setAvailable(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    setMessage(null);
    const found: FormErrors = {};
    if (!username.trim()) found.username = t('input_cannot_be_empty');
    if (!password) found.password = t('input_cannot_be_empty');
    if (password && confirm !== password) found.confirmPassword = t('inconsistent_twice');
    setErrors(found);
    if (Object.keys(found).length > 0 || rows.some((r) => rateProblem(r) !== null)) return;
    submit.mutate({
      username: username.trim(),
      password,
      confirmPassword: confirm,
      accountType,
      ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
      rebates: ratesToSend(rows),
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid grid-cols-1 gap-5 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
      data-testid="rc-form"
    >
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <AccountTypePicker value={accountType} onChange={setAccountType} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('rc_username')}
          requiredMark
          icon={<UserIcon size={17} />}
          autoComplete="off"
          maxLength={64}
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            setAvailable(null);
          }}
          onBlur={() => void onBlurUsername()}
          error={errors.username ?? (available === false ? t('username.taken') : undefined)}
          hint={available ? t('rc_username_free') : t('rc_username_hint')}
          trailing={
            available ? (
              <span className="flex items-center text-success" aria-hidden="true">
                <CheckIcon size={18} />
              </span>
            ) : undefined
          }
          data-testid="rc-username"
        />
        <TextField
          label={t('rc_nickname')}
          autoComplete="off"
          maxLength={32}
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          data-testid="rc-nickname"
        />
        <TextField
          label={t('rc_password')}
          requiredMark
          type="password"
          icon={<LockIcon size={17} />}
          autoComplete="new-password"
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          data-testid="rc-password"
        />
        <TextField
          label={t('rc_confirm_password')}
          requiredMark
          type="password"
          icon={<LockIcon size={17} />}
          autoComplete="new-password"
          maxLength={128}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirmPassword}
          data-testid="rc-confirm"
        />
      </div>
      <section className="grid grid-cols-1 gap-3">
        <div>
          <h3 className="text-sm font-bold">{t('at_rebates')}</h3>
          <p className="text-xs text-muted">{t('rc_rebates_help')}</p>
        </div>
        <QueryStates query={own}>
          {() => (
            <RateFields
              rows={rows}
              onChange={(productType, value) => setRates((r) => ({ ...r, [productType]: value }))}
              testId="rc-rates"
            />
          )}
        </QueryStates>
      </section>
      <SubmitButton
        busy={submit.isPending}
        className="sm:w-auto sm:justify-self-end sm:px-10"
        data-testid="rc-submit"
      >
        <UserPlusIcon size={18} />
        {t('rc_submit')}
      </SubmitButton>
    </form>
  );
}

/** The full link a visitor opens: this site's origin and the link's path. */
const fullUrl = (path: string) => `${window.location.origin}${path}`;

function AffiliateLinks() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // Opening the tab shows who registered meanwhile (the site keeps answers a minute otherwise).
  const links = useQuery({
    queryKey: agentTeamKeys.links,
    queryFn: getAffiliateLinks,
    refetchOnMount: 'always',
  });
  const [accountType, setAccountType] = useState<0 | 2>(0);
  const [remark, setRemark] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [qrFor, setQrFor] = useState<number | null>(null);
  const [copied, setCopied] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentTeamKeys.all });
  const create = useMutation({
    mutationFn: createAffiliateLink,
    onSuccess: (link) => {
      setRemark('');
      setQrFor(link.id);
      setMessage({ tone: 'success', text: t('rc_link_created', { 0: link.code }) });
      void refresh();
    },
    onError: (error) => setMessage({ tone: 'error', text: teamErrorText(t, error) }),
  });
  const remove = useMutation({
    mutationFn: deleteAffiliateLink,
    onSuccess: () => {
      setMessage({ tone: 'success', text: t('rc_link_deleted') });
      void refresh();
    },
    onError: (error) => setMessage({ tone: 'error', text: teamErrorText(t, error) }),
  });
  const language = i18n.language.toUpperCase();

  return (
    <div className="grid grid-cols-1 gap-4">
      <form
        noValidate
        className="grid grid-cols-1 gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-end"
        data-testid="rc-link-form"
        onSubmit={(e) => {
          e.preventDefault();
          setMessage(null);
          create.mutate({ accountType, remark: remark.trim() });
        }}
      >
        <AccountTypePicker value={accountType} onChange={setAccountType} />
        <TextField
          label={t('rc_link_remark')}
          maxLength={60}
          value={remark}
          placeholder={t('rc_link_remark_placeholder')}
          onChange={(e) => setRemark(e.target.value)}
          data-testid="rc-link-remark"
        />
        <Button type="submit" disabled={create.isPending} className="h-12" data-testid="rc-link-create">
          <LinkIcon size={17} />
          {t('rc_link_create')}
        </Button>
      </form>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <QueryStates
        query={links}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <PageEmpty
            testId="rc-links-empty"
            icon={<LinkIcon size={22} />}
            title={t('rc_links_empty')}
            text={t('rc_links_empty_text')}
          />
        }
      >
        {(data) => (
          <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2" data-testid="rc-links">
            {data.list.map((link) => (
              <li
                key={link.id}
                data-testid="rc-link"
                data-code={link.code}
                className="grid min-w-0 grid-cols-1 gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card"
              >
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-mono text-base font-bold text-gold-fg">{link.code}</span>
                      <StatusBadge tone={link.accountType === 0 ? 'info' : 'warning'}>
                        {accountTypeLabel(t, link.accountType)}
                      </StatusBadge>
                    </div>
                    {link.remark && <p className="mt-0.5 truncate text-[13px] text-muted">{link.remark}</p>}
                    <p className="mt-1 text-xs text-subtle">
                      {dateTime(link.createdAt, language)} · {t('rc_link_registered', { 0: link.registered })}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('rc_link_delete', { 0: link.code })}
                    aria-expanded={confirming === link.id}
                    data-testid="rc-link-delete"
                    onClick={() => setConfirming(confirming === link.id ? null : link.id)}
                  >
                    <TrashIcon size={16} />
                  </Button>
                </div>
                {confirming === link.id && (
                  <div
                    role="alertdialog"
                    aria-label={t('rc_link_delete', { 0: link.code })}
                    className="flex flex-wrap items-center gap-2 rounded-xl bg-danger-soft px-3 py-2 text-[13px] text-danger"
                  >
                    <span className="min-w-0 flex-1">{t('rc_link_delete_confirm', { 0: link.code })}</span>
                    <Button
                      variant="danger"
                      size="sm"
                      disabled={remove.isPending}
                      data-testid="rc-link-delete-yes"
                      onClick={() => remove.mutate({ id: link.id }, { onSettled: () => setConfirming(null) })}
                    >
                      {t('rc_delete')}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                      {t('in_more_cancel')}
                    </Button>
                  </div>
                )}
                <div className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-2">
                  <span className="min-w-0 flex-1 truncate font-mono text-xs" data-testid="rc-link-url">
                    {fullUrl(link.path)}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    data-testid="rc-link-copy"
                    onClick={() =>
                      void navigator.clipboard?.writeText(fullUrl(link.path)).then(() => setCopied(link.id))
                    }
                  >
                    {copied === link.id ? t('rc_copied') : t('rc_copy')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-expanded={qrFor === link.id}
                    data-testid="rc-link-qr-toggle"
                    onClick={() => setQrFor(qrFor === link.id ? null : link.id)}
                  >
                    {t('rc_qr')}
                  </Button>
                </div>
                {qrFor === link.id && (
                  <div className="flex justify-center rounded-xl bg-white p-2">
                    <QrCode
                      value={fullUrl(link.path)}
                      label={t('rc_qr_label', { 0: link.code })}
                      testId="rc-link-qr"
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <RegisteredThroughLinks />
    </div>
  );
}

function RegisteredThroughLinks() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = { pageNo, pageSize: 10 };
  const list = useQuery({
    queryKey: agentTeamKeys.registered(query),
    queryFn: () => getRegisteredAffiliates(query),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  const language = i18n.language.toUpperCase();
  return (
    <section className="grid grid-cols-1 gap-3" data-testid="rc-registered">
      <h3 className="text-sm font-bold">
        {t('rc_registered_title')}
        {list.data && <span className="ml-2 text-muted">({list.data.footer.count})</span>}
      </h3>
      <QueryStates
        query={list}
        isEmpty={(data) => data.list.length === 0}
        empty={<PageEmpty testId="rc-registered-empty" title={t('rc_registered_empty')} />}
      >
        {(data) => (
          <>
            <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-card">
              <table className="w-full border-collapse text-sm">
                <thead>
                  <tr className="border-b border-line bg-surface-2 text-left text-xs font-semibold text-muted">
                    <th scope="col" className="px-3 py-2.5">
                      {t('rc_username')}
                    </th>
                    <th scope="col" className="px-3 py-2.5">
                      {t('rc_account_type')}
                    </th>
                    <th scope="col" className="px-3 py-2.5">
                      {t('rc_link_code')}
                    </th>
                    <th scope="col" className="px-3 py-2.5">
                      {t('rc_registered_at')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr
                      key={row.memberId}
                      className="border-b border-line last:border-b-0"
                      data-testid="rc-registered-row"
                    >
                      <td className="px-3 py-2.5 font-semibold">{row.username}</td>
                      <td className="px-3 py-2.5">{accountTypeLabel(t, row.type)}</td>
                      <td className="px-3 py-2.5 font-mono">{row.code}</td>
                      <td className="px-3 py-2.5 whitespace-nowrap text-muted">
                        {dateTime(row.registeredAt, language)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={pageNo} totalPages={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryStates>
    </section>
  );
}

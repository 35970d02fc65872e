import { useMemo, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import type { MemberProfile, ProfileUpdateBody } from '@jade/contract/profile';
import {
  ADDRESS_PATTERN,
  INCOME_SOURCES,
  LINE_PATTERN,
  MIN_BIRTH_YEAR,
  MIN_PLAYER_AGE,
  NICKNAME_PATTERN,
  OCCUPATIONS,
  REAL_NAME_PATTERN,
  TELEGRAM_PATTERN,
  ZALO_PATTERN,
  ageOn,
  isCalendarDate,
} from '@jade/contract/profile-rules';
import { ISO_REGIONS } from '@jade/contract/regions-iso';
import { languageInfo } from '@jade/contract/languages';
import { useProfile, useSaveProfile } from '../../api/accounts/profile';
import { isApiError } from '../../api/api-error';
import { errorText } from '../../lib/error-text';
import { encodeFieldError, fieldErrorText } from '../../lib/field-errors';
import { loadMemberInfo } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { useLocaleStore } from '../../stores/locale-store';
import { FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { LockIcon, UserIcon } from '../../ui/icons';

type Values = Omit<MemberProfile, 'realNameLocked' | 'birthdayLocked'>;
type Field = keyof Values;

const valuesOf = (p: MemberProfile): Values => {
  const { realNameLocked: _r, birthdayLocked: _b, ...values } = p;
  return values;
};

/** Today as YYYY-MM-DD on the viewer's clock (the server checks the age by the brand's day). */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The optional patterns: '' is always allowed (it clears the detail). */
const OPTIONAL: Partial<Record<Field, RegExp>> = {
  telegram: TELEGRAM_PATTERN,
  zalo: ZALO_PATTERN,
  line: LINE_PATTERN,
  address: ADDRESS_PATTERN,
};

function check(values: Values, profile: MemberProfile, today: string): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  const fail = (field: Field, key: string, args: string[] = []) => {
    errors[field] = { type: 'validate', message: encodeFieldError(key, args) };
  };
  if (!NICKNAME_PATTERN.test(values.nickname.trim())) fail('nickname', 'profile_nickname_rule');
  if (
    !profile.realNameLocked &&
    values.realName.trim() !== '' &&
    !REAL_NAME_PATTERN.test(values.realName.trim())
  )
    fail('realName', 'profile_real_name_rule');
  if (!profile.birthdayLocked && values.birthday !== '') {
    if (!isCalendarDate(values.birthday) || Number(values.birthday.slice(0, 4)) < MIN_BIRTH_YEAR)
      fail('birthday', 'profile_birthday_invalid');
    else if (ageOn(values.birthday, today) < MIN_PLAYER_AGE) fail('birthday', 'profile.underage');
  }
  for (const [field, pattern] of Object.entries(OPTIONAL) as [Field, RegExp][]) {
    const value = values[field].trim();
    if (value !== '' && !pattern.test(value)) fail(field, `profile_${field}_rule`);
  }
  return errors;
}

/** Only what changed goes to the server; locked details are never sent. */
function changesOf(values: Values, profile: MemberProfile): ProfileUpdateBody {
  const body: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(values) as Field[]) {
    if (field === 'realName' && profile.realNameLocked) continue;
    if (field === 'birthday' && profile.birthdayLocked) continue;
    const value = values[field].trim();
    if ((field === 'realName' || field === 'birthday') && value === '') continue;
    if (value !== profile[field]) body[field] = value;
  }
  return body as ProfileUpdateBody;
}

/** The member centre's personal details (my account): set-once name and birthday, contacts, KYC data. */
export function ProfileSection() {
  const { t } = useTranslation();
  const query = useProfile(true);
  // Kept here: a save re-keys the form with the saved details, and the message must outlive it.
  const [message, setMessage] = useState<Message | null>(null);
  return (
    <section
      className="rounded-2xl border border-line bg-surface p-5 shadow-card"
      data-testid="profile-section"
      aria-labelledby="profile-title"
    >
      <h3 id="profile-title" className="mb-1 flex items-center gap-2 text-base font-bold">
        <UserIcon size={18} className="text-brand-fg" />
        {t('profile_title')}
      </h3>
      <p className="mb-4 text-[13px] text-muted">{t('profile_intro')}</p>
      {query.data ? (
        <ProfileForm
          key={JSON.stringify(query.data)}
          profile={query.data}
          message={message}
          setMessage={setMessage}
        />
      ) : query.isError ? (
        <FormMessage>{errorText(t, query.error)}</FormMessage>
      ) : (
        <div className="h-40 animate-pulse rounded-xl bg-surface-2" aria-hidden="true" />
      )}
    </section>
  );
}

interface Message {
  tone: 'success' | 'error';
  text: string;
}

function ProfileForm({
  profile,
  message,
  setMessage,
}: {
  profile: MemberProfile;
  message: Message | null;
  setMessage(message: Message | null): void;
}) {
  const { t } = useTranslation();
  const language = useLocaleStore((s) => s.language);
  const save = useSaveProfile();
  const today = localToday();
  const resolver: Resolver<Values> = (values) => {
    const errors = check(values, profile, today);
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(profile),
  });
  const err = (name: Field) => fieldErrorText(t, formState.errors[name]?.message);

  const regions = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([languageInfo(language).tag, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    return ISO_REGIONS.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  }, [language]);

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const body = changesOf(values, profile);
    if (Object.keys(body).length === 0) {
      setMessage({ tone: 'success', text: t('profile_nothing_changed') });
      return;
    }
    try {
      await save.mutateAsync(body);
      setMessage({ tone: 'success', text: t('profile_saved') });
      if (body.nickname !== undefined) void loadMemberInfo().catch(() => undefined);
    } catch (error) {
      const field = isApiError(error) ? (error.value as { field?: unknown } | undefined)?.field : undefined;
      if (isApiError(error, 'profile.underage'))
        setError('birthday', { message: encodeFieldError('profile.underage') });
      else if (isApiError(error, 'profile.locked') && (field === 'birthday' || field === 'realName'))
        setError(field, { message: encodeFieldError('profile.locked') });
      else setMessage({ tone: 'error', text: errorText(t, error) });
    }
  });

  const maxBirthday = `${Number(today.slice(0, 4)) - MIN_PLAYER_AGE}${today.slice(4)}`;
  const lockedHint = t('profile_locked_hint');
  const onceHint = t('profile_once_hint');

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="profile-title"
      className="grid gap-3.5 sm:grid-cols-2"
      data-testid="profile-form"
    >
      {message && (
        <div className="sm:col-span-2">
          <FormMessage tone={message.tone === 'success' ? 'success' : undefined}>{message.text}</FormMessage>
        </div>
      )}
      <TextField
        label={t('mc_nickname')}
        requiredMark
        maxLength={20}
        autoComplete="nickname"
        error={err('nickname')}
        data-testid="profile-nickname"
        {...register('nickname')}
      />
      <TextField
        label={t('profile_real_name')}
        maxLength={50}
        autoComplete="name"
        readOnly={profile.realNameLocked}
        icon={profile.realNameLocked ? <LockIcon size={16} /> : undefined}
        hint={profile.realNameLocked ? lockedHint : onceHint}
        error={err('realName')}
        data-testid="profile-real-name"
        {...register('realName')}
      />
      <TextField
        label={t('profile_birthday')}
        type="date"
        min={`${MIN_BIRTH_YEAR}-01-01`}
        max={maxBirthday}
        readOnly={profile.birthdayLocked}
        icon={profile.birthdayLocked ? <LockIcon size={16} /> : undefined}
        hint={profile.birthdayLocked ? lockedHint : t('profile_birthday_hint')}
        error={err('birthday')}
        data-testid="profile-birthday"
        {...register('birthday')}
      />
      <SelectField
        label={t('profile_nationality')}
        testId="profile-nationality"
        register={register('nationality')}
      >
        <option value="">{t('profile_choose')}</option>
        {regions.map((r) => (
          <option key={r.code} value={r.code}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('profile_occupation')}
        testId="profile-occupation"
        register={register('occupation')}
      >
        <option value="">{t('profile_choose')}</option>
        {OCCUPATIONS.map((o) => (
          <option key={o} value={o}>
            {t(`profile_occupation_${o}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('profile_income_source')}
        testId="profile-income"
        register={register('incomeSource')}
      >
        <option value="">{t('profile_choose')}</option>
        {INCOME_SOURCES.map((s) => (
          <option key={s} value={s}>
            {t(`profile_income_${s}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('profile_telegram')}
        maxLength={33}
        autoComplete="off"
        placeholder="@username"
        error={err('telegram')}
        data-testid="profile-telegram"
        {...register('telegram')}
      />
      <TextField
        label={t('profile_zalo')}
        maxLength={16}
        inputMode="tel"
        autoComplete="off"
        error={err('zalo')}
        data-testid="profile-zalo"
        {...register('zalo')}
      />
      <TextField
        label={t('profile_line')}
        maxLength={20}
        autoComplete="off"
        error={err('line')}
        data-testid="profile-line"
        {...register('line')}
      />
      <TextField
        label={t('profile_address')}
        maxLength={200}
        autoComplete="street-address"
        className="sm:col-span-2"
        error={err('address')}
        data-testid="profile-address"
        {...register('address')}
      />
      <div className="sm:col-span-2">
        <SubmitButton
          busy={formState.isSubmitting}
          className="sm:w-auto sm:min-w-44"
          data-testid="profile-save"
        >
          {t('profile_save')}
        </SubmitButton>
      </div>
    </form>
  );
}

function SelectField({
  label,
  testId,
  register,
  children,
}: {
  label: string;
  testId: string;
  register: UseFormRegisterReturn;
  children: ReactNode;
}) {
  return (
    <label className="block">
      <span className="mb-1.5 block text-[13px] font-semibold text-muted">{label}</span>
      <select
        data-testid={testId}
        className="h-12 w-full rounded-xl border border-line-strong bg-surface-2 px-3 text-sm text-fg outline-none focus:border-brand"
        {...register}
      >
        {children}
      </select>
    </label>
  );
}

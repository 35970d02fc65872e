import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import type { MessageKey } from '@jade/i18n/format';
import {
  registerRulesToZod,
  validateField,
  type RegisterIssueParams,
} from '@jade/contract/register-patterns';
import type { RegisterRules } from '@jade/contract/system';
import { checkAffiliate, register, registerMobile, sendRegisterSms } from '../../api/accounts/accounts';
import { isApiError } from '../../api/api-error';
import { paths } from '../../config/paths';
import { deviceId } from '../../lib/device-id';
import { errorText, errorValue } from '../../lib/error-text';
import { encodeFieldError, fieldErrorText } from '../../lib/field-errors';
import { captureRegInfo, readRegInfo, writeRegInfo } from '../../lib/reg-info';
import {
  buildRegisterFields,
  mobilePlaceholderDigits,
  registerTabs,
  ruledFields,
  type FormField,
  type RegisterFormField,
  type RegisterTab,
} from '../../lib/register-form';
import { completeLogin } from '../../lib/session';
import { useAlertStore } from '../../stores/alert-store';
import { useModalStore } from '../../stores/modal-store';
import { useModule, useSiteStore } from '../../stores/site-store';
import { CheckboxField, FormMessage, SubmitButton, TextField } from '../../ui/form-field';
import { KeyIcon, LockIcon, MailIcon, PhoneIcon, UserIcon } from '../../ui/icons';
import { SegmentedTabs } from '../../ui/segmented-tabs';
import { CaptchaImage, useCaptcha } from './captcha';
import { withCaptcha } from './captcha-prompt-store';
import { SendCodeButton } from './send-code-button';
import { dialingDigits, sendSms } from './sms';

type Values = Partial<Record<FormField, string>> & { terms?: boolean; adult?: boolean };

/** Spec §5: registration needs the age confirmation; the age is a parameter of the message. */
export const MINIMUM_AGE = 18;

const ICONS: Partial<Record<FormField, ReactNode>> = {
  username: <UserIcon size={17} />,
  password: <LockIcon size={17} />,
  confirmPassword: <LockIcon size={17} />,
  paymentPassword: <LockIcon size={17} />,
  mobileNum: <PhoneIcon size={17} />,
  whatsapp: <PhoneIcon size={17} />,
  email: <MailIcon size={17} />,
  verificationCode: <KeyIcon size={17} />,
  captcha: <KeyIcon size={17} />,
};

/** Labels and placeholders of the fields (the in_increase_<field> keys of the wire reference). */
const LABELS: Record<FormField, MessageKey> = {
  username: 'reg_label_username',
  password: 'reg_label_password',
  confirmPassword: 'reg_label_confirmPassword',
  mobileNum: 'reg_label_mobileNum',
  verificationCode: 'reg_label_verificationCode',
  email: 'reg_label_email',
  payeeName: 'reg_label_payeeName',
  paymentPassword: 'reg_label_paymentPassword',
  qqNum: 'reg_label_qqNum',
  line: 'reg_label_line',
  whatsapp: 'reg_label_whatsapp',
  facebook: 'reg_label_facebook',
  wechat: 'reg_label_wechat',
  idNumber: 'reg_label_idNumber',
  recommenderId: 'reg_label_recommenderId',
  affiliateCode: 'reg_label_affiliateCode',
  captcha: 'captcha_label',
};
const PLACEHOLDERS: Partial<Record<FormField, MessageKey>> = {
  username: 'in_increase_username',
  password: 'in_increase_password',
  confirmPassword: 'reg_placeholder_confirm',
  verificationCode: 'in_increase_verificationCode',
  email: 'in_increase_email',
  payeeName: 'in_increase_payeeName',
  paymentPassword: 'in_increase_paymentPassword',
  affiliateCode: 'reg_placeholder_optional_code',
  recommenderId: 'reg_placeholder_optional_code',
  captcha: 'in_increase_captcha',
};

/** Which form field a server failure belongs to. */
const CODE_FIELDS: Record<string, FormField> = {
  'username.taken': 'username',
  'mobile.taken': 'mobileNum',
  invitation_code_error: 'affiliateCode',
  'captcha.required': 'captcha',
  'captcha.invalid': 'captcha',
  'sms.code.invalid': 'verificationCode',
  'sms.code.missing': 'verificationCode',
  'sms.code.expired': 'verificationCode',
  'sms.phone.invalid': 'mobileNum',
  'sms.phone.missing': 'mobileNum',
};

function makeResolver(
  rules: RegisterRules,
  fields: readonly RegisterFormField[],
  tab: RegisterTab,
): Resolver<Values> {
  const schema = registerRulesToZod(
    tab === 'registerMobile' && rules.mobileNum
      ? { ...rules, mobileNum: { ...rules.mobileNum, required: true } }
      : rules,
    { fields: ruledFields(fields), confirmPassword: tab === 'register' },
  );
  const names = new Set(fields.map((f) => f.name));
  return (values) => {
    const errors: FieldErrors<Values> = {};
    const add = (name: keyof Values, message: string) => {
      if (!errors[name]) errors[name] = { type: 'validate', message };
    };
    const result = schema.safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const name = issue.path[0] as FormField | undefined;
        if (!name || !names.has(name)) continue;
        const params = (issue as { params?: RegisterIssueParams }).params;
        add(name, encodeFieldError(params?.messageKey ?? issue.message, params?.args ?? []));
      }
    }
    if (names.has('verificationCode') && !values.verificationCode?.trim()) {
      add('verificationCode', encodeFieldError('in_increase_verificationCode'));
    }
    if (!values.terms) add('terms', encodeFieldError('reg_terms_required'));
    if (!values.adult) add('adult', encodeFieldError('reg_age_required', [String(MINIMUM_AGE)]));
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/** Fields that take the whole row: those with a button, and any half-row field left alone. */
function layoutWideFields(fields: readonly RegisterFormField[], tab: RegisterTab): Set<FormField> {
  const always: readonly FormField[] = ['username', 'mobileNum', 'verificationCode', 'captcha'];
  const wide = new Set<FormField>();
  if (tab === 'registerMobile') return new Set(fields.map((f) => f.name));
  let pending: FormField | null = null;
  for (const f of fields) {
    if (always.includes(f.name)) {
      if (pending) wide.add(pending);
      pending = null;
      wide.add(f.name);
    } else if (pending) {
      pending = null;
    } else {
      pending = f.name;
    }
  }
  if (pending) wide.add(pending);
  return wide;
}

/** The registration form of the register modal and the /register pages (spec §2, §4, §5). */
export function RegisterForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const mobileRegistration = useModule('MOBILENUMREG3');
  const usernameRegistration = useModule('USERNAMEREG3');
  const smsVerification = useModule('REGMOBVERF3');
  const mobilePassword = useModule('MOBILENUMPASSREG3');
  const flags = useMemo(
    () => ({ mobileRegistration, usernameRegistration, smsVerification, mobilePassword }),
    [mobileRegistration, usernameRegistration, smsVerification, mobilePassword],
  );
  const tabs = registerTabs(flags);
  const [tab, setTab] = useState<RegisterTab>(tabs[0] ?? 'register');
  const rules = useSiteStore((s) => s.status?.info.register ?? {});
  const [affiliate, setAffiliate] = useState<{ code: string; valid: boolean | null } | null>(() => {
    const code = readRegInfo().affiliateCode;
    return code ? { code, valid: null } : null;
  });

  // Spec §5: an affiliate code from the link is checked; invalid → popup, and the field comes back.
  useEffect(() => {
    const info = captureRegInfo(window.location.search);
    if (!info.affiliateCode) return;
    let live = true;
    const code = info.affiliateCode;
    checkAffiliate({ code, domain: window.location.host }).then(
      () => live && setAffiliate({ code, valid: true }),
      (error: unknown) => {
        if (!live) return;
        setAffiliate(null);
        writeRegInfo({ ...readRegInfo(), affiliateCode: undefined });
        useAlertStore
          .getState()
          .show(
            isApiError(error, 'invitation_code_error')
              ? { kind: 'warning', key: 'invitation_code_error' }
              : { kind: 'warning', text: errorText(t, error) },
          );
      },
    );
    return () => {
      live = false;
    };
  }, [t]);

  if (tabs.length === 0) {
    return <FormMessage>{t('function.not.available')}</FormMessage>;
  }
  return (
    <div>
      {tabs.length > 1 && (
        <SegmentedTabs<RegisterTab>
          className="mb-5"
          label={t('reg_method')}
          value={tab}
          onChange={setTab}
          testId="register-tab"
          options={tabs.map((value) => ({
            value,
            label: value === 'register' ? t('login_by_username') : t('in_register_mobile'),
          }))}
        />
      )}
      <TabForm
        key={tab}
        tab={tab}
        rules={rules}
        flags={flags}
        affiliateFromUrl={affiliate?.valid === true ? affiliate.code : null}
        onDone={onDone}
      />
    </div>
  );
}

function TabForm({
  tab,
  rules,
  flags,
  affiliateFromUrl,
  onDone,
}: {
  tab: RegisterTab;
  rules: RegisterRules;
  flags: Parameters<typeof buildRegisterFields>[2];
  affiliateFromUrl: string | null;
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialingCode = useSiteStore((s) => dialingDigits(s.region?.countryDialingCode));
  const fields = useMemo(
    () => buildRegisterFields(rules, tab, flags, { affiliateFromUrl: affiliateFromUrl !== null }),
    [rules, tab, flags, affiliateFromUrl],
  );
  const resolver = useMemo(() => makeResolver(rules, fields, tab), [rules, fields, tab]);
  const form = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: { terms: false, adult: false },
  });
  const { register: field, handleSubmit, formState, setError, getValues, resetField } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const hasCaptcha = fields.some((f) => f.name === 'captcha');
  const captcha = useCaptcha(hasCaptcha);
  const digits = mobilePlaceholderDigits(rules.mobileNum);

  const sendCode = () => {
    const mobile = (getValues('mobileNum') ?? '').trim();
    const rule = rules.mobileNum;
    const check = rule
      ? validateField(mobile, { ...rule, required: true })
      : ({ ok: mobile !== '' } as const);
    if (!check.ok) {
      setError('mobileNum', {
        message:
          'messageKey' in check
            ? encodeFieldError(check.messageKey, check.args)
            : encodeFieldError('in_increase_mobileNum'),
      });
      return Promise.resolve(null);
    }
    return sendSms(
      (captcha) =>
        sendRegisterSms({
          mobileNo: mobile,
          countryDialingCode: dialingCode,
          ...(captcha ? { captcha } : {}),
        }),
      t,
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const info = readRegInfo();
    const typedAffiliate = values.affiliateCode?.trim();
    if (typedAffiliate) {
      try {
        await checkAffiliate({ code: typedAffiliate, domain: window.location.host });
      } catch (error) {
        if (isApiError(error, 'invitation_code_error')) {
          setError('affiliateCode', { message: encodeFieldError('invitation_code_error') });
          useAlertStore.getState().show({ kind: 'warning', key: 'invitation_code_error' });
          return;
        }
      }
    }
    const body: Record<string, unknown> = {};
    for (const f of fields) {
      const value = values[f.name]?.trim();
      if (value) body[f.name] = f.input === 'password' ? values[f.name] : value;
    }
    if (tab === 'registerMobile') {
      body.username = body.mobileNum;
      if (body.password) body.confirmPassword = body.password;
    }
    Object.assign(body, {
      affiliateCode: typedAffiliate || affiliateFromUrl || undefined,
      referralCode: info.referralCode,
      countryDialingCode: dialingCode,
      registerUrl: window.location.href.slice(0, 2048),
      registerMethod: 'WEB',
      domain: window.location.host,
      login: true,
      loginDeviceId: deviceId(),
    });
    try {
      const send = (captcha?: string) => {
        const withAnswer = captcha ? { ...body, captcha } : body;
        return tab === 'register' ? register(withAnswer) : registerMobile(withAnswer);
      };
      // With a captcha field its errors show on the field; without one the prompt asks when needed.
      const value = await (hasCaptcha ? send() : withCaptcha(send));
      writeRegInfo({});
      useModalStore.getState().close('register');
      if (value.token) await completeLogin({ ...value, token: value.token }, { type: 'username' });
      onDone?.();
      void navigate(paths.home);
    } catch (error) {
      const v = errorValue(error);
      const code = isApiError(error) ? error.errorCode : '';
      if (hasCaptcha) {
        resetField('captcha');
        captcha.refresh(true);
      }
      if (code === 'reg_pattern_invalid' && typeof v.field === 'string' && typeof v.messageKey === 'string') {
        const args = Array.isArray(v.args) ? v.args.map(String) : [];
        setError(
          v.field as FormField,
          { message: encodeFieldError(v.messageKey, args) },
          { shouldFocus: true },
        );
        return;
      }
      const target = CODE_FIELDS[code];
      if (target && fields.some((f) => f.name === target)) {
        setError(target, { message: encodeFieldError(code) }, { shouldFocus: true });
        return;
      }
      setFormError(errorText(t, error));
    }
  });

  const err = (name: keyof Values) => fieldErrorText(t, formState.errors[name]?.message);
  const wideFields = useMemo(() => layoutWideFields(fields, tab), [fields, tab]);

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('hd_sign_button')}
      data-testid={`register-form-${tab}`}
    >
      <div className="grid gap-3.5 sm:grid-cols-2">
        {formError && (
          <div className="sm:col-span-2">
            <FormMessage>{formError}</FormMessage>
          </div>
        )}
        {fields.map((f) => {
          const wide = wideFields.has(f.name);
          const label = t(LABELS[f.name]);
          const placeholder =
            f.name === 'mobileNum'
              ? t('reg_mobile_placeholder', { 0: digits })
              : PLACEHOLDERS[f.name]
                ? t(PLACEHOLDERS[f.name]!)
                : label;
          return (
            <TextField
              key={f.name}
              className={wide ? 'sm:col-span-2' : undefined}
              label={label}
              requiredMark={f.required}
              icon={ICONS[f.name]}
              prefix={f.name === 'mobileNum' && dialingCode ? `+${dialingCode}` : undefined}
              type={f.input === 'password' ? 'password' : f.input === 'email' ? 'email' : 'text'}
              inputMode={f.input === 'tel' ? 'tel' : f.input === 'numeric' ? 'numeric' : undefined}
              autoComplete={
                f.name === 'username'
                  ? 'username'
                  : f.name === 'password' || f.name === 'confirmPassword'
                    ? 'new-password'
                    : f.name === 'mobileNum'
                      ? 'tel-national'
                      : f.name === 'email'
                        ? 'email'
                        : f.name === 'verificationCode'
                          ? 'one-time-code'
                          : 'off'
              }
              maxLength={f.maxLength}
              placeholder={placeholder}
              error={err(f.name)}
              data-testid={`reg-${f.name}`}
              trailing={
                f.name === 'verificationCode' ? (
                  <SendCodeButton onSend={sendCode} />
                ) : f.name === 'captcha' ? (
                  <CaptchaImage
                    url={captcha.url}
                    failed={captcha.failed}
                    onRefresh={() => captcha.refresh()}
                    onSolved={(answer) => form.setValue('captcha', answer, { shouldValidate: true })}
                  />
                ) : undefined
              }
              {...field(f.name)}
            />
          );
        })}
      </div>
      {affiliateFromUrl && (
        <p
          className="mt-3 rounded-xl bg-brand-soft px-3.5 py-2 text-[13px] font-medium text-brand-fg"
          data-testid="reg-affiliate-from-link"
        >
          {t('reg_affiliate_applied', { 0: affiliateFromUrl })}
        </p>
      )}
      <div className="mt-4 grid gap-2.5">
        <CheckboxField error={err('terms')} data-testid="reg-terms" {...field('terms')}>
          {t('reg_terms')}
        </CheckboxField>
        <CheckboxField error={err('adult')} data-testid="reg-adult" {...field('adult')}>
          {t('reg_age', { 0: MINIMUM_AGE })}
        </CheckboxField>
      </div>
      <SubmitButton busy={formState.isSubmitting} className="mt-5" data-testid="register-submit">
        {t('reg_submit')}
      </SubmitButton>
    </form>
  );
}

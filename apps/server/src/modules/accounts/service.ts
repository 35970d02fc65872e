import { createHash, randomBytes, randomInt } from 'node:crypto';
import type {
  LoginValue,
  MemberInfo,
  RegisterValue,
  changePasswordBodySchema,
  forgotPasswordEmailBodySchema,
  loginBodySchema,
  phonePasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@jade/contract/accounts';
import { isAgentType, TRIAL_TYPE } from '@jade/contract/account-types';
import type { ModuleId } from '@jade/contract/module-ids';
import { REQUIRED_MESSAGE_KEY, validateField, validateRegistration } from '@jade/contract/register-patterns';
import {
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterRule,
  type RegisterRules,
} from '@jade/contract/system';
import type { z } from 'zod';
import {
  AppError,
  FunctionNotAvailableError,
  RateLimitedError,
  RequestParamError,
} from '../../platform/errors';
import type { CounterStore } from '../../platform/rate-limit/counter-store';
import { consume } from '../../platform/rate-limit/rate-limit';
import type { MerchantRow } from '../brand/repository';
import type { BrandService } from '../brand/service';
import type { CaptchaService } from './captcha';
import { LIMITS, LOGIN_GUARD, PROBE_GUARD } from './limits';
import type { MailProvider } from './messaging';
import { WEAK_DEFAULT_PASSWORDS, type PasswordHasher } from './passwords';
import { createProbeGuard, withTimingFloor } from './probe-guard';
import { UniqueViolation, type AccountsRepository, type MemberRow } from './repository';
import type { SessionContext, SessionService } from './sessions';
import type { AccountsSettings } from './settings';
import type { VerificationCodes } from './verification-codes';

/** What every accounts call knows about its caller. */
export interface CallerContext extends SessionContext {
  merchant: MerchantRow;
  /** The `captchaId` cookie. */
  captchaId?: string | undefined;
}

type LoginBody = z.output<typeof loginBodySchema>;
type RegisterBody = z.output<typeof registerBodySchema>;

/** An agent's affiliate link: who registers through it joins `agentId` as `accountType`. */
export type AffiliateLinkResolver = (
  merchantCode: string,
  code: string,
) => Promise<{ agentId: number; accountType: number; code: string } | undefined>;

/** Used for agent-opened accounts when a brand has no username rule: a letter, then letters and digits. */
const FALLBACK_USERNAME_RULE: RegisterRule = {
  enabled: true,
  required: true,
  minLength: 4,
  maxLength: 16,
  patternId: 1,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
};

/** Used when a brand has no enabled password rule: 6 to 128 characters, anything but spaces. */
const FALLBACK_PASSWORD_RULE: RegisterRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 128,
  patternId: 9,
  acceptedPattern: '*',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** "0133671****": the last four digits hidden. */
export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  return mobile.length <= 4 ? '****' : `${mobile.slice(0, -4)}****`;
}

/** "de***@example.com". */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** Digits only, without a leading '+'. */
function normaliseDialingCode(code: string | undefined, merchant: MerchantRow): string {
  return (code ?? merchant.dialingCode).replace(/^\+/, '');
}

function randomCode(length: number, alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

function regFailure(field: string, messageKey: string, args: string[] = []): AppError {
  return new AppError('reg_pattern_invalid', 400, { field, messageKey, args });
}

export function createAccountsService(deps: {
  repo: AccountsRepository;
  brands: BrandService;
  sessions: SessionService;
  codes: VerificationCodes;
  captchas: CaptchaService;
  mail: MailProvider;
  hasher: PasswordHasher;
  counters: CounterStore;
  settings: AccountsSettings;
  now: () => number;
  /** Runs after a trial account is created, before its session (the wallet credits demo money). */
  onTrialCreated?: ((member: MemberRow) => Promise<void>) | undefined;
  /** An agent's affiliate link by its code (agents module): registering through it joins that agent. */
  resolveAffiliateLink?: AffiliateLinkResolver | undefined;
}) {
  const { repo, brands, sessions, codes, captchas, hasher, counters, settings, now } = deps;
  const moduleOn = (ctx: CallerContext, id: ModuleId) => brands.moduleEnabled(ctx.merchant.code, id);
  const probes = createProbeGuard({ counters, captchas });

  /** The enumeration guard before any lookup that could reveal an account (limits, then captcha). */
  async function probe(ctx: CallerContext, identifiers: (string | undefined)[], captcha: string | undefined) {
    return probes.enter({
      ip: ctx.ip,
      merchant: ctx.merchant.code,
      identifiers: identifiers.filter((i): i is string => Boolean(i)),
      captchaOn: await moduleOn(ctx, 'CAPTCHA3'),
      captcha,
      captchaId: ctx.captchaId,
    });
  }

  function audit(
    ctx: CallerContext,
    username: string,
    memberId: number | null,
    result: string,
    method: string,
  ) {
    return repo.audit({
      merchantCode: ctx.merchant.code,
      username: username.slice(0, 64),
      memberId,
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 512) ?? null,
      result,
      method,
    });
  }

  function passwordExpired(member: MemberRow): boolean {
    return member.passwordExpiresAt !== null && member.passwordExpiresAt.getTime() <= now();
  }

  type LoginOptions = { weak?: boolean; sms?: boolean };

  /** Spec §4: a weak default or an expired password forces the change, except after an SMS login. */
  async function mustChangePassword(member: MemberRow, ctx: CallerContext, opts: LoginOptions) {
    const forceOnExpiry = passwordExpired(member) && (await moduleOn(ctx, 'PWDEXPFORCECHANGE3'));
    return (
      member.type !== TRIAL_TYPE &&
      (member.firstLogin || (!opts.sms && (opts.weak === true || forceOnExpiry)))
    );
  }

  async function loginValue(
    member: MemberRow,
    token: string,
    ctx: CallerContext,
    opts: LoginOptions = {},
  ): Promise<LoginValue> {
    return {
      token,
      id: member.id,
      userName: member.username,
      customerType: member.type,
      firstTimeLogin: member.firstLogin,
      passwordExpired: passwordExpired(member),
      mustChangePassword: await mustChangePassword(member, ctx, opts),
    };
  }

  /** A new session; one that must change its password first is restricted to that (see sessions.ts). */
  async function startSession(member: MemberRow, ctx: CallerContext, opts: LoginOptions = {}) {
    const restricted = await mustChangePassword(member, ctx, opts);
    const { token } = await sessions.create(member, ctx, restricted);
    await repo.recordLogin(member.id, new Date(now()), ctx.ip);
    return token;
  }

  async function passwordRule(ctx: CallerContext): Promise<RegisterRule> {
    const rule = (await brands.registerRules(ctx.merchant.brandId)).password;
    return rule?.enabled ? { ...rule, required: true } : FALLBACK_PASSWORD_RULE;
  }

  /** The new password against the brand's password rule, and its confirmation. */
  async function checkNewPassword(ctx: CallerContext, password: string, confirm: string | undefined) {
    const result = validateField(password, await passwordRule(ctx));
    if (!result.ok) throw regFailure('newPassword', result.messageKey, result.args);
    if (confirm !== undefined && confirm !== password) {
      throw new AppError('inconsistent_twice', 400, { field: 'confirmNewPassword' });
    }
  }

  function expiryFrom(t: number): Date | null {
    return settings.passwordMaxAgeDays > 0 ? new Date(t + settings.passwordMaxAgeDays * 86_400_000) : null;
  }

  async function setPassword(member: MemberRow, password: string): Promise<void> {
    const t = now();
    await repo.setPassword(member.id, {
      passwordHash: await hasher.hash(password),
      changedAt: new Date(t),
      expiresAt: expiryFrom(t),
    });
  }

  /** A password that opens nothing: for accounts that log in without one. */
  const unusablePasswordHash = () => hasher.hash(randomBytes(32).toString('base64url'));

  /** Inserts a member, retrying when a generated code collides; UniqueViolation otherwise. */
  async function insertMember(
    values: Omit<Parameters<AccountsRepository['insertMember']>[0], 'referralCode'>,
  ) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await repo.insertMember({ ...values, referralCode: randomCode(8) });
      } catch (error) {
        if (
          error instanceof UniqueViolation &&
          error.constraint === 'members_referral_code_uq' &&
          attempt < 5
        )
          continue;
        throw error;
      }
    }
  }

  // ------------------------------------------------------------------------------------------ login

  const failKeys = (ctx: CallerContext, username: string) => ({
    user: `login-fail-user:${ctx.merchant.code}:${username.toLowerCase()}`,
    ip: `login-fail-ip:${ctx.ip}`,
    lock: `login-lock:${ctx.merchant.code}:${username.toLowerCase()}`,
  });

  /** A reset by SMS or e-mail proves the owner: it ends a lock-out a stranger may have caused. */
  async function unlockLogin(ctx: CallerContext, member: MemberRow) {
    const names = [member.username, member.mobile].filter((n): n is string => Boolean(n));
    await Promise.all(
      names.flatMap((name) => {
        const keys = failKeys(ctx, name);
        return [counters.clear(keys.lock), counters.clear(keys.user)];
      }),
    );
  }

  function lockedError(resetInMs: number) {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    return new RateLimitedError('login.locked', resetInMs, { captcha: true, minutes }, [minutes]);
  }

  async function login(body: LoginBody, ctx: CallerContext): Promise<LoginValue> {
    await consume(counters, LIMITS.loginPerIp, ctx.ip);
    const sms = body.type === 'sms';
    if (sms && !(await moduleOn(ctx, 'MOBILEVERCODELOGIN3'))) throw new FunctionNotAvailableError();
    const username = body.username.trim();
    const keys = failKeys(ctx, username);

    const lock = await counters.peek(keys.lock);
    if (lock.count > 0) {
      await audit(ctx, username, null, 'locked', body.type);
      throw lockedError(lock.resetInMs);
    }
    const captchaOn = await moduleOn(ctx, 'CAPTCHA3');
    const [userFails, ipFails] = await Promise.all([counters.peek(keys.user), counters.peek(keys.ip)]);
    if (captchaOn && Math.max(userFails.count, ipFails.count) >= LOGIN_GUARD.captchaFrom) {
      if (!body.captcha) {
        await audit(ctx, username, null, 'captcha_required', body.type);
        throw new AppError('captcha.required', 400, { captcha: true });
      }
      if (!(await captchas.check(ctx.captchaId, body.captcha))) {
        await audit(ctx, username, null, 'captcha_invalid', body.type);
        throw new AppError('captcha.invalid', 400, { captcha: true });
      }
    }

    let member: MemberRow | undefined;
    let failure: AppError | undefined;
    if (sms) {
      const dialingCode = normaliseDialingCode(body.countryDialingCode, ctx.merchant);
      member = await repo.findMemberByMobile(ctx.merchant.code, dialingCode, username);
      try {
        await codes.verify({
          merchant: ctx.merchant.code,
          dialingCode,
          mobile: username,
          purposes: ['login'],
          code: body.password,
        });
        if (!member) failure = new AppError('sms.code.invalid', 400);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failure = error;
      }
    } else {
      member = await repo.findMemberByUsername(ctx.merchant.code, username);
      // An unknown username costs the same time as a wrong password, and answers the same.
      const ok = member
        ? await hasher.verify(member.passwordHash, body.password)
        : (await hasher.verifyDummy(body.password), false);
      if (!ok) failure = new AppError('login.failed', 400);
    }

    if (failure) {
      const [u, i] = await Promise.all([
        counters.hit(keys.user, LOGIN_GUARD.windowMs),
        counters.hit(keys.ip, LOGIN_GUARD.windowMs),
      ]);
      await audit(ctx, username, member?.id ?? null, 'failed', body.type);
      if (u.count >= LOGIN_GUARD.lockAt) {
        await counters.claim(keys.lock, LOGIN_GUARD.lockMs);
        await counters.clear(keys.user);
        throw lockedError(LOGIN_GUARD.lockMs);
      }
      const captcha = captchaOn && Math.max(u.count, i.count) >= LOGIN_GUARD.captchaFrom;
      throw new AppError(failure.errorCode, failure.status, { captcha });
    }
    if (!member) throw new AppError('login.failed', 400); // unreachable: no failure means a member
    if (member.status !== 'active') {
      await audit(ctx, username, member.id, 'frozen', body.type);
      throw new AppError('account.frozen', 403);
    }
    await counters.clear(keys.user);
    const opts = { weak: !sms && WEAK_DEFAULT_PASSWORDS.has(body.password), sms };
    const token = await startSession(member, ctx, opts);
    await audit(ctx, username, member.id, 'success', body.type);
    return loginValue(member, token, ctx, opts);
  }

  // ----------------------------------------------------------------------------------- registration

  async function register(kind: 'username' | 'mobile', body: RegisterBody, ctx: CallerContext) {
    if (kind === 'username' && !(await moduleOn(ctx, 'USERNAMEREG3'))) throw new FunctionNotAvailableError();
    await consume(counters, LIMITS.registerPerIp, ctx.ip);
    const rules = await brands.registerRules(ctx.merchant.brandId);
    const withPassword = kind === 'username' || (await moduleOn(ctx, 'MOBILENUMPASSREG3'));
    const mobileNum = body.mobileNum?.trim() || undefined;
    const values: Record<string, string | undefined> = { confirmPassword: body.confirmPassword };
    for (const field of REGISTER_FIELDS) values[field] = body[field];
    if (kind === 'mobile') {
      values.username = mobileNum;
      // Spec §4: on the mobile tab the confirmation equals the password.
      values.confirmPassword = body.confirmPassword ?? body.password;
    }
    const fields: RegisterField[] =
      kind === 'username'
        ? REGISTER_FIELDS.filter((f) => f !== 'captcha')
        : ['mobileNum', ...(withPassword ? (['password'] as const) : []), 'affiliateCode'];
    const effective = { ...rules };
    // The mobile tab is nothing without the number, whatever the rule says.
    if (kind === 'mobile' && effective.mobileNum)
      effective.mobileNum = { ...effective.mobileNum, required: true };
    if (kind === 'mobile' && !mobileNum && !effective.mobileNum?.enabled) {
      throw regFailure('mobileNum', REQUIRED_MESSAGE_KEY);
    }
    const errors = validateRegistration(values, effective, { fields, confirmPassword: withPassword });
    for (const field of [...REGISTER_FIELDS, 'confirmPassword'] as const) {
      const failure = errors[field];
      if (failure) throw regFailure(field, failure.messageKey, failure.args);
    }
    if (withPassword && !body.password) throw regFailure('password', REQUIRED_MESSAGE_KEY);

    const dialingCode = normaliseDialingCode(body.countryDialingCode, ctx.merchant);
    const username = (kind === 'mobile' ? mobileNum : body.username?.trim()) ?? '';
    // Counted before the taken checks below, which would otherwise tell a script who has an account.
    const guarded = await probe(
      ctx,
      [username, mobileNum && `${dialingCode} ${mobileNum}`, body.email?.trim()],
      body.captcha,
    );
    if (
      !guarded.captchaChecked &&
      kind === 'username' &&
      rules.captcha?.enabled &&
      (await moduleOn(ctx, 'CAPTCHA3'))
    ) {
      if (!body.captcha) throw new AppError('captcha.required', 400, { captcha: true });
      if (!(await captchas.check(ctx.captchaId, body.captcha)))
        throw new AppError('captcha.invalid', 400, { captcha: true });
    }
    if (mobileNum && (await repo.findMemberByMobile(ctx.merchant.code, dialingCode, mobileNum))) {
      throw new AppError('mobile.taken', 409);
    }
    if (await repo.findMemberByUsername(ctx.merchant.code, username))
      throw new AppError('username.taken', 409);

    if (mobileNum && (await moduleOn(ctx, 'REGMOBVERF3'))) {
      await codes.verify({
        merchant: ctx.merchant.code,
        dialingCode,
        mobile: mobileNum,
        purposes: ['register'],
        code: body.verificationCode,
      });
    }
    const affiliateCode = body.affiliateCode?.trim();
    let upline: MemberRow | undefined;
    let accountType = 0;
    let registeredCode: string | undefined;
    if (affiliateCode) {
      const found = await affiliateUpline(ctx.merchant.code, affiliateCode);
      if (!found) throw new AppError('invitation_code_error', 400, { field: 'affiliateCode' });
      upline = found.agent;
      accountType = found.accountType;
      registeredCode = found.code;
    }
    const referralCode = body.referralCode?.trim();
    const referrer = referralCode
      ? await repo.findMemberByReferralCode(ctx.merchant.code, referralCode)
      : undefined;

    const t = now();
    const password = withPassword ? body.password! : undefined;
    let member: MemberRow;
    try {
      member = await insertMember({
        merchantCode: ctx.merchant.code,
        username,
        passwordHash: password ? await hasher.hash(password) : await unusablePasswordHash(),
        hasPassword: password !== undefined,
        type: accountType,
        parentId: upline?.id ?? referrer?.id ?? null,
        affiliateCode: isAgentType(accountType) ? randomCode(8).toUpperCase() : null,
        nickname: username,
        mobile: mobileNum ?? null,
        dialingCode: mobileNum ? dialingCode : null,
        email: body.email?.trim() || null,
        payeeName: body.payeeName?.trim() || null,
        paymentPasswordHash: body.paymentPassword ? await hasher.hash(body.paymentPassword) : null,
        qqNum: body.qqNum || null,
        line: body.line || null,
        whatsapp: body.whatsapp || null,
        facebook: body.facebook || null,
        wechat: body.wechat || null,
        idNumber: body.idNumber || null,
        recommenderId: body.recommenderId || null,
        registeredAffiliateCode: registeredCode ?? null,
        registeredReferralCode: referrer ? referralCode! : null,
        registerUrl: body.registerUrl ?? null,
        registerMethod: body.registerMethod,
        registerDomain: body.domain ?? null,
        registerIp: ctx.ip,
        // The player chose this password: nothing to force at the first login.
        firstLogin: false,
        passwordChangedAt: password ? new Date(t) : null,
        passwordExpiresAt: password ? expiryFrom(t) : null,
      });
    } catch (error) {
      if (error instanceof UniqueViolation) {
        throw new AppError(error.constraint === 'members_mobile_uq' ? 'mobile.taken' : 'username.taken', 409);
      }
      throw error;
    }
    await audit(ctx, username, member.id, 'registered', kind);
    if (!body.login) return { ...(await loginValue(member, '', ctx)), token: null } satisfies RegisterValue;
    const token = await startSession(member, ctx);
    await audit(ctx, username, member.id, 'success', 'register');
    return loginValue(member, token, ctx);
  }

  /**
   * The agent an affiliate code registers under: an agent's own code (a player account), else one of
   * the agents' affiliate links (its account type). Undefined when neither is a live agent's.
   */
  async function affiliateUpline(
    merchantCode: string,
    code: string,
  ): Promise<{ agent: MemberRow; accountType: number; code: string } | undefined> {
    const own = await repo.findMemberByAffiliateCode(merchantCode, code);
    const link = own ? undefined : await deps.resolveAffiliateLink?.(merchantCode, code);
    const agent = own ?? (link ? await repo.findMemberById(link.agentId) : undefined);
    if (
      !agent ||
      agent.merchantCode !== merchantCode ||
      !isAgentType(agent.type) ||
      agent.status !== 'active'
    )
      return undefined;
    return { agent, accountType: link?.accountType ?? 0, code: link?.code ?? agent.affiliateCode ?? code };
  }

  /**
   * The register centre (agents module): an agent opens a player or sub-agent account right below
   * itself. Username and password follow the brand's register rules as in the site's registration;
   * the password arrives sealed. Returns the new member; its rebates are the caller's business.
   */
  async function registerDownline(
    agent: MemberRow,
    body: {
      username: string;
      password: string;
      confirmPassword?: string | undefined;
      accountType: number;
      nickname?: string | undefined;
    },
    ctx: CallerContext,
  ): Promise<MemberRow> {
    if (!isAgentType(agent.type)) throw new AppError('not.agent', 403);
    await consume(counters, LIMITS.downlinePerAgent, String(agent.id));
    const rules = await brands.registerRules(ctx.merchant.brandId);
    const username = body.username.trim();
    const values = {
      username,
      password: body.password,
      confirmPassword: body.confirmPassword ?? body.password,
    };
    // The username and password rules of the brand, whatever the brand asks of self-registration.
    const effective: RegisterRules = {
      username: { ...(rules.username ?? FALLBACK_USERNAME_RULE), enabled: true, required: true },
      password: { ...(rules.password ?? FALLBACK_PASSWORD_RULE), enabled: true, required: true },
    };
    const errors = validateRegistration(values, effective, {
      fields: ['username', 'password'],
      confirmPassword: true,
    });
    for (const field of ['username', 'password', 'confirmPassword'] as const) {
      const failure = errors[field];
      if (failure) throw regFailure(field, failure.messageKey, failure.args);
    }
    if (await repo.findMemberByUsername(ctx.merchant.code, username))
      throw new AppError('username.taken', 409);
    const t = now();
    try {
      const member = await insertMember({
        merchantCode: ctx.merchant.code,
        username,
        passwordHash: await hasher.hash(body.password),
        hasPassword: true,
        type: body.accountType,
        parentId: agent.id,
        nickname: body.nickname?.trim() || username,
        affiliateCode: isAgentType(body.accountType) ? randomCode(8).toUpperCase() : null,
        registerMethod: 'AGENT',
        registerIp: ctx.ip,
        firstLogin: false,
        passwordChangedAt: new Date(t),
        passwordExpiresAt: expiryFrom(t),
      });
      await audit(ctx, username, member.id, 'registered', 'agent');
      return member;
    } catch (error) {
      if (error instanceof UniqueViolation) throw new AppError('username.taken', 409);
      throw error;
    }
  }

  /** The register centre's username check (agents only, rationed per agent). */
  async function usernameAvailable(agent: MemberRow, username: string): Promise<boolean> {
    await consume(counters, LIMITS.usernameCheckPerAgent, String(agent.id));
    return !(await repo.findMemberByUsername(agent.merchantCode, username.trim()));
  }

  // -------------------------------------------------------------------------------------- passwords

  async function changePassword(
    member: MemberRow,
    sessionId: number,
    body: z.output<typeof changePasswordBodySchema>,
    ctx: CallerContext,
  ) {
    await checkNewPassword(ctx, body.newPassword, body.confirmNewPassword);
    // Spec §5: the old password is asked only when the account has one.
    if (member.hasPassword) {
      if (!body.oldPassword) throw new RequestParamError('oldPassword');
      const subject = String(member.id);
      const state = await counters.peek(`${LIMITS.oldPasswordPerMember.name}:${subject}`);
      if (state.count >= LIMITS.oldPasswordPerMember.max)
        throw new RateLimitedError('too.many.requests', state.resetInMs);
      if (!(await hasher.verify(member.passwordHash, body.oldPassword))) {
        await counters.hit(
          `${LIMITS.oldPasswordPerMember.name}:${subject}`,
          LIMITS.oldPasswordPerMember.windowMs,
        );
        await audit(ctx, member.username, member.id, 'password_change_failed', 'password');
        throw new AppError('old.password.wrong', 400);
      }
      if (body.oldPassword === body.newPassword) throw new AppError('password.same', 400);
    }
    await setPassword(member, body.newPassword);
    await sessions.passwordChanged(sessionId);
    await sessions.revokeOthers(member.id, 'password_changed', sessionId);
    await audit(ctx, member.username, member.id, 'password_changed', 'password');
    return {};
  }

  /** The same answer, and no sooner than PROBE_GUARD.answerFloorMs, whether the account exists or not. */
  async function forgotByEmail(body: z.output<typeof forgotPasswordEmailBodySchema>, ctx: CallerContext) {
    await consume(counters, LIMITS.forgotPerIp, ctx.ip);
    await consume(counters, LIMITS.forgotPerUsername, `${ctx.merchant.code}:${body.username.toLowerCase()}`);
    await probe(ctx, [body.username, body.email], body.captcha);
    return withTimingFloor(PROBE_GUARD.answerFloorMs, () => mailResetLink(body, ctx));
  }

  async function mailResetLink(body: z.output<typeof forgotPasswordEmailBodySchema>, ctx: CallerContext) {
    const member = await repo.findMemberByUsername(ctx.merchant.code, body.username);
    const matches =
      member !== undefined &&
      member.status === 'active' &&
      member.email !== null &&
      member.email.toLowerCase() === body.email.toLowerCase();
    if (!matches) {
      await audit(ctx, body.username, member?.id ?? null, 'reset_requested_nomatch', 'email');
      return {}; // the same answer: nobody learns whether the username or the e-mail exists
    }
    const token = randomBytes(32).toString('base64url');
    const t = now();
    await repo.replaceReset({
      tokenHash: sha256(token),
      memberId: member.id,
      createdAt: new Date(t),
      expiresAt: new Date(t + 30 * 60_000),
    });
    const link = `${settings.publicBaseUrl.replace(/\/$/, '')}/resetPassword?token=${token}`;
    await deps.mail.send({
      to: member.email!,
      subject: 'Reset your Jade password',
      text: `Hello ${member.username},\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this message; your password stays as it is.`,
    });
    await audit(ctx, body.username, member.id, 'reset_requested', 'email');
    return {};
  }

  async function resetByToken(body: z.output<typeof resetPasswordBodySchema>, ctx: CallerContext) {
    await consume(counters, LIMITS.resetPerIp, ctx.ip);
    await checkNewPassword(ctx, body.newPassword, body.confirmNewPassword);
    const memberId = await repo.useReset(sha256(body.token), new Date(now()));
    const member = memberId === undefined ? undefined : await repo.findMemberById(memberId);
    if (!member || member.merchantCode !== ctx.merchant.code) throw new AppError('reset.link.invalid', 400);
    await setPassword(member, body.newPassword);
    await unlockLogin(ctx, member);
    await sessions.revokeOthers(member.id, 'password_reset');
    await audit(ctx, member.username, member.id, 'password_reset', 'email');
    return {};
  }

  async function resetByPhone(body: z.output<typeof phonePasswordBodySchema>, ctx: CallerContext) {
    const mobile = body.mobileNum?.trim();
    if (!mobile) throw new AppError('sms.phone.missing', 400);
    await checkNewPassword(ctx, body.newPassword, body.confirmNewPassword);
    const dialingCode = normaliseDialingCode(body.countryDialingCode, ctx.merchant);
    await codes.verify({
      merchant: ctx.merchant.code,
      dialingCode,
      mobile,
      purposes: ['forgot', 'login'],
      code: body.verificationCode,
    });
    const member = await repo.findMemberByMobile(ctx.merchant.code, dialingCode, mobile);
    if (!member) throw new AppError('sms.code.invalid', 400);
    if (member.status !== 'active') throw new AppError('account.frozen', 403);
    await setPassword(member, body.newPassword);
    await unlockLogin(ctx, member);
    await audit(ctx, member.username, member.id, 'password_reset', 'sms');
    const fresh = (await repo.findMemberById(member.id))!;
    const token = await startSession(fresh, ctx, { sms: true }); // ends every other session too
    await audit(ctx, member.username, member.id, 'success', 'password_sms');
    return loginValue(fresh, token, ctx, { sms: true });
  }

  // ------------------------------------------------------------------------------------ SMS sending

  /** A valid mobile number by the brand's mobileNum rule (digits only), else sms.phone.* errors. */
  async function checkMobile(ctx: CallerContext, mobile: string | undefined): Promise<string> {
    const value = mobile?.trim() ?? '';
    if (value === '') throw new AppError('sms.phone.missing', 400);
    const rule = (await brands.registerRules(ctx.merchant.brandId)).mobileNum;
    const digitsRule: RegisterRule = rule
      ? { ...rule, required: true, patternId: 6 }
      : { enabled: true, required: true, minLength: 6, maxLength: 15, patternId: 6, acceptedPattern: '*' };
    if (!/^[0-9]+$/.test(value) || !validateField(value, digitsRule).ok)
      throw new AppError('sms.phone.invalid', 400);
    return value;
  }

  async function sendLoginCode(
    body: {
      mobileNum?: string | undefined;
      countryDialingCode?: string | undefined;
      purpose: 'login' | 'forgot';
      captcha?: string | undefined;
    },
    ctx: CallerContext,
  ) {
    const mobile = await checkMobile(ctx, body.mobileNum);
    const dialingCode = normaliseDialingCode(body.countryDialingCode, ctx.merchant);
    await probe(ctx, [`${dialingCode} ${mobile}`], body.captcha);
    // The same answer, no sooner than the floor, for a number without an account: nothing is sent.
    return withTimingFloor(PROBE_GUARD.answerFloorMs, async () => {
      const member = await repo.findMemberByMobile(ctx.merchant.code, dialingCode, mobile);
      await codes.send({
        merchant: ctx.merchant.code,
        dialingCode,
        mobile,
        purpose: body.purpose,
        ip: ctx.ip,
        deliver: member !== undefined && member.status === 'active',
      });
      return { expiredMinutes: codes.expiredMinutes };
    });
  }

  async function sendRegisterCode(
    body: {
      mobileNo?: string | undefined;
      mobileNum?: string | undefined;
      countryDialingCode?: string | undefined;
      captcha?: string | undefined;
    },
    ctx: CallerContext,
  ) {
    const mobile = await checkMobile(ctx, body.mobileNo ?? body.mobileNum);
    const dialingCode = normaliseDialingCode(body.countryDialingCode, ctx.merchant);
    // Issue 12: limits and captcha before `mobile.taken` can answer.
    await probe(ctx, [`${dialingCode} ${mobile}`], body.captcha);
    if (await repo.findMemberByMobile(ctx.merchant.code, dialingCode, mobile))
      throw new AppError('mobile.taken', 409);
    await codes.send({ merchant: ctx.merchant.code, dialingCode, mobile, purpose: 'register', ip: ctx.ip });
    return { expiredMinutes: codes.expiredMinutes };
  }

  // ------------------------------------------------------------------------------------- free play

  async function freePlay(ctx: CallerContext): Promise<LoginValue> {
    await consume(counters, LIMITS.freePlayPerIp, ctx.ip);
    let member: MemberRow | undefined;
    for (let attempt = 0; !member; attempt++) {
      try {
        member = await insertMember({
          merchantCode: ctx.merchant.code,
          username: `trial_${randomCode(10)}`,
          passwordHash: await unusablePasswordHash(),
          hasPassword: false,
          type: TRIAL_TYPE,
          nickname: 'Trial player',
          registerMethod: 'FREEPLAY',
          registerIp: ctx.ip,
          firstLogin: false,
        });
      } catch (error) {
        if (!(error instanceof UniqueViolation) || attempt >= 3) throw error;
      }
    }
    await deps.onTrialCreated?.(member);
    const token = await startSession(member, ctx);
    await audit(ctx, member.username, member.id, 'success', 'freeplay');
    return loginValue(member, token, ctx);
  }

  // ------------------------------------------------------------------------------------ member info

  async function memberInfo(member: MemberRow): Promise<MemberInfo> {
    const parent = member.parentId === null ? undefined : await repo.findMemberById(member.parentId);
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname || member.username,
      type: member.type,
      mobile: maskMobile(member.mobile),
      countryDialingCode: member.dialingCode ?? '',
      email: maskEmail(member.email),
      regDate: member.createdAt.getTime(),
      lastLoginDate: member.lastLoginAt?.getTime() ?? null,
      clubLabel: { labelName: `VIP${member.vipLevel}` },
      memberLabel: [{ labelName: `VIP${member.vipLevel}` }],
      toUpline: parent !== undefined && isAgentType(parent.type) && member.type !== TRIAL_TYPE,
      avatar: member.avatar,
      language: member.language ?? '',
      vipLevel: member.vipLevel,
      hasPassword: member.hasPassword,
      firstTimeLogin: member.firstLogin,
      passwordExpired: passwordExpired(member),
      referralCode: member.referralCode,
      affiliateCode: isAgentType(member.type) ? (member.affiliateCode ?? '') : '',
    };
  }

  async function checkAffiliate(code: string, ctx: CallerContext) {
    // Counted per IP only: a popular agent's code is checked by every visitor of their link, and the
    // call has no captcha field, so past the limit it is a plain 429.
    await probes.enter({
      ip: ctx.ip,
      merchant: ctx.merchant.code,
      identifiers: [],
      captchaOn: false,
      captcha: undefined,
      captchaId: undefined,
    });
    const found = await affiliateUpline(ctx.merchant.code, code.trim());
    if (!found) throw new AppError('invitation_code_error', 400);
    return { code: found.code, valid: true as const };
  }

  return {
    login,
    register,
    changePassword,
    forgotByEmail,
    resetByToken,
    resetByPhone,
    sendLoginCode,
    sendRegisterCode,
    freePlay,
    memberInfo,
    checkAffiliate,
    registerDownline,
    usernameAvailable,
    downlineCount: (member: MemberRow) => repo.countDownlines(member.id),
    setLanguage: (member: MemberRow, language: string) => repo.setLanguage(member.id, language),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/**
 * Accounts and sessions (spec §3, §4; wire reference §2.1): request bodies and answer values of the
 * login, registration, SMS, password, free-play, captcha and member-info calls.
 */
import { z } from 'zod';
import { sealingPublicKeySchema } from './sealed-payload';

/** No text field of these calls is longer (the SMS code's own maximum, spec §5). */
const MAX_TEXT = 255;
const text = (max = MAX_TEXT) => z.string().max(max);
/** A dialing code such as "63" or "+63". */
const dialingCode = z
  .string()
  .regex(/^\+?[0-9]{1,4}$/)
  .optional();
/** The site's device id (localStorage SHELL_deviceId, a UUID). */
const deviceId = z.string().max(64).optional();

export const LOGIN_TYPES = ['username', 'sms'] as const;

/** `POST /wps/session/login` (sealed). For `sms`: username = mobile number, password = the code. */
export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captcha: text(16).optional(),
  type: z.enum(LOGIN_TYPES).default('username'),
  loginDeviceId: deviceId,
  countryDialingCode: dialingCode,
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** What a successful login (also registration with `login:true`, free play, phone reset) returns. */
export const loginValueSchema = z.object({
  /** Opaque session token: send it as the raw `Authorization` header. */
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  /** The member type (0 member, 1/2/41/42 agents, 4 trial). */
  customerType: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the site must open the forced change-password modal (first login, weak or expired). */
  mustChangePassword: z.boolean(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** The `value` of a failed login: `captcha` true means the next attempt needs the captcha. */
export const loginFailureValueSchema = z.object({
  captcha: z.boolean(),
  /** Minutes until a locked account may try again (`login.locked`). */
  minutes: z.number().int().optional(),
});
export type LoginFailureValue = z.infer<typeof loginFailureValueSchema>;

const field = () => text().optional();

/** `PUT /wps/member/register` and `/wps/member/register/mobile` (sealed), spec §3 "Registration user". */
export const registerBodySchema = z.object({
  username: field(),
  password: field(),
  confirmPassword: field(),
  payeeName: field(),
  email: field(),
  qqNum: field(),
  mobileNum: field(),
  recommenderId: field(),
  captcha: field(),
  /** The SMS code, when SMS verification of registration (REGMOBVERF3) is on. */
  verificationCode: field(),
  affiliateCode: field(),
  paymentPassword: field(),
  line: field(),
  whatsapp: field(),
  facebook: field(),
  wechat: field(),
  idNumber: field(),
  /** From the page's `?referralCode=`. */
  referralCode: text(64).optional(),
  domain: text().optional(),
  countryDialingCode: dialingCode,
  firebaseChannel: text().optional(),
  firebaseIdToken: text(4096).optional(),
  registerUrl: text(2048).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  /** Log the new member in and return the login value. */
  login: z.boolean().default(true),
  loginDeviceId: deviceId,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** Registration answers the login value; `token` is null when `login` was false. */
export const registerValueSchema = loginValueSchema.extend({ token: z.string().nullable() });
export type RegisterValue = z.infer<typeof registerValueSchema>;

/** `value` of a `reg_pattern_invalid` failure: which field, and the message to show for it. */
export const registerFailureValueSchema = z.object({
  field: z.string(),
  /** `reg_pattern_<id>`, `input_cannot_be_empty` or `inconsistent_twice`. */
  messageKey: z.string(),
  args: z.array(z.string()),
});

/** `POST /wps/verification/sms/noLogin`: a code for the SMS login or the phone password reset. */
export const smsNoLoginBodySchema = z.object({
  mobileNum: text(32).optional(),
  countryDialingCode: dialingCode,
  /** What the code is for; the login tab sends nothing (login). */
  purpose: z.enum(['login', 'forgot']).default('login'),
  /** Needed after a few tries (answer `captcha.required`): the enumeration guard. */
  captcha: text(16).optional(),
});

/** `POST /wps/verification/sms/register` (wire: the field is `mobileNo`; `mobileNum` is accepted too). */
export const smsRegisterBodySchema = z.object({
  mobileNo: text(32).optional(),
  mobileNum: text(32).optional(),
  countryDialingCode: dialingCode,
  /** Needed after a few tries (answer `captcha.required`): the enumeration guard. */
  captcha: text(16).optional(),
});

export const smsValueSchema = z.object({
  /** How long the code stays valid; the site counts down 60 × expiredMinutes seconds. */
  expiredMinutes: z.number().int(),
});

/** `GET /wps/member/info` for a member; a guest gets `{}`. */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** Masked: "0133671****". Empty when none. */
  mobile: z.string(),
  countryDialingCode: z.string(),
  /** Masked: "de***@example.com". Empty when none. */
  email: z.string(),
  /** Registration time, ms since the epoch. */
  regDate: z.number().int(),
  lastLoginDate: z.number().int().nullable(),
  clubLabel: z.object({ labelName: z.string() }),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  /** True when the member has an upline it may transfer to. */
  toUpline: z.boolean(),
  avatar: z.string(),
  language: z.string(),
  vipLevel: z.number().int(),
  /** False for accounts without a password (free play, mobile registration without password). */
  hasPassword: z.boolean(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  referralCode: z.string(),
  /** The agent's affiliate code (agents only), else empty. */
  affiliateCode: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
export const memberInfoValueSchema = z.union([memberInfoSchema, z.object({})]);

export const avatarValueSchema = z.object({
  avatar: z.string(),
  avatarType: z.enum(['STATIC', 'CUSTOM']),
});

/** `POST /wps/member/password` (sealed): the old password is needed when the account has one. */
export const changePasswordBodySchema = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

/** `POST /wps/member/password/email`, form-urlencoded. */
export const forgotPasswordEmailBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(MAX_TEXT),
  /** Needed after a few tries (answer `captcha.required`): the enumeration guard. */
  captcha: text(16).optional(),
});

/** `POST /wps/member/password/reset` (sealed): the token of the mailed link. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(16).max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

/** `POST /wps/member/password/verification` (sealed): set a new password with an SMS code. */
export const phonePasswordBodySchema = z.object({
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128).optional(),
  mobileNum: text(32).optional(),
  countryDialingCode: dialingCode,
  verificationCode: text().optional(),
  loginDeviceId: deviceId,
});

/** `POST /wps/session/login/freeplay`: the client sends its os and platform 'W'. */
export const freePlayBodySchema = z.object({
  os: text(64).optional(),
  platform: text(8).optional(),
  loginDeviceId: deviceId,
});

/** `GET /wps/captcha?t=`: a PNG data URL; the challenge is bound to the HttpOnly `captchaId` cookie. */
export const captchaQuerySchema = z.object({ t: z.string().max(32).optional() });
export const captchaValueSchema = z.string();
/**
 * `GET /wps/captcha/pow`: the accessible alternative to the image. Send as the captcha answer a decimal
 * nonce (at most 16 digits) such that SHA-256 of `challenge + ":" + nonce` starts with `bits` zero bits.
 */
export const captchaPowValueSchema = z.object({ challenge: z.string(), bits: z.number().int() });
export const CAPTCHA_COOKIE = 'captchaId';

/** `GET /wps/agent/affiliate?code=&domain=`: success only for a valid agent's code. */
export const affiliateQuerySchema = z.object({
  code: z.string().trim().min(1).max(32),
  domain: z.string().max(253).optional(),
});
export const affiliateValueSchema = z.object({ code: z.string(), valid: z.literal(true) });

export const sealingKeyValueSchema = sealingPublicKeySchema;

export const downlineCountValueSchema = z.object({ direct: z.number().int(), total: z.number().int() });

export const emptyValueSchema = z.object({});

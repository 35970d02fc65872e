import { z } from 'zod';
export * from './system-status';
import { LANGUAGE_CODES } from './languages';
import type { WhitelabelNode } from './module-ids';

export const languageCodeSchema = z.enum(LANGUAGE_CODES as [string, ...string[]]);

/** A region of the brand: one merchant code per country and currency (spec §3). */
export const regionSchema = z.object({
  merchantCode: z.string(),
  country: z.string().length(2),
  countryName: z.string(),
  countryDialingCode: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** 'F' = symbol before the amount, 'B' = after. */
  currencyPosition: z.enum(['F', 'B']),
  langList: z.array(languageCodeSchema).min(1),
  domains: z.array(z.string()),
  isDefault: z.boolean(),
});
export type Region = z.infer<typeof regionSchema>;

export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);

/** Fields of the registration form that the server's rules control (wire reference §2.9). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'email',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const registerRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  /** 0..23, see spec §5; the message key is `reg_pattern_{patternId}`. */
  patternId: z.number().int().min(0).max(23),
  /** A regular expression; '*' means any text ('.*'). */
  acceptedPattern: z.string(),
});
export type RegisterRule = z.infer<typeof registerRuleSchema>;

export const registerRulesSchema = z.partialRecord(z.enum(REGISTER_FIELDS), registerRuleSchema);
export type RegisterRules = z.infer<typeof registerRulesSchema>;

/** Download links, QR codes and social links (spec §3 "Resource entry"). */
export const RESOURCE_TYPES = [
  'Android',
  'IOS',
  'LITE',
  'WHATSAPP',
  'FACEBOOK',
  'INSTAGRAM',
  'TELEGRAM',
  'YOUTUBE',
  'TWITTER',
] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  labelNameEn: z.string(),
  qrCodeUrl: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

/**
 * Customer-service channels. csType 1 = live chat, 2 = VIP channel (members above rank 4),
 * 3 = an external link whose `path` is encrypted and opened in a popup window.
 */
export const customerServiceSchema = z.object({
  csType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  name: z.string(),
  path: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceSchema>;

export const locationSchema = z.object({
  ip: z.string(),
  /** ISO 3166-1 alpha-2, or null when the address is private or unknown. */
  countryCode: z.string().length(2).nullable(),
});
export type Location = z.infer<typeof locationSchema>;

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

export const brandSchema = z.object({
  name: z.string(),
  platform: z.literal('web'),
  device: z.literal('WEB'),
  lotteryType: z.string(),
  prizeModes: z.array(z.enum(PRIZE_MODES)),
  defaultLanguage: languageCodeSchema,
  agentTypes: z.array(z.number().int()),
  trialTypes: z.array(z.number().int()),
  /** Spec §2 route guard: without a session, every page but a few redirects to /login. */
  loginRequired: z.boolean(),
});
export type Brand = z.infer<typeof brandSchema>;

export const systemInfoSchema = z.object({
  merchantCode: z.string(),
  brand: brandSchema,
  regions: z.array(regionSchema),
  whitelabel: z.array(whitelabelNodeSchema),
  register: registerRulesSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(customerServiceSchema),
  domainRoute: z.array(z.string()),
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

/** `GET /wps/system/status`: the permission call, the first call at boot (wire reference §2.2). */
export const systemStatusQuerySchema = z.object({
  host: z.string().max(253).optional(),
});

export const systemStatusValueSchema = z.object({
  maintenance: z.boolean(),
  /** When maintenance ends (ms since the epoch), or null when no end is set. */
  maintenanceEnd: z.number().int().nullable(),
  regionRestriction: z.boolean(),
  /** True when the visitor's IP is on the operator's allow list (it bypasses both restrictions). */
  whitelist: z.boolean(),
  location: locationSchema,
  info: systemInfoSchema,
});
export type SystemStatusValue = z.infer<typeof systemStatusValueSchema>;

export const domainRouteValueSchema = z.object({
  routers: z.array(z.string()),
  resources: z.array(resourceSchema),
});

export const countrySchema = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string(),
  countryName: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const languageUpdateBodySchema = z.object({ language: languageCodeSchema });

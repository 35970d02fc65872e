import { z } from 'zod';
import { MAX_EPOCH_MS } from './bounds';
import { REGISTER_FIELDS, registerRuleSchema } from './system';

/**
 * The back office's settings (issue 16 part 8): module switches and site access per region (merchant),
 * registration rules and customer-service links per brand. Every write names the region it changes;
 * brand-wide settings are reached through one of the brand's regions.
 */

const regionCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/);

export const opsSettingsQuerySchema = z.object({
  /** The region's merchant code; default: the default region. */
  region: regionCode.optional(),
});

const regionSchema = z.object({
  code: z.string(),
  country: z.string(),
  countryName: z.string(),
  currency: z.string(),
});

export const opsModuleSwitchSchema = z.object({
  modId: z.string(),
  parentModId: z.string().nullable(),
  enabled: z.boolean(),
  /** On and every parent on: what the player site gets. */
  effective: z.boolean(),
  /** The back office refuses to switch it off (COMM3 carries the console's own calls). */
  locked: z.boolean(),
});
export type OpsModuleSwitch = z.infer<typeof opsModuleSwitchSchema>;

export const opsRegisterRuleRowSchema = registerRuleSchema.extend({ field: z.enum(REGISTER_FIELDS) });

/** 1 live chat, 2 VIP channel, 3 external link (sent encrypted to the site). */
export const CUSTOMER_SERVICE_TYPES = [1, 2, 3] as const;
export const opsCustomerServiceLinkSchema = z.object({
  csType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  name: z.string().trim().min(1).max(60),
  url: z
    .string()
    .trim()
    .max(500)
    // An https address with a host; the site opens it as given.
    .regex(/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?([/?#]\S*)?$/, { message: 'an https:// address' }),
});
export type OpsCustomerServiceLink = z.infer<typeof opsCustomerServiceLinkSchema>;

export const opsAccessSchema = z.object({
  maintenance: z.boolean(),
  /** Epoch ms. */
  maintenanceSince: z.number().int().nullable(),
  maintenanceEnd: z.number().int().nullable(),
  regionRestriction: z.boolean(),
  allowedCountries: z.array(z.string()),
  ipAllowList: z.array(z.string()),
  /** The brand's region countries: always allowed when region restriction is on. */
  regionCountries: z.array(z.string()),
  /** MAINTENANCE / REGION_RESTRICTION in the server's environment win over these settings. */
  overriddenByEnv: z.object({ maintenance: z.boolean(), regionRestriction: z.boolean() }),
});
export type OpsAccess = z.infer<typeof opsAccessSchema>;

export const opsSettingsValueSchema = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), regions: z.array(regionSchema) })),
  region: regionSchema.extend({ brandId: z.number().int() }),
  modules: z.array(opsModuleSwitchSchema),
  access: opsAccessSchema,
  registerRules: z.array(opsRegisterRuleRowSchema),
  customerService: z.array(opsCustomerServiceLinkSchema),
});
export type OpsSettings = z.infer<typeof opsSettingsValueSchema>;

const target = z.object({ region: regionCode });

export const opsModuleBodySchema = target.extend({
  modId: z.string().trim().min(1).max(32),
  enabled: z.boolean(),
});

export const opsRegisterRuleBodySchema = target.extend({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(1).max(255),
  patternId: z.number().int().min(0).max(23),
  acceptedPattern: z.string().max(512),
});

export const opsMaintenanceBodySchema = target.extend({
  on: z.boolean(),
  /** Epoch ms, in the future; only with `on`. Null or absent: until switched off. */
  endAt: z.number().int().min(0).max(MAX_EPOCH_MS).nullable().optional(),
});

export const opsRegionRestrictionBodySchema = target.extend({ on: z.boolean() });

export const opsAllowedCountryBodySchema = target.extend({
  action: z.enum(['add', 'remove']),
  country: z.string().trim().max(8),
});

export const opsAllowedIpBodySchema = target.extend({
  action: z.enum(['add', 'remove']),
  entry: z.string().trim().max(64),
});

export const opsCustomerServiceBodySchema = target.extend({
  links: z.array(opsCustomerServiceLinkSchema).max(20),
});

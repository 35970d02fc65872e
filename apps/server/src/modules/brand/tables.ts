import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PRIZE_MODES } from '@jade/contract/system';

/** Brand-wide configuration that the site reads at boot (spec §3 "Brand configuration", §9). */
export interface BrandConfig {
  platform: 'web';
  device: 'WEB';
  lotteryType: string;
  prizeModes: (typeof PRIZE_MODES)[number][];
  agentTypes: number[];
  trialTypes: number[];
  loginRequired: boolean;
  gtagId: string;
  imageCDNs: string[];
  launchGameCDNs: string[];
}

/** One operator brand; a deployment normally serves one. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  defaultLanguage: text('default_language').notNull(),
  config: jsonb('config').$type<BrandConfig>().notNull(),
});

/** A region of a brand: one merchant code per country and currency (spec §3 "Regions"). */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  country: text('country').notNull(),
  countryName: text('country_name').notNull(),
  dialingCode: text('dialing_code').notNull(),
  currency: text('currency').notNull(),
  /** IANA time zone of the region: brand days and hours (reports, wages, dividends) are counted in it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  currencySymbol: text('currency_symbol').notNull(),
  currencyPosition: text('currency_position').$type<'F' | 'B'>().notNull(),
  languages: text('languages').array().notNull(),
  domains: text('domains')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** The white-label module tree, per merchant, so one region can switch a feature off (wire §3). */
export const merchantModules = pgTable(
  'merchant_modules',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    enabled: boolean('enabled').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('merchant_modules_pk').on(t.merchantCode, t.modId)],
);

/** Registration field rules (wire §2.9), per brand. */
export const registerRules = pgTable(
  'register_rules',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    patternId: integer('pattern_id').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
  },
  (t) => [uniqueIndex('register_rules_pk').on(t.brandId, t.field)],
);

/** Download links and social links (spec §3 "Resource entry"). */
export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  resourceType: text('resource_type').notNull(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
  qrCodeUrl: text('qr_code_url'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Customer-service channels; the path of csType 3 is stored encrypted (see customer-service-path.ts). */
export const customerService = pgTable('customer_service', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  csType: integer('cs_type').notNull(),
  name: text('name').notNull(),
  path: text('path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

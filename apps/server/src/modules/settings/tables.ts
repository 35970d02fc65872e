import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { merchants } from '../brand/tables';

/**
 * Site settings per merchant (region): an operator can put one region in maintenance and leave the
 * others open. The operator CLI without `--merchant` changes every merchant of the brand at once.
 */
export const siteSettings = pgTable('site_settings', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  maintenance: boolean('maintenance').notNull().default(false),
  maintenanceSince: timestamp('maintenance_since', { withTimezone: true }),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  regionRestriction: boolean('region_restriction').notNull().default(false),
  /** Countries allowed besides the brand's region countries (ISO 3166-1 alpha-2). */
  allowedCountries: text('allowed_countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Addresses or CIDR blocks that bypass maintenance and region restriction. */
  ipAllowList: text('ip_allow_list')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

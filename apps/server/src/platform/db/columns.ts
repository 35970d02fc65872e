import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** A point in time: `timestamp with time zone` (every table stores UTC instants). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** An amount in minor units (cents, kyat ×100): `bigint`, read as a JS bigint so no precision is lost. */
export const money = (name: string) => bigint(name, { mode: 'bigint' });

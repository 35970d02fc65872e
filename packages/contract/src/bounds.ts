import { z } from 'zod';

/**
 * Bounds of numbers the server hands to PostgreSQL, so that a value out of the database's range is a
 * 400 naming the field instead of a refused query (SQLSTATE 22003 / 22008) and a 500.
 */

/** The largest `integer` (int4) PostgreSQL stores; `serial` ids and int columns stop here. */
export const MAX_INT4 = 2_147_483_647;

/** 9999-12-31T23:59:59.999Z: inside both JavaScript's Date range and PostgreSQL's timestamptz. */
export const MAX_EPOCH_MS = 253_402_300_799_999;

/** A row id of an int4 (`serial`) column, from a query string or a JSON number. */
export const int4IdSchema = z.coerce.number().int().positive().max(MAX_INT4);

/** A time in epoch milliseconds from a query string, within the range every layer can store. */
export const epochMsQuerySchema = z.coerce.number().int().min(0).max(MAX_EPOCH_MS);

import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { IncomeSource, Occupation } from '@jade/contract/profile';
import { members } from '../accounts/tables';
import { at } from '../../platform/db/columns';

/**
 * A member's personal details beyond the names that accounts keeps on the member row (nickname, the
 * real name as `payee_name`, LINE). One row per member, written the first time a detail is saved.
 */
export const memberProfiles = pgTable('member_profiles', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  /** Calendar date; locked once set (decision A-profile-1). */
  birthday: date('birthday', { mode: 'string' }),
  /** Who set the birthday: the member, or customer service after an ID check. */
  birthdaySetBy: text('birthday_set_by').$type<'member' | 'operator'>(),
  telegram: text('telegram'),
  zalo: text('zalo'),
  /** ISO 3166-1 alpha-2. */
  nationality: text('nationality'),
  occupation: text('occupation').$type<Occupation>(),
  incomeSource: text('income_source').$type<IncomeSource>(),
  address: text('address'),
  updatedAt: at('updated_at').notNull(),
});

import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from '../brand/tables';

/** Game vendors per category (wire §2.4 vendor cards). `code` is the wire's `vassalage`. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull(),
    displayName: text('display_name').notNull(),
    category: text('category').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    nodeId: text('node_id').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** 'VASSALAGE' opens a popup game list instead of a page; '' otherwise. */
    isGame: text('is_game').notNull().default(''),
    gameCode: text('game_code'),
    maintenance: boolean('maintenance').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('vendors_brand_code').on(t.brandId, t.code)],
);

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ApplicationStatus,
  BannerGroup,
  HelpTag,
  LinkageType,
  MessageAudience,
  MessageSegment,
  NoticeAudience,
  NoticeType,
  PopupExecution,
  PopupKind,
  PromotionCategory,
  PromotionType,
} from '@jade/contract/content';
import { members } from '../accounts/tables';
import { merchants } from '../brand/tables';
import { at, money } from '../../platform/db/columns';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const merchantRef = () => text('merchant_code').references(() => merchants.code);

/** Texts per language code (`{ EN: {...}, MY: {...} }`); EN is always present (the fallback). */
export type Translations<T> = Partial<Record<string, T>>;

/** What every operator-managed item has: a merchant (null = all), an on/off switch, order and window. */
const scheduled = {
  /** Null: shown for every merchant of the brand. */
  merchantCode: merchantRef(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** Shown from / until (null: no bound). */
  startAt: at('start_at'),
  endAt: at('end_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

/** Banners per group (spec §3): image, texts per language, link, order and active window. */
export const contentBanners = pgTable(
  'content_banners',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').$type<BannerGroup>().notNull(),
    imageUrl: text('image_url').notNull(),
    translations: jsonb('translations').$type<Translations<{ title: string; alt: string }>>().notNull(),
    linkageType: text('linkage_type').$type<LinkageType>().notNull().default('NONE'),
    linkage: text('linkage').notNull().default(''),
    ...scheduled,
  },
  (t) => [index('content_banners_group_idx').on(t.groupName, t.sort)],
);

/** Announcements stored as such: PL player notices, PU popups, H help notices (B are banners, PR promotions). */
export const contentNotices = pgTable(
  'content_notices',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<NoticeType>().notNull(),
    audience: text('audience').$type<NoticeAudience>().notNull().default('all'),
    execution: text('execution').$type<PopupExecution>(),
    displaySpeed: text('display_speed').$type<'HIGH' | 'NORMAL' | 'LOW'>().notNull().default('NORMAL'),
    externalLink: text('external_link').notNull().default(''),
    /** Sanitised HTML content. */
    translations: jsonb('translations').$type<Translations<{ title: string; content: string }>>().notNull(),
    ...scheduled,
  },
  (t) => [index('content_notices_type_idx').on(t.type, t.sort)],
);

export interface PromotionTexts {
  title: string;
  summary: string;
  content: string;
}

/** Promotions (spec §2 /promotions, /promoDetail): MANUAL take applications, RAFFLE are claimed. */
export const contentPromotions = pgTable(
  'content_promotions',
  {
    id: serial('id').primaryKey(),
    category: text('category').$type<PromotionCategory>().notNull(),
    promotionType: text('promotion_type').$type<PromotionType>().notNull(),
    imageUrl: text('image_url').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** RAFFLE prize range in minor units of the member's currency. */
    prizeMin: money('prize_min'),
    prizeMax: money('prize_max'),
    translations: jsonb('translations').$type<Translations<PromotionTexts>>().notNull(),
    merchantCode: merchantRef(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    startAt: at('start_at').notNull(),
    endAt: at('end_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('content_promotions_sort_idx').on(t.sort),
    check(
      'content_promotions_prize',
      sql`${t.prizeMin} is null or (${t.prizeMin} > 0 and ${t.prizeMax} >= ${t.prizeMin})`,
    ),
  ],
);

/** Activity applications (spec §5): a comment and up to three images, decided by an operator. */
export const contentApplications = pgTable(
  'content_applications',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => contentPromotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantCode: text('merchant_code').notNull(),
    comment: text('comment').notNull().default(''),
    imageCount: integer('image_count').notNull().default(0),
    status: text('status').$type<ApplicationStatus>().notNull().default('applying'),
    reviewNote: text('review_note').notNull().default(''),
    /** Credited on approval (minor units of `currency`), or null. */
    bonusAmount: money('bonus_amount'),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    index('content_applications_member_idx').on(t.memberId, t.createdAt),
    index('content_applications_status_idx').on(t.status, t.createdAt),
    // One application under review per member and promotion, whatever the concurrency.
    uniqueIndex('content_applications_pending_uq')
      .on(t.promotionId, t.memberId)
      .where(sql`${t.status} = 'applying'`),
  ],
);

/** The images of an application: validated PNG/JPEG bytes, in the database so every instance sees them. */
export const contentApplicationImages = pgTable(
  'content_application_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => contentApplications.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [uniqueIndex('content_application_images_uq').on(t.applicationId, t.n)],
);

/** Raffle claims: one per member and promotion (the unique index is the once-only guard). */
export const contentRaffleClaims = pgTable(
  'content_raffle_claims',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => contentPromotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_raffle_claims_uq').on(t.promotionId, t.memberId)],
);

/** Gift popups (before and after login) and the activity popup. */
export const contentPopups = pgTable(
  'content_popups',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<PopupKind>().notNull(),
    imageUrl: text('image_url').notNull().default(''),
    linkageType: text('linkage_type').$type<LinkageType>().notNull().default('NONE'),
    linkage: text('linkage').notNull().default(''),
    translations: jsonb('translations')
      .$type<Translations<{ title: string; content: string; buttonText: string }>>()
      .notNull(),
    ...scheduled,
  },
  (t) => [index('content_popups_kind_idx').on(t.kind, t.sort)],
);

/** Help-centre categories (wire §2.2 `tag`, `bgColor`). */
export const contentHelpCategories = pgTable(
  'content_help_categories',
  {
    id: serial('id').primaryKey(),
    tag: text('tag').$type<HelpTag>().notNull(),
    bgColor: text('bg_color').notNull().default(''),
    translations: jsonb('translations').$type<Translations<{ title: string; content: string }>>().notNull(),
    merchantCode: merchantRef(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('content_help_categories_sort_idx').on(t.sort)],
);

export const contentHelpArticles = pgTable(
  'content_help_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentHelpCategories.id, { onDelete: 'cascade' }),
    translations: jsonb('translations').$type<Translations<{ title: string; content: string }>>().notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('content_help_articles_category_idx').on(t.categoryId, t.sort)],
);

/** The feedback form's question types. */
export const contentFeedbackTypes = pgTable('content_feedback_types', {
  code: text('code').primaryKey(),
  translations: jsonb('translations').$type<Translations<{ label: string }>>().notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Feedback received (visitors too: no member). */
export const contentFeedback = pgTable(
  'content_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id').references(() => members.id),
    type: text('type').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    language: text('language').notNull(),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('content_feedback_created_idx').on(t.createdAt)],
);

/**
 * Platform messages (message centre messageV2): to one member, to a segment (the players matching
 * `segment` when sent, listed in content_message_recipients), or to all members (of one merchant, or
 * every merchant when null). Content may hold `{nickname}`, replaced on read.
 */
export const contentMessages = pgTable(
  'content_messages',
  {
    id: serial('id').primaryKey(),
    audience: text('audience').$type<MessageAudience>().notNull(),
    memberId: integer('member_id').references(() => members.id),
    merchantCode: merchantRef(),
    translations: jsonb('translations').$type<Translations<{ title: string; content: string }>>().notNull(),
    /** audience segment: the criteria as sent, and how many players they matched then. */
    segment: jsonb('segment').$type<MessageSegment>(),
    recipientCount: integer('recipient_count'),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Withdrawn by an operator: gone from every inbox. */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('content_messages_member_idx').on(t.memberId, t.createdAt),
    index('content_messages_audience_idx').on(t.audience, t.createdAt),
    check('content_messages_audience', sql`(${t.audience} = 'member') = (${t.memberId} is not null)`),
  ],
);

/** A member's read and removed marks on messages (broadcasts have no per-member row until then). */
export const contentMessageStates = pgTable(
  'content_message_states',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => contentMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    index('content_message_states_member_idx').on(t.memberId),
  ],
);

/** The recipients of a segment message, fixed when sent (a later VIP change does not move a message). */
export const contentMessageRecipients = pgTable(
  'content_message_recipients',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => contentMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    index('content_message_recipients_member_idx').on(t.memberId),
  ],
);

/** The jackpot counter of a merchant (spec §2: rises by a step every few seconds from a start time). */
export const contentJackpots = pgTable('content_jackpots', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  startAt: at('start_at').notNull(),
  baseAmount: money('base_amount').notNull(),
  stepAmount: money('step_amount').notNull(),
  stepMs: integer('step_ms').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Images operators upload for content (banners, popups, promotions), served at
 * `/img/uploads/<first 32 hex of sha256>.<ext>`: in the database so every instance serves them, one row
 * per content (uploading the same bytes again answers the same row).
 */
export const contentImages = pgTable(
  'content_images',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bytes, lowercase hex. */
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The byte length, so lists need not read the bytes. */
    size: integer('size').notNull(),
    /** Null: the brand's, usable for every merchant (uploads are not per merchant yet). */
    merchantCode: merchantRef(),
    /** The operator's name. */
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // text_pattern_ops: the URL names a prefix of the hash, and LIKE 'prefix%' may then use this index.
  (t) => [uniqueIndex('content_images_sha256_uq').on(t.sha256.op('text_pattern_ops'))],
);

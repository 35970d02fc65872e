/**
 * Home and content (spec §2 home, banners, notice bar and dialog, gift and activity popups, floating
 * promo, promotions, help, message centre; §3 banner and notice fields; §4 statuses; §5 activity
 * application and feedback rules; wire reference §2.2 help centre, feedback, inbox and §2.5
 * announcements, banners, promotions, jackpot).
 *
 * Every text a player reads is stored per language and answered in the request's `Language`. The
 * fallback rule: the request's language, else EN, else the first language the item has. HTML (notice,
 * promotion, help and message content) is sanitised by the server on write and again on read; the site
 * still runs DOMPurify before rendering (design brief). Times are epoch ms; amounts in answers are the
 * wire's decimal numbers, in requests a number or decimal string (wallet.ts).
 */
import { MAX_EPOCH_MS } from './bounds';
import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { idempotencyKeySchema, wireAmountSchema } from './wallet';
import {
  BANNER_GROUPS,
  NOTICES_PER_PAGE,
  PROMOTION_CATEGORIES,
  APPLICATION_COMMENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTACT_MAX,
} from './content-constants';
export * from './content-constants';

// ------------------------------------------------------------------------------------ shared bits

export const contentLanguageSchema = z.enum(LANGUAGE_CODES as unknown as [LanguageCode, ...LanguageCode[]]);

/** The fallback language of every content item: each item must have an EN text. */
export const CONTENT_FALLBACK_LANGUAGE: LanguageCode = 'EN';

/** Longest HTML body accepted (characters, before sanitising). */
export const HTML_MAX_LENGTH = 50_000;

// Stored as timestamptz: bounded so a far date is a 400, not a refused query.
const epochMs = z.number().int().min(0).max(MAX_EPOCH_MS);
const idQuery = z.coerce.number().int().min(1).max(2_147_483_647);
const id = z.number().int().min(1).max(2_147_483_647);

export const pageQueryShape = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export function contentPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
  });
}

/**
 * Per-language texts of an item in an operator call: `{ EN: {...}, MY: {...}, CN: {...} }`. EN is
 * required (it is the fallback); any language code of languages.ts may be given.
 */
export function translationsSchema<T extends z.ZodRawShape>(shape: T) {
  return z
    .partialRecord(contentLanguageSchema, z.object(shape).strict())
    .refine((t) => t.EN !== undefined, { message: 'EN is required', path: ['EN'] });
}

const text = (max: number) => z.string().trim().min(1).max(max);
const html = z.string().max(HTML_MAX_LENGTH);

/**
 * An image address an operator may store: an absolute https URL, or a path on this server (the
 * generated artwork under /img/, e.g. `/img/banner/home-1.webp?theme=HOME&title=…`).
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(1000)
  .regex(/^(https:\/\/[^\s"'<>]+|\/img\/[^\s"'<>]+)$/, 'https URL or /img/ path');

/** Ok value of delete calls. */
export const deletedValueSchema = z.object({ id: z.number().int() });
export const idBodySchema = z.object({ id }).strict();
export const idQuerySchema = z.object({ id: idQuery });

// ------------------------------------------------------------------------------------ links

/**
 * What clicking a banner or popup does (wire: `linkageType`, `linkage`, `redirectPromotionId`).
 * NONE: nothing. URL: opens `linkage` (https) in a new tab. ROUTE: navigates to the site path `linkage`
 * (e.g. `/promotions`). PROMOTION: opens the promotion detail of `redirectPromotionId`. MEMBER_CENTRE:
 * opens the member-centre page key `linkage` (e.g. `depositv2`, `messageV2`; login modal for visitors).
 */
export const LINKAGE_TYPES = ['NONE', 'URL', 'ROUTE', 'PROMOTION', 'MEMBER_CENTRE'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

/** Member-centre page keys a link may open (spec §2 member centre). */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

/** A link in an operator call, checked by kind (a URL must be https; a route a site path). */
export const linkInputSchema = z
  .object({
    linkageType: z.enum(LINKAGE_TYPES).default('NONE'),
    linkage: z.string().trim().max(500).default(''),
  })
  .superRefine((v, ctx) => {
    const bad = (message: string) => ctx.addIssue({ code: 'custom', path: ['linkage'], message });
    if (v.linkageType === 'URL' && !/^https:\/\/[^\s"'<>]+$/.test(v.linkage)) bad('https URL');
    if (v.linkageType === 'ROUTE' && !/^\/(?!\/)[A-Za-z0-9_\-/?=&.%]*$/.test(v.linkage)) bad('site path');
    if (v.linkageType === 'PROMOTION' && !/^\d{1,9}$/.test(v.linkage)) bad('promotion id');
    if (v.linkageType === 'MEMBER_CENTRE' && !(MEMBER_CENTRE_PAGES as readonly string[]).includes(v.linkage))
      bad('member-centre page');
  });

// ------------------------------------------------------------------------------------ banners

/** A banner as the site reads it (wire §2.5 banner fields; title and alt in the request's language). */
export const bannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  /** The image address (generated artwork or an https URL). */
  url: z.string(),
  title: z.string(),
  /** Alternative text of the image. */
  alt: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  /** The link target: https URL, site path or member-centre page key ('' for NONE and PROMOTION). */
  linkage: z.string(),
  redirectPromotionId: z.number().int().nullable(),
  /** Lower first. */
  sort: z.number().int(),
});
export type Banner = z.infer<typeof bannerSchema>;

const groupList = z
  .string()
  .max(400)
  .transform((s) =>
    s
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(BANNER_GROUPS)).min(1).max(BANNER_GROUPS.length));

/** `CCSFE_getBanners?groupNames=w_home,w_topup_1`: the active banners of those groups. */
export const bannersQuerySchema = z.object({ groupNames: groupList });
export const bannersValueSchema = z.object({ banners: z.array(bannerSchema) });

// ------------------------------------------------------------------------------------ announcements

/**
 * Announcement type letters (wire §2.5): B banners, PL player notices (notice bar and notice dialog),
 * PU popups, PR promotions, H help-page notices (Jade's meaning of the unexplained letter).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** The types stored as announcements (B are banners, PR promotions). */
export const NOTICE_TYPES = ['PL', 'PU', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Popup execution (wire §2.5): A after each login, B before login (visitors), F first login only. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];

/** Who sees a notice: everyone, logged-in members only (needs a token), or agents only (the agent centre's announcement page; never in the player lists). */
export const NOTICE_AUDIENCES = ['all', 'members', 'agents'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

export const DISPLAY_SPEEDS = ['HIGH', 'NORMAL', 'LOW'] as const;

/** A notice in the request's language; `content` is sanitised HTML. */
export const noticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTICE_TYPES),
  title: z.string(),
  content: z.string(),
  /** An https URL the notice points to, or ''. */
  externalLink: z.string(),
  announcementDisplaySpeed: z.enum(DISPLAY_SPEEDS),
  /** PU only: when the popup shows. */
  execution: z.enum(POPUP_EXECUTIONS).nullable(),
  publishedAt: epochMs,
});
export type Notice = z.infer<typeof noticeSchema>;

/** A promotion as an announcement (wire §2.5 promotion fields). */
export const promotionAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  promotionType: z.string(),
  announcementImages: z.array(z.object({ url: z.string() })),
});

const typeList = z
  .string()
  .max(40)
  .transform((s) =>
    s
      .split(',')
      .map((t) => t.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1).max(5));

/**
 * `MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B`. Without a token only
 * `all`-audience notices; with one also members-only ones. PU popups are those of `execution` (B when
 * absent for a visitor, A for a member). `groupNames` narrows the banners.
 */
export const announcementsQuerySchema = z.object({
  types: typeList.default(['B', 'PL', 'PU', 'PR', 'H']),
  platform: z.enum(['W', 'M']).default('W'),
  execution: z.enum(POPUP_EXECUTIONS).optional(),
  groupNames: groupList.optional(),
});
export const announcementsValueSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  popup: z.array(noticeSchema),
  promotion: z.array(promotionAnnouncementSchema),
  help: z.array(noticeSchema),
});

/** `CCSFE_getNoticeList`: the PL notices, newest first, paged (9 per page by default). */
export const noticeListQuerySchema = z.object({
  pageNo: pageQueryShape.pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(NOTICES_PER_PAGE),
});
export const noticeListValueSchema = contentPage(noticeSchema);

// ------------------------------------------------------------------------------------ promotions

/** Promotion kinds (wire §2.5). MANUAL needs an application; RAFFLE is claimed; the rest inform. */
export const PROMOTION_TYPES = [
  'MANUAL',
  'RAFFLE',
  'LOGIN',
  'REGISTER',
  'RANK_SALARY',
  'RANK_BOARD',
  'SAVIOR',
  'APP_DOWNLOAD',
  'UPGRADE_BONUS',
  'TICKET',
  'REFERRAL',
  'MISSION',
  'LUCKYBET',
  'MISSION_MANUAL',
  'COPY_BET',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * A promotion's status for the viewer (spec §4 labels). coming_soon: not started; closed: ended;
 * in_progress: running and nothing to do (or a visitor on a claim/apply promotion sees join/claim);
 * join: may apply (MANUAL); applying: application under review; rejected: application refused (may
 * apply again); issued: application approved (bonus issued); claim: may claim (RAFFLE); claimed.
 */
export const PROMOTION_STATUSES = [
  'coming_soon',
  'in_progress',
  'closed',
  'join',
  'applying',
  'rejected',
  'issued',
  'claim',
  'claimed',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Activity application statuses (spec §4). */
export const APPLICATION_STATUSES = ['applying', 'refused', 'approved'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const promotionSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** One or two plain-text lines for the card. */
  summary: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  promotionType: z.enum(PROMOTION_TYPES),
  /** The card / hero image. */
  imageUrl: z.string(),
  startAt: epochMs,
  /** Null: no end. */
  endAt: epochMs.nullable(),
  status: z.enum(PROMOTION_STATUSES),
  sort: z.number().int(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  comment: z.string(),
  imageCount: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  /** The operator's note when decided ('' otherwise). */
  reviewNote: z.string(),
  /** The bonus credited on approval, or null. */
  bonusAmount: z.number().nullable(),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const promotionDetailSchema = promotionSummarySchema.extend({
  /** Sanitised HTML terms and description. */
  content: z.string(),
  /** Extra images of the detail page. */
  images: z.array(z.object({ url: z.string() })),
  /** MANUAL: the caller may apply now (member logged in, promotion running, no application pending). */
  canApply: z.boolean(),
  /** RAFFLE: the caller may claim now. */
  canClaim: z.boolean(),
  /** The caller's latest application to this promotion (members only). */
  application: applicationSchema.nullable(),
  /** RAFFLE: the prize range. */
  prizeRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** RAFFLE: what the caller won, once claimed. */
  claimedAmount: z.number().nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** `PROMOFE_getPromotionList`: optional category tab, paging. Status is personal when logged in. */
export const promotionListQuerySchema = z.object({
  category: z.enum(PROMOTION_CATEGORIES).optional(),
  pageNo: pageQueryShape.pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const promotionListValueSchema = contentPage(promotionSummarySchema).extend({
  /** The categories that have at least one visible promotion, with labels in the request's language. */
  categories: z.array(z.object({ key: z.enum(PROMOTION_CATEGORIES), label: z.string() })),
});

export const promotionDetailQuerySchema = z.object({ id: idQuery });

export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The text fields of `PROMOFE_applyActivity` (multipart/form-data): `promotionId`, `comment`, and up to
 * three files in fields named `images` (PNG or JPEG by content, each under 5 MB).
 */
export const applyActivityFieldsSchema = z.object({
  promotionId: idQuery,
  comment: z.string().trim().max(APPLICATION_COMMENT_MAX).default(''),
});

export const applicationsQuerySchema = z.object({
  promotionId: idQuery.optional(),
  ...pageQueryShape,
});
export const applicationsValueSchema = contentPage(applicationSchema);

/** `MCS2_claimRafflePromotion`: once per member and promotion; the prize is credited through the ledger. */
export const claimRaffleBodySchema = z
  .object({ promotionId: id, idempotencyKey: idempotencyKeySchema })
  .strict();
export const claimRaffleValueSchema = z.object({
  promotionId: z.number().int(),
  amount: z.number(),
  /** The main wallet balance after the credit. */
  balance: z.number(),
});

// ------------------------------------------------------------------------------------ popups

/** Popup kinds: the gift popup before and after login (spec §4 gift modal) and the activity popup. */
export const POPUP_KINDS = ['gift_before_login', 'gift_after_login', 'activity'] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];

export const popupSchema = z.object({
  id: z.number().int(),
  kind: z.enum(POPUP_KINDS),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  imageUrl: z.string(),
  /** The main button's label ('' for none). */
  buttonText: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  linkage: z.string(),
});
export type Popup = z.infer<typeof popupSchema>;

/** `PROMOFE_getPopupContent`: the active popup of each kind, or null. */
export const popupContentValueSchema = z.object({
  giftBeforeLogin: popupSchema.nullable(),
  giftAfterLogin: popupSchema.nullable(),
  activity: popupSchema.nullable(),
});

// ------------------------------------------------------------------------------------ help centre

/** Help category tags (wire §2.2), plus Jade's security, responsible-gaming and provably-fair ones. */
export const HELP_TAGS = [
  'aboutus',
  'deposit',
  'withdraw',
  'game',
  'faqs',
  'security',
  'responsible',
  'fair',
] as const;
export type HelpTag = (typeof HELP_TAGS)[number];

export const helpArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  lang: z.string(),
});

/** A help category (wire §2.2 shape) with its articles in `children`. */
export const helpCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The category's introduction (sanitised HTML, may be ''). */
  content: z.string(),
  bgColor: z.string(),
  lang: z.string(),
  display: z.boolean(),
  tag: z.enum(HELP_TAGS),
  children: z.array(helpArticleSchema),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

/** `GET /wps/system/helpCenter?lang=ZH&device=WEB`: `lang` overrides the Language header. */
export const helpCenterQuerySchema = z.object({
  lang: z
    .string()
    .max(8)
    .transform((s) => (s.toUpperCase() === 'ZH' ? 'CN' : s.toUpperCase()))
    .pipe(contentLanguageSchema)
    .optional(),
  device: z.string().max(16).optional(),
});
export const helpCenterValueSchema = z.array(helpCategorySchema);

// ------------------------------------------------------------------------------------ feedback

export const feedbackTypeSchema = z.object({ code: z.string(), label: z.string() });
export const feedbackTypesValueSchema = z.array(feedbackTypeSchema);

/** `PUT /wps/feedback` (visitors allowed, rate-limited). */
export const feedbackBodySchema = z
  .object({
    type: z.string().trim().min(1).max(40),
    content: z.string().trim().min(FEEDBACK_CONTENT_MIN).max(FEEDBACK_CONTENT_MAX),
    contact: z.string().trim().max(FEEDBACK_CONTACT_MAX).optional(),
  })
  .strict();
export const feedbackValueSchema = z.object({ id: z.number().int(), createdAt: epochMs });

// ------------------------------------------------------------------------------------ messages

/** A message of the member's message centre (messageV2). `content` is sanitised HTML. */
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** Sent to this member alone, or to all members. */
  audience: z.enum(['member', 'all']),
  read: z.boolean(),
  createdAt: epochMs,
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** `EMFE_getInbox?page=1&size=10` (wire §2.2 names `page` and `size`). */
export const inboxQuerySchema = z.object({
  page: pageQueryShape.pageNo,
  size: z.coerce.number().int().min(1).max(100).default(10),
  unreadOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const inboxValueSchema = contentPage(inboxMessageSchema).extend({ unread: z.number().int() });

/** `EMFE_updateInboxRead`: the given ids, or every message with `all: true`. */
export const inboxReadBodySchema = z
  .object({ ids: z.array(id).max(100).optional(), all: z.boolean().optional() })
  .strict()
  .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, { message: 'ids or all', path: ['ids'] });
export const inboxDeleteBodySchema = z.object({ ids: z.array(id).min(1).max(100) }).strict();
export const unreadValueSchema = z.object({ unread: z.number().int() });

// ------------------------------------------------------------------------------------ jackpot

/**
 * `VIS_getJackpot`: the merchant's jackpot counter. The site shows
 * `baseAmount + floor((now - startAt) / stepMs) * stepAmount` (spec §2: +165.11 every 3 s), using
 * `serverTime` to correct its clock; `amount` is that value at `serverTime`.
 */
export const jackpotValueSchema = z.object({
  startAt: epochMs,
  baseAmount: z.number(),
  stepAmount: z.number(),
  stepMs: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  serverTime: epochMs,
});

// ==================================================================================== operator side

/** Common fields of operator-managed items. Null merchant: every merchant of the brand. */
const scheduleShape = {
  merchantCode: z.string().trim().min(1).max(32).nullable().default(null),
  active: z.boolean().default(true),
  sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  startAt: epochMs.nullable().default(null),
  endAt: epochMs.nullable().default(null),
};
const opsMeta = {
  id: z.number().int(),
  merchantCode: z.string().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
  startAt: epochMs.nullable(),
  endAt: epochMs.nullable(),
  createdAt: epochMs,
  updatedAt: epochMs,
};

/** `GET /ops/content/languages`: the languages the brand offers (every merchant's list, plus EN/MY/CN). */
export const opsLanguagesValueSchema = z.object({
  languages: z.array(contentLanguageSchema),
  fallback: contentLanguageSchema,
});

// banners
const bannerTexts = { title: z.string().trim().max(120), alt: z.string().trim().max(200) };
export const opsBannerInputSchema = z
  .object({
    id: id.optional(),
    groupName: z.enum(BANNER_GROUPS),
    imageUrl: imageUrlSchema,
    translations: translationsSchema(bannerTexts),
    link: linkInputSchema.default({ linkageType: 'NONE', linkage: '' }),
    ...scheduleShape,
  })
  .strict();
export const opsBannerSchema = z.object({
  ...opsMeta,
  groupName: z.enum(BANNER_GROUPS),
  imageUrl: z.string(),
  translations: z.record(z.string(), z.object({ title: z.string(), alt: z.string() })),
  linkageType: z.enum(LINKAGE_TYPES),
  linkage: z.string(),
});
export const opsBannersQuerySchema = z.object({ groupName: z.enum(BANNER_GROUPS).optional() });

// images
/** `POST /ops/content/images` takes one PNG, JPEG or WebP of at most 2 MB, 16 to 4096 pixels a side. */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONTENT_IMAGE_MIN_SIDE = 16;
export const CONTENT_IMAGE_MAX_SIDE = 4096;
/** Where uploaded images are served: `/img/uploads/<first 32 hex of the SHA-256>.<png|jpg|webp>`. */
export const CONTENT_IMAGE_PATH_PREFIX = '/img/uploads/';
export const opsContentImageSchema = z.object({
  /** The image's address, for `imageUrl` of banners, popups and promotions (the same bytes, the same URL). */
  url: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type OpsContentImage = z.infer<typeof opsContentImageSchema>;

// announcements (PL, PU, H)
const noticeTexts = { title: text(200), content: html };
export const opsNoticeInputSchema = z
  .object({
    id: id.optional(),
    type: z.enum(NOTICE_TYPES),
    audience: z.enum(NOTICE_AUDIENCES).default('all'),
    execution: z.enum(POPUP_EXECUTIONS).nullable().default(null),
    displaySpeed: z.enum(DISPLAY_SPEEDS).default('NORMAL'),
    externalLink: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/[^\s"'<>]+)?$/, 'https URL')
      .default(''),
    translations: translationsSchema(noticeTexts),
    ...scheduleShape,
  })
  .strict()
  .refine((n) => n.type !== 'PU' || n.execution !== null, {
    message: 'a popup needs execution',
    path: ['execution'],
  });
export const opsNoticeSchema = z.object({
  ...opsMeta,
  type: z.enum(NOTICE_TYPES),
  audience: z.enum(NOTICE_AUDIENCES),
  execution: z.enum(POPUP_EXECUTIONS).nullable(),
  displaySpeed: z.enum(DISPLAY_SPEEDS),
  externalLink: z.string(),
  translations: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
});
export const opsNoticesQuerySchema = z.object({ type: z.enum(NOTICE_TYPES).optional() });

// promotions
const promotionTexts = { title: text(200), summary: z.string().trim().max(300).default(''), content: html };
export const opsPromotionInputSchema = z
  .object({
    id: id.optional(),
    category: z.enum(PROMOTION_CATEGORIES),
    promotionType: z.enum(PROMOTION_TYPES).default('MANUAL'),
    imageUrl: imageUrlSchema,
    images: z.array(imageUrlSchema).max(6).default([]),
    /** RAFFLE: the prize range (decimal amounts); ignored for other types. */
    prizeMin: wireAmountSchema.optional(),
    prizeMax: wireAmountSchema.optional(),
    translations: translationsSchema(promotionTexts),
    merchantCode: scheduleShape.merchantCode,
    active: scheduleShape.active,
    sort: scheduleShape.sort,
    /** When the promotion starts (required: it drives coming soon / in progress). */
    startAt: epochMs,
    endAt: scheduleShape.endAt,
  })
  .strict();
export const opsPromotionSchema = z.object({
  ...opsMeta,
  startAt: epochMs,
  category: z.enum(PROMOTION_CATEGORIES),
  promotionType: z.enum(PROMOTION_TYPES),
  imageUrl: z.string(),
  images: z.array(z.string()),
  prizeMin: z.number().nullable(),
  prizeMax: z.number().nullable(),
  translations: z.record(
    z.string(),
    z.object({ title: z.string(), summary: z.string(), content: z.string() }),
  ),
});

// applications
export const opsApplicationSchema = applicationSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  merchantCode: z.string(),
  decidedBy: z.string().nullable(),
});
export const opsApplicationsQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  promotionId: idQuery.optional(),
  ...pageQueryShape,
});
export const opsApplicationsValueSchema = contentPage(opsApplicationSchema);
/**
 * Approve or refuse an application under review. An approval may credit a bonus (decimal amount)
 * through the ledger, once (needs a role that may decide money).
 */
export const opsDecideApplicationBodySchema = z
  .object({
    id,
    decision: z.enum(['approve', 'refuse']),
    note: z.string().trim().max(500).default(''),
    bonusAmount: wireAmountSchema.optional(),
  })
  .strict();

// popups
const popupTexts = {
  title: text(200),
  content: html,
  buttonText: z.string().trim().max(60).default(''),
};
export const opsPopupInputSchema = z
  .object({
    id: id.optional(),
    kind: z.enum(POPUP_KINDS),
    imageUrl: imageUrlSchema.or(z.literal('')).default(''),
    link: linkInputSchema.default({ linkageType: 'NONE', linkage: '' }),
    translations: translationsSchema(popupTexts),
    ...scheduleShape,
  })
  .strict();
export const opsPopupSchema = z.object({
  ...opsMeta,
  kind: z.enum(POPUP_KINDS),
  imageUrl: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  linkage: z.string(),
  translations: z.record(
    z.string(),
    z.object({ title: z.string(), content: z.string(), buttonText: z.string() }),
  ),
});

// help
export const opsHelpCategoryInputSchema = z
  .object({
    id: id.optional(),
    tag: z.enum(HELP_TAGS),
    bgColor: z
      .string()
      .regex(/^(#[0-9a-fA-F]{6})?$/)
      .default(''),
    translations: translationsSchema({ title: text(120), content: html.default('') }),
    merchantCode: scheduleShape.merchantCode,
    active: scheduleShape.active,
    sort: scheduleShape.sort,
  })
  .strict();
export const opsHelpArticleInputSchema = z
  .object({
    id: id.optional(),
    categoryId: id,
    translations: translationsSchema({ title: text(200), content: html }),
    active: scheduleShape.active,
    sort: scheduleShape.sort,
  })
  .strict();
const opsHelpArticleSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
  translations: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  updatedAt: epochMs,
});
export const opsHelpCategorySchema = z.object({
  id: z.number().int(),
  tag: z.enum(HELP_TAGS),
  bgColor: z.string(),
  merchantCode: z.string().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
  translations: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  articles: z.array(opsHelpArticleSchema),
  updatedAt: epochMs,
});
export { opsHelpArticleSchema };

// feedback
export const opsFeedbackTypeInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{1,40}$/),
    translations: translationsSchema({ label: text(80) }),
    active: z.boolean().default(true),
    sort: scheduleShape.sort,
  })
  .strict();
export const opsFeedbackTypeSchema = z.object({
  code: z.string(),
  active: z.boolean(),
  sort: z.number().int(),
  translations: z.record(z.string(), z.object({ label: z.string() })),
});
export const opsFeedbackSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  content: z.string(),
  contact: z.string(),
  merchantCode: z.string(),
  memberId: z.number().int().nullable(),
  username: z.string().nullable(),
  language: z.string(),
  ip: z.string(),
  createdAt: epochMs,
});
export const opsFeedbackQuerySchema = z.object({ type: z.string().max(40).optional(), ...pageQueryShape });
export const opsFeedbackValueSchema = contentPage(opsFeedbackSchema);

// messages
/** Whom an operator's message reaches: one member, a segment of players, or all members. */
export const MESSAGE_AUDIENCES = ['member', 'segment', 'all'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
/** Highest VIP level a segment may name (levels are small integers from 0). */
export const SEGMENT_VIP_MAX = 99;
/**
 * A segment: the players (not agents or trial accounts) of one merchant whose VIP level is within
 * [vipMin, vipMax] and, when given, who registered in [registeredFrom, registeredTo). Resolved once,
 * when sent: the recipients are fixed then.
 */
export const messageSegmentInputSchema = z
  .object({
    vipMin: z.number().int().min(0).max(SEGMENT_VIP_MAX).default(0),
    vipMax: z.number().int().min(0).max(SEGMENT_VIP_MAX).default(SEGMENT_VIP_MAX),
    registeredFrom: epochMs.nullable().default(null),
    registeredTo: epochMs.nullable().default(null),
  })
  .strict()
  .refine((g) => g.vipMin <= g.vipMax, { message: 'vipMin above vipMax', path: ['vipMax'] })
  .refine((g) => g.registeredFrom === null || g.registeredTo === null || g.registeredFrom < g.registeredTo, {
    message: 'registeredFrom not before registeredTo',
    path: ['registeredTo'],
  });
export const messageSegmentSchema = z.object({
  merchant: z.string(),
  vipMin: z.number().int(),
  vipMax: z.number().int(),
  registeredFrom: epochMs.nullable(),
  registeredTo: epochMs.nullable(),
});
export type MessageSegment = z.infer<typeof messageSegmentSchema>;
export const opsSendMessageBodySchema = z
  .object({
    audience: z.enum(MESSAGE_AUDIENCES),
    /** audience member: the member's username (in `merchant`, default the request's merchant). */
    username: z.string().trim().min(1).max(64).optional(),
    /** audience all: null for every merchant; audience segment: its merchant (default the request's). */
    merchant: z.string().trim().min(1).max(32).nullable().optional(),
    /** audience segment: who is in it. */
    segment: messageSegmentInputSchema.optional(),
    translations: translationsSchema({ title: text(200), content: html }),
  })
  .strict()
  .refine((b) => b.audience !== 'member' || Boolean(b.username), {
    message: 'username required',
    path: ['username'],
  })
  .refine((b) => b.audience !== 'segment' || b.segment !== undefined, {
    message: 'segment required',
    path: ['segment'],
  });
export const opsMessageSchema = z.object({
  id: z.number().int(),
  audience: z.enum(MESSAGE_AUDIENCES),
  memberId: z.number().int().nullable(),
  username: z.string().nullable(),
  merchantCode: z.string().nullable(),
  /** audience segment: the criteria and how many players they matched when sent. */
  segment: messageSegmentSchema.nullable(),
  recipientCount: z.number().int().nullable(),
  translations: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
  createdAt: epochMs,
  createdBy: z.string(),
});
export const opsMessagesQuerySchema = z.object({ ...pageQueryShape });
export const opsMessagesValueSchema = contentPage(opsMessageSchema);

// jackpot
export const opsJackpotInputSchema = z
  .object({
    merchant: z.string().trim().min(1).max(32),
    startAt: epochMs,
    baseAmount: wireAmountSchema,
    stepAmount: wireAmountSchema,
    stepMs: z.number().int().min(500).max(3_600_000).default(3000),
  })
  .strict();
export const opsJackpotSchema = z.object({
  merchantCode: z.string(),
  startAt: epochMs,
  baseAmount: z.number(),
  stepAmount: z.number(),
  stepMs: z.number().int(),
  updatedAt: epochMs,
});

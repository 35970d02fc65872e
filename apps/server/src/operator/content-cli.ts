import { readFileSync } from 'node:fs';
import {
  opsBannerInputSchema,
  opsDecideApplicationBodySchema,
  opsFeedbackTypeInputSchema,
  opsHelpArticleInputSchema,
  opsHelpCategoryInputSchema,
  opsJackpotInputSchema,
  opsNoticeInputSchema,
  opsPopupInputSchema,
  opsPromotionInputSchema,
  opsSendMessageBodySchema,
} from '@jade/contract/content';
import type { z } from 'zod';
import { createContent } from '../modules/content';
import { createBrandRepository } from '../modules/brand/repository';
import { createLedgerService } from '../modules/ledger/ledger-service';
import { CLI_ACTOR } from '../modules/operators/service';
import { publishInvalidation } from '../platform/cache/redis-cache';
import { createMemoryCache } from '../platform/cache/cache';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { createMemoryCounterStore } from '../platform/rate-limit/counter-store';
import { UsageError } from './parse-args';

export const CONTENT_USAGE = `Content (the same services as the /ops/content calls; audited as "cli"):
  content <kind> list                       kinds: banners, announcements, promotions, popups, help,
                                            feedback-types, feedback, applications, messages, jackpot
  content <kind> save <file.json | ->       banners, announcements, promotions, popups,
                                            help-categories, help-articles, feedback-types, jackpot:
                                            the JSON body of the matching /ops/content/…/save call
  content <kind> delete <id>                banners, announcements, promotions, popups,
                                            help-categories, help-articles, messages
  content message send <file.json | ->      body of /ops/content/messages/send
  content application <id> approve|refuse [--note TEXT] [--bonus AMOUNT]`;

const line = (value: unknown) => console.info(JSON.stringify(value));

function readJson(source: string | undefined): unknown {
  if (!source) throw new UsageError('A JSON file (or - for standard input) is required.');
  const text = readFileSync(source === '-' ? 0 : source, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${source} is not valid JSON.`);
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new UsageError(`Invalid input at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`);
  }
  return result.data;
}

function idOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError('A positive numeric id is required.');
  return id;
}

/** Runs `content …` (argv after the word `content`). */
export async function runContentCommand(argv: readonly string[], db: Database, config: AppConfig) {
  const brands = createBrandRepository(db);
  const currencies = new Map((await brands.listMerchants()).map((m) => [m.code, m.currency]));
  const content = createContent({
    db,
    cache: createMemoryCache(0),
    counters: createMemoryCounterStore(),
    ledger: createLedgerService(db),
    merchantCurrency: async (code) => currencies.get(code) ?? 'MMK',
  });
  const actor = CLI_ACTOR;
  const [kind, action, arg, ...rest] = argv;
  const page = { pageNo: 1, pageSize: 100 };
  const done = async (value: unknown) => {
    line(value);
    // Running servers drop their cached content at once over Redis, else within the cache TTL.
    if (config.redisUrl) await publishInvalidation(config.redisUrl, 'content:', config.redisNamespace);
  };

  if (kind === 'application') {
    const id = idOf(action);
    const decision = arg;
    if (decision !== 'approve' && decision !== 'refuse') throw new UsageError('approve or refuse?');
    const flags: Record<string, string> = {};
    for (let i = 0; i < rest.length; i += 2) flags[rest[i]!.replace(/^--/, '')] = rest[i + 1] ?? '';
    const body = parse(opsDecideApplicationBodySchema, {
      id,
      decision,
      note: flags.note ?? '',
      ...(flags.bonus ? { bonusAmount: flags.bonus } : {}),
    });
    return done(await content.applications.decide(body, actor, 'cli'));
  }
  if (kind === 'message' && action === 'send') {
    const body = parse(opsSendMessageBodySchema, readJson(arg));
    const all = await brands.listMerchants();
    const fallback = (all.find((m) => m.isDefault) ?? all[0])!.code;
    return done(await content.messages.send(body, fallback, actor));
  }

  if (action === 'list') {
    const lists: Record<string, () => Promise<unknown>> = {
      banners: () => content.banners.opsList(),
      announcements: () => content.notices.opsList(),
      promotions: () => content.promotions.opsList(),
      popups: () => content.popups.opsList(),
      help: () => content.help.opsList(),
      'feedback-types': () => content.feedback.opsTypes(),
      feedback: async () => (await content.feedback.list(page)).list,
      applications: async () => (await content.applications.list(page)).list,
      messages: async () => (await content.messages.list(page)).list,
      jackpot: () => content.jackpot.list(),
    };
    const list = lists[kind ?? ''];
    if (!list) throw new UsageError(`Unknown content kind "${kind ?? ''}".`);
    const rows = (await list()) as unknown[];
    for (const row of rows) line(row);
    console.info(`${rows.length} ${kind}`);
    return;
  }
  if (action === 'save') {
    const body = readJson(arg);
    const saves: Record<string, () => Promise<unknown>> = {
      banners: () => content.banners.save(parse(opsBannerInputSchema, body), actor),
      announcements: () => content.notices.save(parse(opsNoticeInputSchema, body), actor),
      promotions: () => content.promotions.save(parse(opsPromotionInputSchema, body), actor),
      popups: () => content.popups.save(parse(opsPopupInputSchema, body), actor),
      'help-categories': () => content.help.saveCategory(parse(opsHelpCategoryInputSchema, body), actor),
      'help-articles': () => content.help.saveArticle(parse(opsHelpArticleInputSchema, body), actor),
      'feedback-types': () => content.feedback.saveType(parse(opsFeedbackTypeInputSchema, body), actor),
      jackpot: () =>
        content.jackpot.save(parse(opsJackpotInputSchema, body), async (code) => currencies.has(code), actor),
    };
    const save = saves[kind ?? ''];
    if (!save) throw new UsageError(`Cannot save "${kind ?? ''}".`);
    return done(await save());
  }
  if (action === 'delete') {
    const id = idOf(arg);
    const deletes: Record<string, () => Promise<unknown>> = {
      banners: () => content.banners.remove(id, actor),
      announcements: () => content.notices.remove(id, actor),
      promotions: () => content.promotions.remove(id, actor),
      popups: () => content.popups.remove(id, actor),
      'help-categories': () => content.help.removeCategory(id, actor),
      'help-articles': () => content.help.removeArticle(id, actor),
      messages: () => content.messages.withdraw(id, actor),
    };
    const remove = deletes[kind ?? ''];
    if (!remove) throw new UsageError(`Cannot delete "${kind ?? ''}".`);
    return done(await remove());
  }
  throw new UsageError('Expected list, save or delete.');
}

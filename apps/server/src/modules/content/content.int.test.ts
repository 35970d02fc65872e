import { contentCalls, opsContentCalls } from '@jade/contract/content-calls';
import { BANNER_GROUPS } from '@jade/contract/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, createMember, unique, uniqueIp } from '../../../test/accounts';
import { loginToken, ok, operatorToken, refused, staffToken } from '../../../test/payments';
import { operatorAudit } from '../operators/tables';
import { desc, eq } from 'drizzle-orm';
import { contentFeedback } from './tables';

let database: DatabaseHandle;
let app: FastifyInstance;
let ops: string;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  ops = await operatorToken(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function member() {
  const m = await createMember(database, { nickname: unique('Nick') });
  return { ...m, token: await loginToken(app, m.username, m.password) };
}

const lang = (language: string) => ({ headers: { Language: language } });

describe('banners and announcements', () => {
  it('answers the seeded banners of every group, in the request language with EN fallback', async () => {
    const all = ok(
      await call(app, contentCalls.banners, undefined, { query: { groupNames: BANNER_GROUPS.join(',') } }),
    );
    for (const group of BANNER_GROUPS) {
      expect(
        all.banners.some((b: { groupName: string }) => b.groupName === group),
        group,
      ).toBe(true);
    }
    const home = ok(await call(app, contentCalls.banners, undefined, { query: { groupNames: 'w_home' } }));
    expect(home.banners.length).toBeGreaterThanOrEqual(2);
    expect(home.banners[0].url).toMatch(/^\/img\/banner\/.+\.webp\?/);
    const cn = ok(
      await call(app, contentCalls.banners, undefined, { query: { groupNames: 'w_home' }, ...lang('CN') }),
    );
    expect(cn.banners[0].title).not.toBe(home.banners[0].title);
    // Japanese has no text: English is answered.
    const ja = ok(
      await call(app, contentCalls.banners, undefined, { query: { groupNames: 'w_home' }, ...lang('JA') }),
    );
    expect(ja.banners[0].title).toBe(home.banners[0].title);
    refused(
      await call(app, contentCalls.banners, undefined, { query: { groupNames: 'w_nope' } }),
      400,
      'request_param_err',
    );
  });

  it('lists announcements by type; members-only popups need a token; notices page by 9', async () => {
    const guest = ok(
      await call(app, contentCalls.announcements, undefined, {
        query: { types: 'B,PL,PU,PR,H', platform: 'W' },
      }),
    );
    expect(guest.player.length).toBeGreaterThanOrEqual(15);
    expect(guest.banners.length).toBeGreaterThan(0);
    expect(guest.promotion.length).toBeGreaterThan(0);
    expect(guest.help.length).toBeGreaterThan(0);
    expect(guest.popup.every((p: { execution: string }) => p.execution === 'B')).toBe(true);
    const afterLogin = ok(
      await call(app, contentCalls.announcements, undefined, { query: { types: 'PU', execution: 'A' } }),
    );
    expect(afterLogin.popup).toEqual([]); // the A popup is for members only
    const m = await member();
    const mine = ok(
      await call(app, contentCalls.announcements, undefined, { token: m.token, query: { types: 'PU' } }),
    );
    expect(mine.popup.length).toBe(1);
    expect(mine.popup[0].execution).toBe('A');
    expect(mine.banners).toEqual([]); // only the types asked for

    const page1 = ok(await call(app, contentCalls.noticeList, undefined, { query: { pageNo: '1' } }));
    expect(page1.pageSize).toBe(9);
    expect(page1.list).toHaveLength(9);
    expect(page1.totalPages).toBeGreaterThanOrEqual(2);
    const page2 = ok(await call(app, contentCalls.noticeList, undefined, { query: { pageNo: '2' } }));
    expect(page2.list.length).toBeGreaterThanOrEqual(6);
    expect(page2.list[0].id).not.toBe(page1.list[0].id);
    // Newest first.
    expect(page1.list[0].publishedAt).toBeGreaterThanOrEqual(page1.list[8].publishedAt);
  });
});

describe('popups, help centre and jackpot', () => {
  it('answers the gift and activity popups', async () => {
    const value = ok(await call(app, contentCalls.popupContent));
    expect(value.giftBeforeLogin?.title).toBeTruthy();
    expect(value.giftAfterLogin?.buttonText).toBeTruthy();
    expect(value.activity?.linkageType).toBe('ROUTE');
  });

  it('answers help categories with articles; lang=ZH is Chinese', async () => {
    const en = ok(await call(app, contentCalls.helpCenter, undefined, { query: { device: 'WEB' } }));
    const tags = en.map((c: { tag: string }) => c.tag);
    for (const tag of ['deposit', 'withdraw', 'security', 'responsible', 'fair']) expect(tags).toContain(tag);
    const deposit = en.find((c: { tag: string }) => c.tag === 'deposit');
    expect(deposit.children.length).toBeGreaterThanOrEqual(2);
    expect(deposit.children[0].content).toContain('<ol>');
    const zh = ok(
      await call(app, contentCalls.helpCenter, undefined, { query: { lang: 'ZH', device: 'WEB' } }),
    );
    expect(zh[0].lang).toBe('CN');
    expect(zh[0].title).not.toBe(en[0].title);
    refused(
      await call(app, contentCalls.helpCenter, undefined, { query: { lang: 'XX' } }),
      400,
      'request_param_err',
    );
  });

  it('serves the jackpot configuration and the value now', async () => {
    const value = ok(await call(app, contentCalls.jackpot));
    expect(value.stepAmount).toBe(165.11);
    expect(value.stepMs).toBe(3000);
    const steps = Math.floor((value.serverTime - value.startAt) / value.stepMs);
    expect(value.amount).toBeCloseTo(value.baseAmount + steps * 165.11, 2);
    expect(value.currency).toBe('MMK');
  });
});

describe('feedback', () => {
  it('lists types, accepts visitors, refuses bad input without storing, and rate-limits', async () => {
    const types = ok(await call(app, contentCalls.feedbackTypes, undefined, lang('MY')));
    expect(types.length).toBeGreaterThanOrEqual(5);
    const ip = uniqueIp();
    const before = await database.db.select().from(contentFeedback);
    refused(
      await call(app, contentCalls.feedback, { type: 'deposit', content: 'short' }, { ip }),
      400,
      'request_param_err',
    );
    refused(
      await call(
        app,
        contentCalls.feedback,
        { type: 'nope', content: 'A long enough feedback text' },
        { ip },
      ),
      400,
      'feedback.type.invalid',
    );
    expect(await database.db.select().from(contentFeedback)).toHaveLength(before.length);
    const sent = ok(
      await call(
        app,
        contentCalls.feedback,
        { type: 'suggestion', content: 'Please add <b>more</b> fishing games', contact: 'me@example.com' },
        { ip },
      ),
    );
    const [row] = await database.db.select().from(contentFeedback).where(eq(contentFeedback.id, sent.id));
    // Plain text is stored as typed; the site escapes it on output.
    expect(row!.content).toBe('Please add <b>more</b> fishing games');
    expect(row!.memberId).toBeNull();
    for (let i = 0; i < 4; i++)
      ok(await call(app, contentCalls.feedback, { type: 'other', content: `Feedback number ${i}` }, { ip }));
    refused(
      await call(app, contentCalls.feedback, { type: 'other', content: 'One too many feedback' }, { ip }),
      429,
      'too.many.requests',
    );
    const m = await member();
    const mine = ok(
      await call(
        app,
        contentCalls.feedback,
        { type: 'games', content: 'Member feedback here' },
        { token: m.token },
      ),
    );
    const list = ok(
      await call(app, opsContentCalls.feedback, undefined, { token: ops, query: { type: 'games' } }),
    );
    expect(list.list.find((f: { id: number }) => f.id === mine.id)?.username).toBe(m.username);
  });
});

describe('platform messages', () => {
  it('welcomes every member; a member never sees another member’s messages', async () => {
    const a = await member();
    const b = await member();
    const inbox = ok(await call(app, contentCalls.inbox, undefined, { token: a.token }));
    const welcome = inbox.list.find((m: { title: string }) => m.title.includes(a.nickname));
    expect(welcome).toBeTruthy();
    expect(welcome.read).toBe(false);
    const unread = ok(await call(app, contentCalls.unreadCount, undefined, { token: a.token }));
    expect(unread).toBe(inbox.unread);

    const sent = ok(
      await call(
        app,
        opsContentCalls.sendMessage,
        {
          audience: 'member',
          username: a.username,
          translations: {
            EN: {
              title: 'Your bonus',
              content: '<p onclick="x()">Hi {nickname}<script>alert(1)</script></p>',
            },
          },
        },
        { token: ops },
      ),
    );
    const aList = ok(await call(app, contentCalls.inbox, undefined, { token: a.token }));
    const direct = aList.list.find((m: { id: number }) => m.id === sent.id);
    expect(direct.content).toBe(`<p>Hi ${a.nickname}</p>`);
    expect(aList.unread).toBe(unread + 1);

    // B sees neither the message nor can open or mark it.
    const bList = ok(
      await call(app, contentCalls.inbox, undefined, { token: b.token, query: { size: '100' } }),
    );
    expect(bList.list.some((m: { id: number }) => m.id === sent.id)).toBe(false);
    refused(
      await call(app, contentCalls.inboxMessage, undefined, {
        token: b.token,
        query: { id: String(sent.id) },
      }),
      404,
      'resource.not.found',
    );
    ok(await call(app, contentCalls.markInboxRead, { ids: [sent.id] }, { token: b.token }));
    expect(ok(await call(app, contentCalls.unreadCount, undefined, { token: a.token }))).toBe(unread + 1);

    // A opens it (read), marks all read, deletes it.
    const opened = ok(
      await call(app, contentCalls.inboxMessage, undefined, {
        token: a.token,
        query: { id: String(sent.id) },
      }),
    );
    expect(opened.read).toBe(true);
    expect(ok(await call(app, contentCalls.markInboxRead, { all: true }, { token: a.token })).unread).toBe(0);
    ok(await call(app, contentCalls.deleteInbox, { ids: [sent.id] }, { token: a.token }));
    const after = ok(await call(app, contentCalls.inbox, undefined, { token: a.token }));
    expect(after.list.some((m: { id: number }) => m.id === sent.id)).toBe(false);

    refused(await call(app, contentCalls.unreadCount), 401, 'customer.not.login');
    refused(await call(app, contentCalls.markInboxRead, {}, { token: a.token }), 400, 'request_param_err');
  });

  it('broadcasts reach every member; withdrawing removes it everywhere', async () => {
    const a = await member();
    const sent = ok(
      await call(
        app,
        opsContentCalls.sendMessage,
        {
          audience: 'all',
          translations: {
            EN: { title: 'Broadcast', content: '<p>To all</p>' },
            CN: { title: '广播', content: '<p>全体</p>' },
          },
        },
        { token: ops },
      ),
    );
    const cn = ok(await call(app, contentCalls.inbox, undefined, { token: a.token, ...lang('CN') }));
    expect(cn.list.find((m: { id: number }) => m.id === sent.id)?.title).toBe('广播');
    ok(await call(app, opsContentCalls.deleteMessage, { id: sent.id }, { token: ops }));
    const again = ok(await call(app, contentCalls.inbox, undefined, { token: a.token }));
    expect(again.list.some((m: { id: number }) => m.id === sent.id)).toBe(false);
  });
});

describe('operator content management', () => {
  it('creates, updates and deletes a banner in several languages, audited; players see it', async () => {
    const title = unique('Banner');
    const saved = ok(
      await call(
        app,
        opsContentCalls.saveBanner,
        {
          groupName: 'w_help',
          imageUrl: '/img/banner/test.svg?theme=HELP',
          translations: { EN: { title, alt: 'alt' }, MY: { title: `${title} MY`, alt: 'alt' } },
          link: { linkageType: 'PROMOTION', linkage: '1' },
          sort: -100,
        },
        { token: ops },
      ),
    );
    const my = ok(
      await call(app, contentCalls.banners, undefined, { query: { groupNames: 'w_help' }, ...lang('MY') }),
    );
    expect(my.banners[0]).toMatchObject({ bannerId: saved.id, title: `${title} MY`, redirectPromotionId: 1 });
    const updated = ok(
      await call(
        app,
        opsContentCalls.saveBanner,
        {
          id: saved.id,
          groupName: 'w_help',
          imageUrl: saved.imageUrl,
          translations: { EN: { title, alt: 'a' } },
          active: false,
        },
        { token: ops },
      ),
    );
    expect(updated).toMatchObject({ id: saved.id, active: false, linkageType: 'NONE' });
    const hidden = ok(await call(app, contentCalls.banners, undefined, { query: { groupNames: 'w_help' } }));
    expect(hidden.banners.some((b: { bannerId: number }) => b.bannerId === saved.id)).toBe(false);
    ok(await call(app, opsContentCalls.deleteBanner, { id: saved.id }, { token: ops }));
    const audit = await database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, String(saved.id)))
      .orderBy(desc(operatorAudit.id));
    expect(audit.map((a) => a.action)).toContain('content.banner.create');
    expect(audit.map((a) => a.action)).toContain('content.banner.delete');
    refused(
      await call(app, opsContentCalls.deleteBanner, { id: saved.id }, { token: ops }),
      404,
      'resource.not.found',
    );
  });

  it('sanitises HTML on write: scripts, event handlers and javascript: links never pass', async () => {
    const saved = ok(
      await call(
        app,
        opsContentCalls.saveNotice,
        {
          type: 'PL',
          translations: {
            EN: {
              title: '<b>Safe</b> title',
              content:
                '<p onmouseover="steal()">Hello<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://example.com">ok</a><img src="x" onerror="alert(1)"><img src="https://cdn.example.com/a.png" alt="a"><iframe src="https://evil"></iframe><style>body{}</style>',
            },
          },
          sort: 999,
        },
        { token: ops },
      ),
    );
    const content = saved.translations.EN.content as string;
    expect(content).not.toMatch(/script|onmouseover|onerror|javascript:|iframe|<style/i);
    expect(content).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(content).toContain('<img src="https://cdn.example.com/a.png" alt="a"');
    expect(saved.translations.EN.title).toBe('<b>Safe</b> title');
    const list = ok(await call(app, contentCalls.announcements, undefined, { query: { types: 'PL' } }));
    expect(list.player.find((n: { id: number }) => n.id === saved.id)?.content).toBe(content);
    ok(await call(app, opsContentCalls.deleteNotice, { id: saved.id }, { token: ops }));
  });

  it('refuses bad input without changing anything, and players or roles without rights', async () => {
    const before = ok(await call(app, opsContentCalls.banners, undefined, { token: ops }));
    refused(
      await call(
        app,
        opsContentCalls.saveBanner,
        { groupName: 'w_home', imageUrl: 'javascript:x', translations: { EN: { title: 'x', alt: 'x' } } },
        { token: ops },
      ),
      400,
      'request_param_err',
    );
    refused(
      await call(
        app,
        opsContentCalls.saveBanner,
        {
          groupName: 'w_home',
          imageUrl: '/img/banner/x.svg',
          translations: { MY: { title: 'x', alt: 'x' } },
        },
        { token: ops },
      ),
      400,
      'request_param_err',
    );
    refused(
      await call(
        app,
        opsContentCalls.saveNotice,
        { type: 'PU', translations: { EN: { title: 'x', content: 'y' } } },
        { token: ops },
      ),
      400,
      'request_param_err',
    );
    expect(ok(await call(app, opsContentCalls.banners, undefined, { token: ops }))).toHaveLength(
      before.length,
    );

    const m = await member();
    refused(
      await call(app, opsContentCalls.banners, undefined, { token: m.token }),
      401,
      'operator.not.login',
    );
    const finance = await staffToken(app, database, 'finance');
    ok(await call(app, opsContentCalls.banners, undefined, { token: finance }));
    refused(
      await call(
        app,
        opsContentCalls.saveBanner,
        {
          groupName: 'w_home',
          imageUrl: '/img/banner/x.svg',
          translations: { EN: { title: 'x', alt: 'x' } },
        },
        { token: finance },
      ),
      403,
      'operator.forbidden',
    );
  });

  it('manages help articles, popups, feedback types, jackpot and languages', async () => {
    const langs = ok(await call(app, opsContentCalls.languages, undefined, { token: ops }));
    expect(langs.languages).toEqual(expect.arrayContaining(['EN', 'MY', 'CN']));
    const category = ok(
      await call(
        app,
        opsContentCalls.saveHelpCategory,
        { tag: 'game', translations: { EN: { title: 'Games help' } }, sort: 50 },
        { token: ops },
      ),
    );
    const article = ok(
      await call(
        app,
        opsContentCalls.saveHelpArticle,
        {
          categoryId: category.id,
          translations: { EN: { title: 'Launching a game', content: '<p>Click <em>Play</em></p>' } },
        },
        { token: ops },
      ),
    );
    const help = ok(await call(app, contentCalls.helpCenter));
    expect(help.find((c: { id: number }) => c.id === category.id)?.children[0].id).toBe(article.id);
    refused(
      await call(
        app,
        opsContentCalls.saveHelpArticle,
        { categoryId: 999999, translations: { EN: { title: 't', content: 'c' } } },
        { token: ops },
      ),
      400,
      'request_param_err',
    );
    ok(await call(app, opsContentCalls.deleteHelpCategory, { id: category.id }, { token: ops }));
    expect(
      ok(await call(app, contentCalls.helpCenter)).some((c: { id: number }) => c.id === category.id),
    ).toBe(false);

    const type = ok(
      await call(
        app,
        opsContentCalls.saveFeedbackType,
        { code: 'test_type', translations: { EN: { label: 'Test' } }, active: false },
        { token: ops },
      ),
    );
    expect(type.active).toBe(false);
    expect(
      ok(await call(app, contentCalls.feedbackTypes)).some((t: { code: string }) => t.code === 'test_type'),
    ).toBe(false);

    const jackpot = ok(
      await call(
        app,
        opsContentCalls.saveJackpot,
        { merchant: 'jade_ke', startAt: Date.now(), baseAmount: '500000', stepAmount: 165.11 },
        { token: ops },
      ),
    );
    expect(jackpot).toMatchObject({
      merchantCode: 'jade_ke',
      baseAmount: 500000,
      stepAmount: 165.11,
      stepMs: 3000,
    });
    refused(
      await call(
        app,
        opsContentCalls.saveJackpot,
        { merchant: 'nope', startAt: 0, baseAmount: 1, stepAmount: 1 },
        { token: ops },
      ),
      400,
      'merchant.unknown',
    );
    const popups = ok(await call(app, opsContentCalls.popups, undefined, { token: ops }));
    expect(popups.length).toBeGreaterThanOrEqual(3);
  });
});

import { contentCalls, opsContentCalls, OPS_APPLICATION_IMAGE_PATH } from '@jade/contract/content-calls';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, TEST_MERCHANT, unique } from '../../../test/accounts';
import {
  balanceOf,
  expectReconciled,
  jpegBytes,
  multipart,
  ok,
  operatorToken,
  payingMember,
  pngBytes,
  refused,
} from '../../../test/payments';
import { contentApplications } from './tables';

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

async function promotion(type: 'MANUAL' | 'RAFFLE', extra: Record<string, unknown> = {}) {
  return ok(
    await call(
      app,
      opsContentCalls.savePromotion,
      {
        category: 'special',
        promotionType: type,
        imageUrl: '/img/banner/t.svg?theme=PROMO',
        translations: { EN: { title: unique('Promo'), summary: 'S', content: '<p>Terms</p>' } },
        startAt: Date.now() - 60_000,
        ...extra,
      },
      { token: ops },
    ),
  ) as { id: number };
}

function apply(token: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: contentCalls.applyActivity.path,
    headers: {
      Merchant: TEST_MERCHANT,
      Language: 'EN',
      Authorization: token,
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

const png = (name = 'a.png') => ({
  field: 'images',
  filename: name,
  contentType: 'image/png',
  bytes: pngBytes(),
});

describe('promotions', () => {
  it('lists the seeded promotions with categories and statuses; detail has HTML content', async () => {
    const list = ok(await call(app, contentCalls.promotions));
    expect(list.list.length).toBeGreaterThanOrEqual(6);
    expect(list.categories.length).toBeGreaterThanOrEqual(3);
    const statuses = new Set(list.list.map((p: { status: string }) => p.status));
    for (const s of ['join', 'claim', 'in_progress', 'coming_soon', 'closed']) expect(statuses).toContain(s);
    const deposit = ok(
      await call(app, contentCalls.promotions, undefined, { query: { category: 'deposit' } }),
    );
    expect(deposit.list.every((p: { category: string }) => p.category === 'deposit')).toBe(true);
    const detail = ok(
      await call(app, contentCalls.promotionDetail, undefined, { query: { id: String(list.list[0].id) } }),
    );
    expect(detail.content).toMatch(/<(p|h3|ul|table)/);
    expect(detail.canApply).toBe(false); // a visitor
    refused(
      await call(app, contentCalls.promotionDetail, undefined, { query: { id: '999999' } }),
      404,
      'resource.not.found',
    );
  });
});

describe('activity applications', () => {
  it('accepts a comment and up to 3 PNG/JPEG images; the member sees only their own', async () => {
    const promo = await promotion('MANUAL');
    const a = await payingMember(app, database, { paymentPassword: null });
    const b = await payingMember(app, database, { paymentPassword: null });
    const sent = apply(a.token, { promotionId: String(promo.id), comment: 'My deposit ref 123' }, [
      png(),
      { field: 'images', filename: 'b.jpg', contentType: 'image/jpeg', bytes: jpegBytes() },
    ]);
    const application = ok(await sent);
    expect(application).toMatchObject({ status: 'applying', imageCount: 2, comment: 'My deposit ref 123' });
    // Again while under review: refused.
    refused(await apply(a.token, { promotionId: String(promo.id) }), 409, 'promotion.already.applied');
    const detail = ok(
      await call(app, contentCalls.promotionDetail, undefined, {
        token: a.token,
        query: { id: String(promo.id) },
      }),
    );
    expect(detail.status).toBe('applying');
    expect(detail.application.id).toBe(application.id);
    const mine = ok(await call(app, contentCalls.applications, undefined, { token: a.token }));
    expect(mine.list.map((x: { id: number }) => x.id)).toContain(application.id);
    const theirs = ok(await call(app, contentCalls.applications, undefined, { token: b.token }));
    expect(theirs.list.map((x: { id: number }) => x.id)).not.toContain(application.id);
    const bDetail = ok(
      await call(app, contentCalls.promotionDetail, undefined, {
        token: b.token,
        query: { id: String(promo.id) },
      }),
    );
    expect(bDetail).toMatchObject({ status: 'join', canApply: true, application: null });

    // The operator sees it and its images; refuses it; the member may apply again.
    const review = ok(
      await call(app, opsContentCalls.applications, undefined, { token: ops, query: { status: 'applying' } }),
    );
    expect(review.list.find((x: { id: number }) => x.id === application.id)?.username).toBe(a.username);
    const image = await app.inject({
      method: 'GET',
      url: `${OPS_APPLICATION_IMAGE_PATH}?id=${application.id}&n=1`,
      headers: { Merchant: TEST_MERCHANT, Authorization: ops },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const refusedApp = ok(
      await call(
        app,
        opsContentCalls.decideApplication,
        { id: application.id, decision: 'refuse', note: 'No deposit found' },
        { token: ops },
      ),
    );
    expect(refusedApp.status).toBe('refused');
    refused(
      await call(
        app,
        opsContentCalls.decideApplication,
        { id: application.id, decision: 'approve' },
        { token: ops },
      ),
      409,
      'application.status.invalid',
    );
    const again = ok(
      await call(app, contentCalls.promotionDetail, undefined, {
        token: a.token,
        query: { id: String(promo.id) },
      }),
    );
    expect(again).toMatchObject({ status: 'rejected', canApply: true });

    // A second application, approved with a bonus credited once through the ledger.
    const second = ok(await apply(a.token, { promotionId: String(promo.id), comment: 'Second try' }));
    const before = await balanceOf(database, a.id);
    const approved = ok(
      await call(
        app,
        opsContentCalls.decideApplication,
        { id: second.id, decision: 'approve', note: 'OK', bonusAmount: '25.50' },
        { token: ops },
      ),
    );
    expect(approved).toMatchObject({ status: 'approved', bonusAmount: 25.5 });
    expect(await balanceOf(database, a.id)).toBe(before + 2550n);
    const issued = ok(
      await call(app, contentCalls.promotionDetail, undefined, {
        token: a.token,
        query: { id: String(promo.id) },
      }),
    );
    expect(issued.status).toBe('issued');
    await expectReconciled(database);
  });

  it('refuses too large, wrong type and too many images, long comments, visitors and trial accounts — storing nothing', async () => {
    const promo = await promotion('MANUAL');
    const m = await payingMember(app, database, { paymentPassword: null });
    const count = async () =>
      (await database.db.select().from(contentApplications).where(eq(contentApplications.memberId, m.id)))
        .length;
    const id = String(promo.id);
    refused(
      await apply(m.token, { promotionId: id }, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]),
      400,
      'upload.too.many',
    );
    const big = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    refused(
      await apply(m.token, { promotionId: id }, [
        { field: 'images', filename: 'big.png', contentType: 'image/png', bytes: big },
      ]),
      413,
      'upload.too.large',
    );
    refused(
      await apply(m.token, { promotionId: id }, [
        {
          field: 'images',
          filename: 'x.png',
          contentType: 'image/png',
          bytes: Buffer.from('<svg onload="x">'),
        },
      ]),
      400,
      'upload.type.invalid',
    );
    refused(await apply(m.token, { promotionId: id, comment: 'x'.repeat(141) }), 400, 'request_param_err');
    refused(await apply(m.token, { promotionId: '999999' }), 404, 'resource.not.found');
    expect(await count()).toBe(0);

    const raffle = await promotion('RAFFLE', { prizeMin: 1, prizeMax: 2 });
    refused(await apply(m.token, { promotionId: String(raffle.id) }), 400, 'promotion.not.applicable');
    const later = await promotion('MANUAL', { startAt: Date.now() + 86_400_000 });
    refused(await apply(m.token, { promotionId: String(later.id) }), 400, 'promotion.not.open');

    refused(await apply('', { promotionId: id }), 401, 'customer.not.login');
    const trial = await payingMember(app, database, { paymentPassword: null, type: 4 });
    refused(await apply(trial.token, { promotionId: id }), 403, 'in_need_true_account');
    expect(await count()).toBe(0);
  });
});

describe('raffle', () => {
  it('claims once, credits a prize in range through the ledger; a replay answers the first result', async () => {
    const raffle = await promotion('RAFFLE', { prizeMin: '1.00', prizeMax: '88.00' });
    const m = await payingMember(app, database, { paymentPassword: null });
    const before = await balanceOf(database, m.id);
    const key = unique('raffle-key');
    const won = ok(
      await call(
        app,
        contentCalls.claimRaffle,
        { promotionId: raffle.id, idempotencyKey: key },
        { token: m.token },
      ),
    );
    expect(won.amount).toBeGreaterThanOrEqual(1);
    expect(won.amount).toBeLessThanOrEqual(88);
    expect(await balanceOf(database, m.id)).toBe(before + BigInt(Math.round(won.amount * 100)));
    const replay = ok(
      await call(
        app,
        contentCalls.claimRaffle,
        { promotionId: raffle.id, idempotencyKey: key },
        { token: m.token },
      ),
    );
    expect(replay.amount).toBe(won.amount);
    refused(
      await call(
        app,
        contentCalls.claimRaffle,
        { promotionId: raffle.id, idempotencyKey: unique('other') },
        { token: m.token },
      ),
      409,
      'promotion.already.claimed',
    );
    expect(await balanceOf(database, m.id)).toBe(before + BigInt(Math.round(won.amount * 100)));
    const detail = ok(
      await call(app, contentCalls.promotionDetail, undefined, {
        token: m.token,
        query: { id: String(raffle.id) },
      }),
    );
    expect(detail).toMatchObject({ status: 'claimed', canClaim: false, claimedAmount: won.amount });
    const manual = await promotion('MANUAL');
    refused(
      await call(
        app,
        contentCalls.claimRaffle,
        { promotionId: manual.id, idempotencyKey: unique('k') },
        { token: m.token },
      ),
      400,
      'promotion.not.claimable',
    );
    await expectReconciled(database);
  });
});

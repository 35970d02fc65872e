import { randomBytes } from 'node:crypto';
import { contentCalls, opsContentCalls } from '@jade/contract/content-calls';
import { CONTENT_IMAGE_MAX_BYTES } from '@jade/contract/content';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, TEST_MERCHANT, unique } from '../../../test/accounts';
import {
  multipart,
  ok,
  operatorToken,
  pngBytes,
  refused,
  staffToken,
  type FilePart,
} from '../../../test/payments';
import { operatorAudit } from '../operators/tables';
import { contentImages } from './tables';

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

/** A PNG no earlier run uploaded (a random colour). */
const freshPng = (width = 32, height = 20) => pngBytes(width, height, [...randomBytes(3)]);

const image = (bytes: Buffer, filename = 'banner.png', contentType = 'image/png'): FilePart => ({
  field: 'image',
  filename,
  contentType,
  bytes,
});

function upload(token: string | undefined, files: FilePart[]) {
  const body = multipart({}, files);
  return app.inject({
    method: 'POST',
    url: opsContentCalls.uploadImage.path,
    headers: {
      Merchant: TEST_MERCHANT,
      Language: 'EN',
      ...(token ? { Authorization: token } : {}),
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
}

/** An operator of `role`, signed in. */
const operatorOf = (role: 'support' | 'finance') => staffToken(app, database, role);

describe('content images', () => {
  it('stores an uploaded PNG once and serves it publicly by its hash, for ever cacheable', async () => {
    const bytes = freshPng();
    const first = ok(await upload(ops, [image(bytes)]));
    expect(first).toEqual({
      url: expect.stringMatching(/^\/img\/uploads\/[0-9a-f]{32}\.png$/),
      contentType: 'image/png',
      bytes: bytes.length,
      width: 32,
      height: 20,
    });

    const served = await app.inject({ method: 'GET', url: first.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });

    // The same bytes, under another name and declared type: the same image.
    const again = ok(await upload(ops, [image(bytes, 'copy.jpg', 'image/jpeg')]));
    expect(again).toEqual(first);
    const sha256 = first.url.slice('/img/uploads/'.length, -'.png'.length);
    const rows = await database.db.select({ sha256: contentImages.sha256 }).from(contentImages);
    expect(rows.filter((r) => r.sha256.startsWith(sha256))).toHaveLength(1);

    const audit = await database.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.action, 'content.image.upload'), eq(operatorAudit.targetType, 'content_image')),
      );
    const mine = audit.filter((a) => a.targetId.startsWith(sha256));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.after).toEqual({ contentType: 'image/png', bytes: bytes.length, width: 32, height: 20 });
  });

  it('answers 404 for unknown and malformed names', async () => {
    const bytes = freshPng(16, 16);
    const { url } = ok(await upload(ops, [image(bytes)]));
    for (const path of [
      `/img/uploads/${'0'.repeat(32)}.png`,
      url.replace('.png', '.jpg'), // the right hash, another type
      url.replace('.png', '.PNG'),
      `${url.slice(0, -'.png'.length)}0.png`, // 33 hex
      '/img/uploads/%25.png',
      '/img/uploads/..%2F..%2Fetc.png',
    ]) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('refuses a file that is not an image, one over 2 MB, and sizes out of bounds', async () => {
    refused(
      await upload(ops, [image(Buffer.from('not a png at all, only text in disguise'))]),
      400,
      'upload.type.invalid',
    );
    const big = Buffer.concat([freshPng(), randomBytes(CONTENT_IMAGE_MAX_BYTES)]);
    refused(await upload(ops, [image(big)]), 413, 'upload.too.large');
    const tiny = await upload(ops, [image(freshPng(15, 40))]);
    refused(tiny, 400, 'request_param_err');
    expect(tiny.json().value).toMatchObject({ field: 'image', width: 15, height: 40, min: 16, max: 4096 });
    refused(await upload(ops, [image(freshPng(4097, 16))]), 400, 'request_param_err');
    refused(await upload(ops, []), 400, 'request_param_err');
    refused(
      await call(app, opsContentCalls.uploadImage, { image: 'x' }, { token: ops }),
      400,
      'request_param_err',
    );
    refused(await upload(ops, [image(freshPng()), image(freshPng())]), 400, 'request_param_err');
    refused(await upload(ops, [{ ...image(freshPng()), field: 'file' }]), 400, 'request_param_err');
  });

  it('is for roles that edit content, signed in', async () => {
    refused(await upload(undefined, [image(freshPng())]), 401, 'operator.not.login');
    for (const role of ['support', 'finance'] as const)
      refused(await upload(await operatorOf(role), [image(freshPng())]), 403, 'operator.forbidden');
  });

  it('gives a banner its image: players see the uploaded URL', async () => {
    const { url } = ok(await upload(ops, [image(freshPng(64, 24))]));
    const title = unique('Uploaded');
    const saved = ok(
      await call(
        app,
        opsContentCalls.saveBanner,
        { groupName: 'w_home', imageUrl: url, translations: { EN: { title, alt: title } }, sort: -1000 },
        { token: ops },
      ),
    );
    // Saving drops the content cache, so the players' call reads the new banner at once.
    const home = ok(await call(app, contentCalls.banners, undefined, { query: { groupNames: 'w_home' } }));
    expect(home.banners.find((b: { bannerId: number }) => b.bannerId === saved.id)).toMatchObject({
      url,
      title,
    });
    ok(await call(app, opsContentCalls.deleteBanner, { id: saved.id }, { token: ops }));
  });
});

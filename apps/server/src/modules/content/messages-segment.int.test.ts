import { contentCalls, opsContentCalls } from '@jade/contract/content-calls';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { call, createMember } from '../../../test/accounts';
import { loginToken, ok, refused, staffToken } from '../../../test/payments';
import { operatorAudit } from '../operators/tables';

let database: DatabaseHandle;
let app: FastifyInstance;
let content: string;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
  content = await staffToken(app, database, 'content');
});
afterAll(async () => {
  await app.close();
  await database.close();
});

// A registration window of its own per run, so other tests' members never fall inside it.
const windowStart = Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 1_000_000) * 60_000;
const inWindow = (minutes: number) => new Date(windowStart + minutes * 60_000);
const texts = { EN: { title: 'VIP weekend', content: '<p>Hi {nickname}</p>' } };

async function inboxIds(username: string, password: string): Promise<number[]> {
  const token = await loginToken(app, username, password);
  const inbox = ok(await call(app, contentCalls.inbox, undefined, { token, query: { size: '100' } }));
  return inbox.list.map((m: { id: number }) => m.id);
}

describe('platform messages to a segment', () => {
  it('reaches exactly the players of the VIP range registered in the period', async () => {
    const vip3 = await createMember(database, { vipLevel: 3, createdAt: inWindow(1) });
    const vip5 = await createMember(database, { vipLevel: 5, createdAt: inWindow(2) });
    const vip7 = await createMember(database, { vipLevel: 7, createdAt: inWindow(3) });
    const vip5Later = await createMember(database, { vipLevel: 5, createdAt: inWindow(120) });
    const agent = await createMember(database, { vipLevel: 5, type: 1, createdAt: inWindow(4) });

    const sent = ok(
      await call(
        app,
        opsContentCalls.sendMessage,
        {
          audience: 'segment',
          segment: {
            vipMin: 4,
            vipMax: 8,
            registeredFrom: windowStart,
            registeredTo: inWindow(60).getTime(),
          },
          translations: texts,
        },
        { token: content },
      ),
    );
    expect(sent.audience).toBe('segment');
    expect(sent.recipientCount).toBe(2);
    expect(sent.segment).toMatchObject({ vipMin: 4, vipMax: 8, registeredFrom: windowStart });

    expect(await inboxIds(vip5.username, vip5.password)).toContain(sent.id);
    expect(await inboxIds(vip7.username, vip7.password)).toContain(sent.id);
    expect(await inboxIds(vip3.username, vip3.password)).not.toContain(sent.id);
    expect(await inboxIds(vip5Later.username, vip5Later.password)).not.toContain(sent.id);
    expect(await inboxIds(agent.username, agent.password)).not.toContain(sent.id);

    // The player's inbox reads it as a group message, with their name filled in.
    const token = await loginToken(app, vip5.username, vip5.password);
    const opened = ok(
      await call(app, contentCalls.inboxMessage, undefined, { token, query: { id: String(sent.id) } }),
    );
    expect(opened).toMatchObject({ audience: 'all', content: `<p>Hi ${vip5.nickname || vip5.username}</p>` });

    // Listed for operators with its criteria; audited; withdrawing removes it from the segment's inboxes.
    const listed = ok(await call(app, opsContentCalls.messages, undefined, { token: content }));
    expect(listed.list.find((m: { id: number }) => m.id === sent.id)?.recipientCount).toBe(2);
    const [audit] = await database.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.action, 'content.message.send'), eq(operatorAudit.targetId, String(sent.id))),
      )
      .orderBy(desc(operatorAudit.id));
    expect(audit?.after).toMatchObject({ audience: 'segment', recipientCount: 2 });
    ok(await call(app, opsContentCalls.deleteMessage, { id: sent.id }, { token: content }));
    expect(await inboxIds(vip7.username, vip7.password)).not.toContain(sent.id);
  });

  it('refuses a support operator, an inverted range, a missing or empty segment', async () => {
    const support = await staffToken(app, database, 'support');
    const body = { audience: 'segment', segment: { vipMin: 0, vipMax: 1 }, translations: texts };
    refused(
      await call(app, opsContentCalls.sendMessage, body, { token: support }),
      403,
      'operator.forbidden',
    );
    const send = (b: unknown) => call(app, opsContentCalls.sendMessage, b, { token: content });
    refused(await send({ ...body, segment: { vipMin: 6, vipMax: 2 } }), 400, 'request_param_err');
    refused(
      await send({ ...body, segment: { registeredFrom: windowStart, registeredTo: windowStart } }),
      400,
      'request_param_err',
    );
    refused(await send({ audience: 'segment', translations: texts }), 400, 'request_param_err');
    refused(await send({ ...body, segment: { vipMin: 120 } }), 400, 'request_param_err');
    // Nobody registered in a one-minute window of 1999: nothing would be sent.
    const empty = Date.UTC(1999, 5, 1);
    const none = await send({
      ...body,
      segment: { vipMin: 0, vipMax: 99, registeredFrom: empty, registeredTo: empty + 60_000 },
    });
    refused(none, 400, 'request_param_err');
    expect(none.json().value).toMatchObject({ field: 'segment' });
  });
});

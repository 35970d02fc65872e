import { CHAT_MESSAGE_MAX, CHAT_STREAM_PATH, OPS_CHAT_STREAM_PATH } from '@jade/contract/chat';
import { accountCalls } from '@jade/contract/account-calls';
import { chatCalls, opsChatCalls } from '@jade/contract/chat-calls';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client';
import { createTestApp, openTestDatabase, TEST_REDIS_NAMESPACE } from '../../../test/helpers';
import { call, createMember } from '../../../test/accounts';
import { loginToken, ok, operatorToken, refused, staffToken } from '../../../test/payments';
import { operatorAudit } from '../operators/tables';
import type { OperatorRole } from '@jade/contract/ops-roles';
import { createRedisPubSub } from '../../platform/pubsub/redis-pubsub';
import type { PubSub } from '../../platform/pubsub/pubsub';

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: string;
let baseUrl: string;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database, { deps: { chatStreams: { keepAliveMs: 200, sessionCheckMs: 300 } } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}`;
  admin = await operatorToken(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function player() {
  const member = await createMember(database);
  return { member, token: await loginToken(app, member.username, member.password) };
}

const operatorOf = (role: OperatorRole) => staffToken(app, database, role);

const history = async (token: string, query: Record<string, string> = {}) =>
  ok(await call(app, chatCalls.history, undefined, { token, query }));

/** Opens an event stream over real HTTP and collects its frames. */
async function openStream(path: string, ticket: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  const frames: { event: string; data: unknown }[] = [];
  let text = '';
  let comments = 0;
  let ended = false;
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        text += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          if (block.startsWith(':')) comments++;
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  const until = async (test: () => boolean, ms = 5000) => {
    const start = Date.now();
    while (!test()) {
      if (Date.now() - start > ms) throw new Error(`stream: timed out; frames ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    response,
    frames,
    until,
    comments: () => comments,
    ended: () => ended,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe('live chat', () => {
  it('keeps a conversation: player messages, desk unread counts, a reply, read markers', async () => {
    const { member, token } = await player();
    expect(await history(token)).toEqual({ messages: [], hasMore: false, operatorReadUpTo: 0, unread: 0 });

    const first = ok(await call(app, chatCalls.send, { text: '  Hello,\nmy deposit is late  ' }, { token }));
    expect(first).toMatchObject({ sender: 'player', text: 'Hello,\nmy deposit is late' });
    ok(await call(app, chatCalls.send, { text: 'Reference 123' }, { token }));

    // The desk lists it, newest first, with the player's name and two unread messages.
    const list = ok(await call(app, opsChatCalls.conversations, undefined, { token: admin }));
    const mine = list.list.find((c: { memberId: number }) => c.memberId === member.id);
    expect(list.list[0].memberId).toBe(member.id);
    expect(mine).toMatchObject({
      username: member.username,
      unread: 2,
      lastMessage: { text: 'Reference 123' },
    });
    expect(list.totalUnread).toBeGreaterThanOrEqual(2);

    // Reading and answering.
    const thread = ok(
      await call(app, opsChatCalls.thread, undefined, {
        token: admin,
        query: { conversationId: String(mine.id) },
      }),
    );
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual([
      'Hello,\nmy deposit is late',
      'Reference 123',
    ]);
    const reply = ok(
      await call(
        app,
        opsChatCalls.reply,
        { conversationId: mine.id, text: 'We are checking it now.' },
        { token: admin },
      ),
    );
    expect(reply).toMatchObject({ sender: 'operator', operatorName: 'operator' });
    const read = ok(
      await call(app, opsChatCalls.markRead, { conversationId: mine.id, upTo: reply.id }, { token: admin }),
    );
    expect(read.unread).toBe(0);

    // The player sees the answer (without the operator's name) and one unread message until read.
    const seen = await history(token);
    expect(seen.messages.at(-1)).toEqual({
      id: reply.id,
      conversationId: mine.id,
      sender: 'operator',
      text: 'We are checking it now.',
      at: expect.any(Number),
    });
    expect(seen.unread).toBe(1);
    expect(seen.operatorReadUpTo).toBe(reply.id);
    expect(ok(await call(app, chatCalls.unreadCount, undefined, { token }))).toEqual({ unread: 1 });
    expect(ok(await call(app, chatCalls.markRead, { upTo: reply.id }, { token }))).toEqual({ unread: 0 });
    // A marker never moves back.
    expect(ok(await call(app, chatCalls.markRead, { upTo: 1 }, { token }))).toEqual({ unread: 0 });

    // The reply is in the audit log, with its text.
    const [entry] = await database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, 'chat.reply'), eq(operatorAudit.targetId, String(mine.id))));
    expect(entry).toMatchObject({
      operatorName: 'operator',
      targetType: 'chat_conversation',
      after: { messageId: reply.id, player: member.username, text: 'We are checking it now.' },
    });
  });

  it('pages the history from the newest', async () => {
    const { token } = await player();
    for (let i = 1; i <= 5; i++) ok(await call(app, chatCalls.send, { text: `m${i}` }, { token }));
    const last = await history(token, { size: '2' });
    expect(last.messages.map((m: { text: string }) => m.text)).toEqual(['m4', 'm5']);
    expect(last.hasMore).toBe(true);
    const older = await history(token, { size: '2', before: String(last.messages[0].id) });
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['m2', 'm3']);
    const oldest = await history(token, { size: '2', before: String(older.messages[0].id) });
    expect(oldest).toMatchObject({ hasMore: false, messages: [{ text: 'm1' }] });
  });

  it("never shows a player another player's conversation", async () => {
    const a = await player();
    const b = await player();
    ok(await call(app, chatCalls.send, { text: 'secret of A' }, { token: a.token }));
    expect((await history(b.token)).messages).toEqual([]);
    // B's read marker is B's own: it cannot clear A's count.
    ok(await call(app, chatCalls.markRead, { upTo: 2 ** 31 }, { token: b.token }));
    const list = ok(await call(app, opsChatCalls.conversations, undefined, { token: admin }));
    expect(list.list.find((c: { memberId: number }) => c.memberId === a.member.id).unread).toBe(1);
    // Guests have no conversation at all.
    refused(await call(app, chatCalls.history), 401, 'customer.not.login');
    refused(await call(app, chatCalls.send, { text: 'hi' }), 401, 'customer.not.login');
  });

  it('refuses and audits a role without the chat permission; every role may read', async () => {
    const { token } = await player();
    const sent = ok(await call(app, chatCalls.send, { text: 'help' }, { token }));
    const finance = await operatorOf('finance');
    ok(
      await call(app, opsChatCalls.thread, undefined, {
        token: finance,
        query: { conversationId: String(sent.conversationId) },
      }),
    );
    refused(
      await call(
        app,
        opsChatCalls.reply,
        { conversationId: sent.conversationId, text: 'hi' },
        { token: finance },
      ),
      403,
      'operator.forbidden',
    );
    refused(
      await call(app, opsChatCalls.saveCannedReply, { title: 'x', text: 'y' }, { token: finance }),
      403,
      'operator.forbidden',
    );
    const refusals = await database.db
      .select()
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.action, 'operator.forbidden'),
          eq(operatorAudit.targetId, 'POST /ops/chat/reply'),
        ),
      );
    expect(refusals.some((r) => (r.after as { needs: string }).needs === 'chat')).toBe(true);
    // Support answers; a player token is no operator.
    const support = await operatorOf('support');
    ok(
      await call(
        app,
        opsChatCalls.reply,
        { conversationId: sent.conversationId, text: 'hi' },
        { token: support },
      ),
    );
    refused(await call(app, opsChatCalls.conversations, undefined, { token }), 401, 'operator.not.login');
    refused(
      await call(app, opsChatCalls.reply, { conversationId: 2 ** 31 - 1, text: 'hi' }, { token: support }),
      404,
      'resource.not.found',
    );
  });

  it('caps the length, refuses empty messages and limits the rate of sends', async () => {
    const { token } = await player();
    refused(
      await call(app, chatCalls.send, { text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }, { token }),
      400,
      'request_param_err',
    );
    refused(await call(app, chatCalls.send, { text: ' \n ' }, { token }), 400, 'request_param_err');
    ok(await call(app, chatCalls.send, { text: 'x'.repeat(CHAT_MESSAGE_MAX) }, { token }));
    const answers = [];
    for (let i = 0; i < 9; i++)
      answers.push((await call(app, chatCalls.send, { text: `n${i}` }, { token })).statusCode);
    expect(answers).toContain(429);
  });

  it('keeps canned replies per brand, audited', async () => {
    const saved = ok(
      await call(
        app,
        opsChatCalls.saveCannedReply,
        { title: 'Test hello', text: 'Hello there', sort: 5 },
        { token: admin },
      ),
    );
    const updated = ok(
      await call(
        app,
        opsChatCalls.saveCannedReply,
        { id: saved.id, title: 'Test hello', text: 'Hello again', sort: 5 },
        { token: admin },
      ),
    );
    expect(updated.text).toBe('Hello again');
    const list = ok(await call(app, opsChatCalls.cannedReplies, undefined, { token: admin }));
    expect(list.find((r: { id: number }) => r.id === saved.id)).toMatchObject({ text: 'Hello again' });
    ok(await call(app, opsChatCalls.deleteCannedReply, { id: saved.id }, { token: admin }));
    refused(
      await call(app, opsChatCalls.deleteCannedReply, { id: saved.id }, { token: admin }),
      404,
      'resource.not.found',
    );
    const actions = (
      await database.db
        .select()
        .from(operatorAudit)
        .where(eq(operatorAudit.targetId, String(saved.id)))
    )
      .filter((r) => r.targetType === 'chat_canned_reply')
      .map((r) => r.action)
      .sort();
    expect(actions).toEqual(['chat.canned.create', 'chat.canned.delete', 'chat.canned.update']);
  });

  it('streams a reply to the player and the message to the desk, with single-use tickets', async () => {
    const { token } = await player();
    const sent = ok(await call(app, chatCalls.send, { text: 'are you there?' }, { token }));
    const playerTicket = ok(await call(app, chatCalls.streamTicket, undefined, { token })).ticket;
    const deskTicket = ok(await call(app, opsChatCalls.streamTicket, undefined, { token: admin })).ticket;
    const playerStream = await openStream(CHAT_STREAM_PATH, playerTicket);
    const deskStream = await openStream(OPS_CHAT_STREAM_PATH, deskTicket);
    try {
      expect(playerStream.response.headers.get('content-type')).toContain('text/event-stream');
      await playerStream.until(() => playerStream.frames.some((f) => f.event === 'ready'));
      await deskStream.until(() => deskStream.frames.some((f) => f.event === 'ready'));

      const reply = ok(
        await call(
          app,
          opsChatCalls.reply,
          { conversationId: sent.conversationId, text: 'Yes!' },
          { token: admin },
        ),
      );
      await playerStream.until(() => playerStream.frames.some((f) => f.event === 'message'));
      const event = playerStream.frames.find((f) => f.event === 'message')!.data as {
        message: Record<string, unknown>;
      };
      expect(event.message).toMatchObject({ id: reply.id, text: 'Yes!', sender: 'operator' });
      expect(event.message).not.toHaveProperty('operatorName');

      ok(await call(app, chatCalls.send, { text: 'thanks' }, { token }));
      await deskStream.until(() =>
        deskStream.frames.some(
          (f) => f.event === 'message' && (f.data as { message: { text: string } }).message.text === 'thanks',
        ),
      );
      // Keep-alive comments flow while the stream is idle.
      await playerStream.until(() => playerStream.comments() >= 1);

      // A ticket works once, and a player ticket opens no desk stream.
      const again = await fetch(`${baseUrl}${CHAT_STREAM_PATH}?ticket=${playerTicket}`);
      expect(again.status).toBe(401);
      const other = ok(await call(app, chatCalls.streamTicket, undefined, { token })).ticket;
      expect((await fetch(`${baseUrl}${OPS_CHAT_STREAM_PATH}?ticket=${other}`)).status).toBe(401);

      // Logging out ends the player's stream.
      ok(await call(app, accountCalls.logoutPost, undefined, { token }));
      await playerStream.until(() => playerStream.ended(), 5000);
      expect(playerStream.frames.at(-1)?.event).toBe('end');
    } finally {
      await playerStream.close();
      await deskStream.close();
    }
  });
});

describe('live chat across instances', () => {
  it('carries a reply made on one instance to a player streaming from another, through Redis', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const buses: PubSub[] = [
      await createRedisPubSub(url, TEST_REDIS_NAMESPACE),
      await createRedisPubSub(url, TEST_REDIS_NAMESPACE),
    ];
    const [one, two] = await Promise.all(
      buses.map((pubsub) => createTestApp(database, { deps: { pubsub } })),
    );
    try {
      await one!.listen({ port: 0, host: '127.0.0.1' });
      const { member, token } = await player();
      const sent = ok(await call(one!, chatCalls.send, { text: 'hello from instance one' }, { token }));
      const ticket = ok(await call(one!, chatCalls.streamTicket, undefined, { token })).ticket;
      const port = (one!.server.address() as { port: number }).port;
      const response = await fetch(`http://127.0.0.1:${port}${CHAT_STREAM_PATH}?ticket=${ticket}`);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const readUntil = async (needle: string) => {
        const deadline = Date.now() + 5000;
        while (!text.includes(needle)) {
          if (Date.now() > deadline) throw new Error(`no ${needle} in ${text}`);
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          text += decoder.decode(value, { stream: true });
        }
      };
      await readUntil('event: ready');
      const ops = await operatorToken(two!);
      ok(
        await call(
          two!,
          opsChatCalls.reply,
          { conversationId: sent.conversationId, text: 'answered on two' },
          { token: ops },
        ),
      );
      await readUntil('answered on two');
      expect(member.id).toBeGreaterThan(0);
      await reader.cancel();
    } finally {
      await Promise.all([one!.close(), two!.close()]);
      await Promise.all(buses.map((bus) => bus.close()));
    }
  });
});

import { CHAT_STREAM_PATH, OPS_CHAT_STREAM_PATH, type ChatStreamEvent } from '@jade/contract/chat';
import { chatCalls, opsChatCalls } from '@jade/contract/chat-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import { operatorOf } from '../operators/service';
import { chatChannels, type ChatService, type StreamGrant } from './service';
import { sseFrame, type StreamHub } from './stream';

const streamQuerySchema = z.object({ ticket: z.string().max(200) });

function memberOf(request: FastifyRequest) {
  const member = request.member;
  const session = request.session;
  if (!member || !session) throw new NotLoggedInError();
  return { member: { id: member.id, merchantCode: member.merchantCode }, sessionId: session.id };
}

/** Only frames of a known shape leave the server. */
function eventFrame(payload: unknown): string | null {
  const event = payload as ChatStreamEvent | null;
  if (!event || (event.type !== 'message' && event.type !== 'read')) return null;
  return sseFrame(event.type, event);
}

/**
 * The live chat: the player's CBS_ calls, the desk's `/ops/chat/*` calls, and the two event streams.
 * A stream opens with a single-use ticket from its ticket call (EventSource sends no headers), and
 * listens to the channels the ticket's holder may see: the player's own, or the brand's desk.
 */
export async function chatRoutes(app: FastifyInstance, deps: { chat: ChatService; streams: StreamHub }) {
  const { chat, streams } = deps;
  const c = chatCalls;

  registerCall(app, c.history, async ({ request, query }) =>
    chat.player.history(memberOf(request).member, query),
  );
  registerCall(app, c.send, async ({ request, body }) =>
    chat.player.send(memberOf(request).member, body.text),
  );
  registerCall(app, c.markRead, async ({ request, body }) =>
    chat.player.markRead(memberOf(request).member, body.upTo),
  );
  registerCall(app, c.unreadCount, async ({ request }) => chat.player.unread(memberOf(request).member));
  registerCall(app, c.streamTicket, async ({ request }) => {
    const { member, sessionId } = memberOf(request);
    return chat.player.ticket(member, sessionId);
  });

  // The desk's calls answer during maintenance, like every operator call.
  const open = { access: 'open', tag: 'operator' } as const;
  const o = opsChatCalls;
  const brandOf = (request: FastifyRequest) => request.ctx.merchant.brandId;
  registerCall(
    app,
    o.conversations,
    async ({ request, query }) => (
      operatorOf(request, 'view'),
      chat.desk.conversations(brandOf(request), query)
    ),
    open,
  );
  registerCall(
    app,
    o.thread,
    async ({ request, query }) => (operatorOf(request, 'view'), chat.desk.thread(brandOf(request), query)),
    open,
  );
  registerCall(
    app,
    o.reply,
    async ({ request, body }) => chat.desk.reply(brandOf(request), operatorOf(request, 'chat'), body),
    open,
  );
  registerCall(
    app,
    o.markRead,
    async ({ request, body }) => (operatorOf(request, 'chat'), chat.desk.markRead(brandOf(request), body)),
    open,
  );
  registerCall(
    app,
    o.streamTicket,
    async ({ request }) => {
      const actor = operatorOf(request, 'view');
      return chat.desk.ticket(brandOf(request), actor.operatorId!, request.operatorSessionId!);
    },
    open,
  );
  registerCall(
    app,
    o.cannedReplies,
    async ({ request }) => (operatorOf(request, 'view'), chat.canned.list(brandOf(request))),
    open,
  );
  registerCall(
    app,
    o.saveCannedReply,
    async ({ request, body }) => chat.canned.save(brandOf(request), operatorOf(request, 'chat'), body),
    open,
  );
  registerCall(
    app,
    o.deleteCannedReply,
    async ({ request, body }) => chat.canned.remove(brandOf(request), operatorOf(request, 'chat'), body.id),
    open,
  );

  const stream = (path: string, kind: StreamGrant['kind'], channel: (grant: StreamGrant) => string) =>
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(path, { schema: { querystring: streamQuerySchema, hide: true } }, async (request, reply) => {
        const grant = await chat.redeemTicket(request.query.ticket);
        if (!grant || grant.kind !== kind) throw new AppError('user.or.token.invalid', 401);
        await streams.open(request, reply, {
          channels: [channel(grant)],
          frame: eventFrame,
          alive: () => chat.sessionAlive(grant),
        });
      });
  stream(CHAT_STREAM_PATH, 'player', (grant) => chatChannels.member(grant.subjectId));
  stream(OPS_CHAT_STREAM_PATH, 'operator', (grant) => chatChannels.desk(grant.brandId));
  // Streams end before the server closes (a graceful shutdown would wait for them otherwise).
  app.addHook('preClose', async () => streams.closeAll());
}

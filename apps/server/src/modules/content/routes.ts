import fastifyMultipart from '@fastify/multipart';
import { contentCalls } from '@jade/contract/content-calls';
import { applyActivityFieldsSchema, CONTENT_IMAGE_PATH_PREFIX } from '@jade/contract/content';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFoundError, NotLoggedInError, RequestParamError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { MemberRow } from '../accounts/repository';
import type { Content } from './index';
import { APPLICATION_MULTIPART_LIMITS, readApplicationForm } from './uploads';

function memberOf(request: FastifyRequest): MemberRow {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

/**
 * The players' content calls. Content follows the member's own merchant when logged in (their
 * promotions and messages), else the request's merchant.
 */
export async function contentRoutes(app: FastifyInstance, deps: { content: Content }): Promise<void> {
  const { content } = deps;
  await app.register(fastifyMultipart, { limits: APPLICATION_MULTIPART_LIMITS, throwFileSizeLimit: true });
  const merchantOf = (request: FastifyRequest) => request.member?.merchantCode ?? request.ctx.merchant.code;
  const viewer = (request: FastifyRequest) => ({ memberId: request.member?.id ?? null });

  registerCall(app, contentCalls.announcements, async ({ request, query, ctx }) => {
    const merchant = merchantOf(request);
    const types = new Set(query.types);
    const execution = query.execution ?? (request.member ? 'A' : 'B');
    const [banners, player, popup, promotion, help] = await Promise.all([
      types.has('B') ? content.banners.list(merchant, query.groupNames, ctx.language) : [],
      types.has('PL') ? content.notices.list(merchant, 'PL', viewer(request), ctx.language) : [],
      types.has('PU') ? content.notices.popups(merchant, execution, viewer(request), ctx.language) : [],
      types.has('PR') ? content.promotions.announcements(merchant, ctx.language) : [],
      types.has('H') ? content.notices.list(merchant, 'H', viewer(request), ctx.language) : [],
    ]);
    return { banners, player, popup, promotion, help };
  });
  registerCall(app, contentCalls.banners, async ({ request, query, ctx }) => ({
    banners: await content.banners.list(merchantOf(request), query.groupNames, ctx.language),
  }));
  registerCall(app, contentCalls.noticeList, async ({ request, query, ctx }) =>
    content.notices.page(merchantOf(request), viewer(request), ctx.language, query.pageNo, query.pageSize),
  );
  registerCall(app, contentCalls.popupContent, async ({ request, ctx }) =>
    content.popups.current(merchantOf(request), ctx.language),
  );

  registerCall(app, contentCalls.promotions, async ({ request, query, ctx }) =>
    content.promotions.list(merchantOf(request), request.member, ctx.language, query),
  );
  registerCall(app, contentCalls.promotionDetail, async ({ request, query, ctx }) =>
    content.promotions.detail(merchantOf(request), request.member, ctx.language, query.id),
  );
  registerCall(app, contentCalls.applyActivity, async ({ request, ctx }) => {
    const member = memberOf(request);
    const form = await readApplicationForm(request);
    const parsed = applyActivityFieldsSchema.safeParse(form.fields);
    if (!parsed.success) throw new RequestParamError(parsed.error.issues[0]?.path.join('.') || 'body');
    return content.promotions.apply(member, { ...parsed.data, images: form.images }, ctx.language);
  });
  registerCall(app, contentCalls.applications, async ({ request, query, ctx }) =>
    content.promotions.applications(memberOf(request), ctx.language, query),
  );
  registerCall(app, contentCalls.claimRaffle, async ({ request, body }) =>
    content.promotions.claimRaffle(memberOf(request), body.promotionId, body.idempotencyKey),
  );

  registerCall(app, contentCalls.helpCenter, async ({ request, query, ctx }) =>
    content.help.centre(merchantOf(request), query.lang ?? ctx.language),
  );
  registerCall(app, contentCalls.feedbackTypes, async ({ ctx }) => content.feedback.types(ctx.language));
  registerCall(app, contentCalls.feedback, async ({ request, body, ctx }) =>
    content.feedback.submit(body, {
      merchantCode: merchantOf(request),
      member: request.member,
      ip: ctx.ip,
      language: ctx.language,
    }),
  );

  registerCall(app, contentCalls.unreadCount, async ({ request }) =>
    content.messages.unread(memberOf(request)),
  );
  registerCall(app, contentCalls.inbox, async ({ request, query, ctx }) =>
    content.messages.inbox(memberOf(request), ctx.language, query),
  );
  registerCall(app, contentCalls.inboxMessage, async ({ request, query, ctx }) =>
    content.messages.open(memberOf(request), query.id, ctx.language),
  );
  registerCall(app, contentCalls.markInboxRead, async ({ request, body }) =>
    content.messages.markRead(memberOf(request), body),
  );
  registerCall(app, contentCalls.deleteInbox, async ({ request, body }) =>
    content.messages.remove(memberOf(request), body.ids),
  );

  registerCall(app, contentCalls.jackpot, async ({ ctx }) => content.jackpot.current(ctx.merchant));

  // Uploaded content images, for every browser (banners show to visitors). The name is the content's
  // hash, so an answer never changes: cached for a year; the strict headers keep a forged file inert.
  app.get<{ Params: { name: string } }>(
    `${CONTENT_IMAGE_PATH_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const image = await content.images.file(request.params.name);
      if (!image) throw new NotFoundError();
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .type(image.contentType)
        .send(image.bytes);
    },
  );
}

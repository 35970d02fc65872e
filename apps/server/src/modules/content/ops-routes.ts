import fastifyMultipart from '@fastify/multipart';
import { CORE_LANGUAGES, isLanguageCode, type LanguageCode } from '@jade/contract/languages';
import { OPS_APPLICATION_IMAGE_PATH, opsContentCalls } from '@jade/contract/content-calls';
import { CONTENT_FALLBACK_LANGUAGE } from '@jade/contract/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, NotFoundError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import { multipartLimits, readImageForm } from '../../platform/http/uploads';
import type { BrandService } from '../brand/service';
import { operatorOf } from '../operators/service';
import { CONTENT_IMAGE_RULES } from './images';
import type { Content } from './index';

/** The operators' content calls (`/ops/content/*`): `content` permission; audited in each service. */
export async function opsContentRoutes(
  app: FastifyInstance,
  deps: { content: Content; brands: BrandService },
): Promise<void> {
  const { content, brands } = deps;
  await app.register(fastifyMultipart, {
    limits: multipartLimits(CONTENT_IMAGE_RULES),
    throwFileSizeLimit: true,
  });
  const open = { access: 'open', tag: 'operator' } as const;
  const editor = (request: FastifyRequest) => operatorOf(request, 'content');
  const viewerOnly = (request: FastifyRequest) => operatorOf(request, 'view');
  const c = opsContentCalls;

  registerCall(
    app,
    c.languages,
    async ({ request }) => {
      viewerOnly(request);
      const dir = await brands.directory();
      const offered = new Set<LanguageCode>(CORE_LANGUAGES);
      for (const m of dir.merchants) for (const l of m.languages) if (isLanguageCode(l)) offered.add(l);
      return { languages: [...offered], fallback: CONTENT_FALLBACK_LANGUAGE };
    },
    open,
  );

  registerCall(
    app,
    c.banners,
    async ({ request, query }) => (viewerOnly(request), content.banners.opsList(query.groupName)),
    open,
  );
  registerCall(
    app,
    c.saveBanner,
    async ({ request, body }) => content.banners.save(body, editor(request)),
    open,
  );
  registerCall(
    app,
    c.deleteBanner,
    async ({ request, body }) => content.banners.remove(body.id, editor(request)),
    open,
  );

  registerCall(
    app,
    c.uploadImage,
    async ({ request }) => {
      const actor = editor(request); // refused before the form is read
      const [image] = (await readImageForm(request, CONTENT_IMAGE_RULES)).images;
      if (!image) throw new AppError('request_param_err', 400, { field: 'image' });
      return content.images.upload(image, actor);
    },
    open,
  );

  registerCall(
    app,
    c.notices,
    async ({ request, query }) => (viewerOnly(request), content.notices.opsList(query.type)),
    open,
  );
  registerCall(
    app,
    c.saveNotice,
    async ({ request, body }) => content.notices.save(body, editor(request)),
    open,
  );
  registerCall(
    app,
    c.deleteNotice,
    async ({ request, body }) => content.notices.remove(body.id, editor(request)),
    open,
  );

  registerCall(
    app,
    c.promotions,
    async ({ request }) => (viewerOnly(request), content.promotions.opsList()),
    open,
  );
  registerCall(
    app,
    c.savePromotion,
    async ({ request, body }) => content.promotions.save(body, editor(request)),
    open,
  );
  registerCall(
    app,
    c.deletePromotion,
    async ({ request, body }) => content.promotions.remove(body.id, editor(request)),
    open,
  );

  registerCall(
    app,
    c.applications,
    async ({ request, query }) => (viewerOnly(request), content.applications.list(query)),
    open,
  );
  registerCall(
    app,
    c.decideApplication,
    async ({ request, body }) => content.applications.decide(body, editor(request), request.operator!.role),
    open,
  );

  registerCall(app, c.popups, async ({ request }) => (viewerOnly(request), content.popups.opsList()), open);
  registerCall(
    app,
    c.savePopup,
    async ({ request, body }) => content.popups.save(body, editor(request)),
    open,
  );
  registerCall(
    app,
    c.deletePopup,
    async ({ request, body }) => content.popups.remove(body.id, editor(request)),
    open,
  );

  registerCall(app, c.help, async ({ request }) => (viewerOnly(request), content.help.opsList()), open);
  registerCall(
    app,
    c.saveHelpCategory,
    async ({ request, body }) => content.help.saveCategory(body, editor(request)),
    open,
  );
  registerCall(
    app,
    c.deleteHelpCategory,
    async ({ request, body }) => content.help.removeCategory(body.id, editor(request)),
    open,
  );
  registerCall(
    app,
    c.saveHelpArticle,
    async ({ request, body }) => content.help.saveArticle(body, editor(request)),
    open,
  );
  registerCall(
    app,
    c.deleteHelpArticle,
    async ({ request, body }) => content.help.removeArticle(body.id, editor(request)),
    open,
  );

  registerCall(
    app,
    c.feedbackTypes,
    async ({ request }) => (viewerOnly(request), content.feedback.opsTypes()),
    open,
  );
  registerCall(
    app,
    c.saveFeedbackType,
    async ({ request, body }) => content.feedback.saveType(body, editor(request)),
    open,
  );
  registerCall(
    app,
    c.feedback,
    async ({ request, query }) => (viewerOnly(request), content.feedback.list(query)),
    open,
  );

  registerCall(
    app,
    c.messages,
    async ({ request, query }) => (viewerOnly(request), content.messages.list(query)),
    open,
  );
  registerCall(
    app,
    c.sendMessage,
    async ({ request, body }) => content.messages.send(body, request.ctx.merchant.code, editor(request)),
    open,
  );
  registerCall(
    app,
    c.deleteMessage,
    async ({ request, body }) => content.messages.withdraw(body.id, editor(request)),
    open,
  );

  registerCall(app, c.jackpots, async ({ request }) => (viewerOnly(request), content.jackpot.list()), open);
  registerCall(
    app,
    c.saveJackpot,
    async ({ request, body }) =>
      content.jackpot.save(
        body,
        async (code) => (await brands.directory()).byCode.has(code),
        editor(request),
      ),
    open,
  );

  // Application images (raw bytes, not an envelope), for any operator role that may view.
  app.get(
    OPS_APPLICATION_IMAGE_PATH,
    { schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      await app.platform.authenticate(request, 'operator', 'view');
      const q = request.query as { id?: unknown; n?: unknown };
      const id = Number(q.id);
      const n = Number(q.n ?? 0);
      if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(n) || n < 0 || n > 2)
        throw new AppError('request_param_err', 400, { field: 'id' });
      const row = await content.applications.image(id, n);
      if (!row) throw new NotFoundError();
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .type(row.contentType)
        .send(row.bytes);
    },
  );
}

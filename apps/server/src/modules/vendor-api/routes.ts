import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VendorApiError } from './errors';
import type { VendorAnswer, VendorApiService } from './service';

export const VENDOR_API_PREFIX = '/vendor-api/v1';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a vendor call's body, as signed. */
    rawVendorBody?: string;
    /** The vendor a signed call came from. */
    vendorCode?: string;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The seamless-wallet API (docs/vendor-api.md): plain JSON, its own error shape, every call signed.
 * Registered in its own encapsulated scope so its body parser and error handler touch nothing else.
 */
export async function vendorApiRoutes(app: FastifyInstance, deps: { vendorApi: VendorApiService }) {
  const { vendorApi } = deps;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      const text = String(body);
      request.rawVendorBody = text;
      try {
        done(null, text === '' ? {} : (JSON.parse(text) as unknown));
      } catch {
        done(new VendorApiError('INVALID_REQUEST', 'the body is not JSON'), undefined);
      }
    },
  );

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof VendorApiError) {
      if (error.status >= 500) request.log.error(error);
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message }, ...error.extra });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return reply
        .status(400)
        .send({ error: { code: 'INVALID_REQUEST', message: (error as Error).message } });
    request.log.error(error);
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL_ERROR', message: 'internal error; retry later' } });
  });

  app.addHook('preHandler', async (request) => {
    request.vendorCode = await vendorApi.verify({
      vendor: header(request, 'x-vendor'),
      timestamp: header(request, 'x-timestamp'),
      nonce: header(request, 'x-nonce'),
      signature: header(request, 'x-signature'),
      method: request.method,
      path: request.url.split('?')[0]!,
      body: request.rawVendorBody ?? '',
    });
  });

  const send = (reply: FastifyReply, answer: VendorAnswer) => {
    if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
    return answer.body;
  };

  app.post(`${VENDOR_API_PREFIX}/authenticate`, async (request) =>
    vendorApi.authenticate(request.vendorCode!, request.body),
  );
  app.post(`${VENDOR_API_PREFIX}/balance`, async (request) =>
    vendorApi.balance(request.vendorCode!, request.body),
  );
  app.post(`${VENDOR_API_PREFIX}/debit`, async (request, reply) =>
    send(reply, await vendorApi.debit(request.vendorCode!, request.body)),
  );
  app.post(`${VENDOR_API_PREFIX}/credit`, async (request, reply) =>
    send(reply, await vendorApi.credit(request.vendorCode!, request.body)),
  );
  app.post(`${VENDOR_API_PREFIX}/rollback`, async (request, reply) =>
    send(reply, await vendorApi.rollback(request.vendorCode!, request.body)),
  );
}

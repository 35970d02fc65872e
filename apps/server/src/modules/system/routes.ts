import { systemCalls } from '@jade/contract/system-calls';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import type { MemberRow } from '../accounts/repository';
import type { BrandService } from '../brand/service';
import type { GamesService } from '../games/service';
import type { SystemService } from './service';

/** The boot and system calls (contract: system-calls.ts). They stay open during maintenance. */
export async function systemRoutes(
  app: FastifyInstance,
  deps: {
    system: SystemService;
    brands: BrandService;
    games: GamesService;
    setMemberLanguage?: (member: MemberRow, language: string) => Promise<void>;
  },
): Promise<void> {
  const { system, brands, games } = deps;
  const open = { access: 'open', tag: 'system' } as const;

  registerCall(
    app,
    systemCalls.status,
    async ({ query, ctx, request }) =>
      system.status({
        merchant: ctx.merchant,
        merchantFromHeader: request.headers.merchant !== undefined,
        host: query.host,
        ip: ctx.ip,
      }),
    open,
  );
  registerCall(app, systemCalls.whitelabel, async ({ ctx }) => brands.moduleTree(ctx.merchant.code), open);
  registerCall(app, systemCalls.domainRoute, async ({ ctx }) => system.domainRoute(ctx.merchant), open);
  registerCall(app, systemCalls.location, async ({ ctx }) => system.location(ctx.merchant, ctx.ip), open);
  registerCall(app, systemCalls.countries, async ({ ctx }) => system.countries(ctx.merchant), open);
  registerCall(
    app,
    systemCalls.registerSettings,
    async ({ ctx }) => brands.registerRules(ctx.merchant.brandId),
    open,
  );
  // Stored on a logged-in member; a visitor's choice lives in the browser.
  registerCall(
    app,
    systemCalls.updateLanguage,
    async ({ body, request }) => {
      if (request.member) await deps.setMemberLanguage?.(request.member, body.language);
      return { language: body.language };
    },
    { ...open, tag: 'member' },
  );
  // Not a boot call: it closes with the site during maintenance.
  registerCall(app, systemCalls.gameVendors, async ({ ctx }) => games.vendorLanes(ctx.merchant.brandId), {
    tag: 'games',
  });
}

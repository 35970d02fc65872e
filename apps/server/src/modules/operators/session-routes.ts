import { CAPTCHA_COOKIE } from '@jade/contract/accounts';
import { opsSessionCalls as c } from '@jade/contract/ops-session-calls';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/register-call';
import { cookieValue } from '../accounts/captcha';
import type { AuditLog } from './audit-log';
import type { OperatorAccounts } from './operator-accounts';
import { operatorOf, type OperatorAuth } from './service';

/**
 * Operator sign-in (password, then TOTP), the operator's own session, operator accounts and the audit
 * log. Open during maintenance; each call's permission is declared in the contract and checked by the
 * auth hook.
 */
export async function opsSessionRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuth; accounts: OperatorAccounts; auditLog: AuditLog },
): Promise<void> {
  const { auth, accounts, auditLog } = deps;
  const open = { access: 'open', tag: 'operator' } as const;

  registerCall(
    app,
    c.login,
    async ({ body, request }) =>
      auth.login(body, {
        ip: request.ctx.ip,
        captchaId: cookieValue(request.headers.cookie, CAPTCHA_COOKIE),
      }),
    open,
  );
  registerCall(app, c.verify, async ({ body, request }) => auth.verify(body, { ip: request.ctx.ip }), open);
  registerCall(app, c.me, async ({ request }) => auth.me(request), open);
  registerCall(
    app,
    c.newRecoveryCodes,
    async ({ body, request }) => auth.newRecoveryCodes(request, body.code),
    open,
  );
  registerCall(app, c.logout, async ({ request }) => (await auth.logout(request), {}), open);

  registerCall(app, c.operators, async () => accounts.list(), open);
  registerCall(
    app,
    c.createOperator,
    async ({ body, request }) => accounts.create(body, operatorOf(request, 'operators')),
    open,
  );
  registerCall(
    app,
    c.updateOperator,
    async ({ body, request }) => {
      const { id, ...change } = body;
      return accounts.update(id, change, operatorOf(request, 'operators'));
    },
    open,
  );

  registerCall(app, c.audit, async ({ query }) => auditLog.list(query), open);
}

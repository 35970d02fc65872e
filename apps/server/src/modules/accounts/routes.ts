import { accountCalls } from '@jade/contract/account-calls';
import { CAPTCHA_COOKIE } from '@jade/contract/accounts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import { CAPTCHA_TTL_MS, cookieValue, type CaptchaService } from './captcha';
import type { DbSealingKeyring } from './sealing-keys';
import type { CallerContext, AccountsService } from './service';
import type { SessionService } from './sessions';

function caller(request: FastifyRequest): CallerContext {
  const device = request.headers['x-real-ua'];
  return {
    merchant: request.ctx.merchant,
    ip: request.ctx.ip,
    userAgent: request.headers['user-agent'] ?? (typeof device === 'string' ? device : undefined),
    captchaId: cookieValue(request.headers.cookie, CAPTCHA_COOKIE),
  };
}

/** The member of a call whose auth is not public (the hook has checked it). */
function memberOf(request: FastifyRequest) {
  if (!request.member || !request.session) throw new NotLoggedInError();
  return { member: request.member, session: request.session };
}

export async function accountRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountsService;
    sessions: SessionService;
    captchas: CaptchaService;
    keyring: DbSealingKeyring;
  },
): Promise<void> {
  const { accounts, sessions, captchas, keyring } = deps;
  const tag = { tag: 'session' } as const;

  // Open during maintenance: the site needs the key to seal the login of an allow-listed operator.
  registerCall(app, accountCalls.sealingKey, async () => keyring.current(), {
    access: 'open',
    tag: 'system',
  });

  registerCall(
    app,
    accountCalls.login,
    async ({ body, request }) => accounts.login(body, { ...caller(request), deviceId: body.loginDeviceId }),
    tag,
  );
  registerCall(
    app,
    accountCalls.freePlay,
    async ({ body, request }) => accounts.freePlay({ ...caller(request), deviceId: body.loginDeviceId }),
    tag,
  );
  const logout = async ({ request }: { request: FastifyRequest }) => {
    // A missing or dead token still answers success: the site clears its state either way.
    if (request.session) await sessions.revoke(request.session, 'logout');
    return {};
  };
  registerCall(app, accountCalls.logout, logout, tag);
  registerCall(app, accountCalls.logoutPost, logout, tag);

  registerCall(
    app,
    accountCalls.smsNoLogin,
    async ({ body, request }) => accounts.sendLoginCode(body, caller(request)),
    {
      tag: 'verification',
    },
  );
  registerCall(
    app,
    accountCalls.smsRegister,
    async ({ body, request }) => accounts.sendRegisterCode(body, caller(request)),
    { tag: 'verification' },
  );

  registerCall(app, accountCalls.memberInfo, async ({ request }) => {
    if (request.member) return accounts.memberInfo(request.member);
    // A token that died (superseded, expired) is reported, so the site drops it and shows why.
    if (request.authError) throw request.authError;
    return {};
  });
  const avatar = async ({ request }: { request: FastifyRequest }) => ({
    avatar: memberOf(request).member.avatar,
    avatarType: 'STATIC' as const,
  });
  registerCall(app, accountCalls.memberIcon, avatar);
  registerCall(app, accountCalls.playerAvatar, avatar, { tag: 'member' });

  registerCall(app, accountCalls.register, async ({ body, request }) =>
    accounts.register('username', body, { ...caller(request), deviceId: body.loginDeviceId }),
  );
  registerCall(app, accountCalls.registerMobile, async ({ body, request }) =>
    accounts.register('mobile', body, { ...caller(request), deviceId: body.loginDeviceId }),
  );
  registerCall(app, accountCalls.affiliate, async ({ query, request }) =>
    accounts.checkAffiliate(query.code, caller(request)),
  );

  registerCall(app, accountCalls.changePassword, async ({ body, request }) => {
    const { member, session } = memberOf(request);
    return accounts.changePassword(member, session.id, body, caller(request));
  });
  registerCall(app, accountCalls.forgotPasswordEmail, async ({ body, request }) =>
    accounts.forgotByEmail(body, caller(request)),
  );
  registerCall(app, accountCalls.resetPassword, async ({ body, request }) =>
    accounts.resetByToken(body, caller(request)),
  );
  registerCall(app, accountCalls.phonePassword, async ({ body, request }) =>
    accounts.resetByPhone(body, { ...caller(request), deviceId: body.loginDeviceId }),
  );

  const bindCaptcha = (request: FastifyRequest, reply: FastifyReply, id: string) => {
    reply.header('Cache-Control', 'no-store');
    reply.header(
      'Set-Cookie',
      // Path=/: the operator login (/ops) asks for the same captcha.
      `${CAPTCHA_COOKIE}=${id}; Path=/; Max-Age=${CAPTCHA_TTL_MS / 1000}; HttpOnly; SameSite=Lax${
        request.protocol === 'https' ? '; Secure' : ''
      }`,
    );
  };
  registerCall(app, accountCalls.captcha, async ({ request, reply }) => {
    const { id, dataUrl } = await captchas.create(request.ctx.ip);
    bindCaptcha(request, reply, id);
    return dataUrl;
  });
  registerCall(app, accountCalls.captchaPow, async ({ request, reply }) => {
    const { id, challenge, bits } = await captchas.createPow(request.ctx.ip);
    bindCaptcha(request, reply, id);
    return { challenge, bits };
  });

  registerCall(
    app,
    accountCalls.downlineCount,
    async ({ request }) => accounts.downlineCount(memberOf(request).member),
    {
      tag: 'agent',
    },
  );
}

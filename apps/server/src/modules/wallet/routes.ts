import { walletCalls } from '@jade/contract/wallet-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotLoggedInError } from '../../platform/errors';
import { registerCall } from '../../platform/http/register-call';
import type { ConsolidatedValue } from '@jade/contract/wallet';
import type { MemberRow } from '../accounts/repository';
import type { WalletService } from './service';

/** The member of a call whose auth is not public (the auth hook has checked it). */
function memberOf(request: FastifyRequest) {
  if (!request.member) throw new NotLoggedInError();
  return request.member;
}

export async function walletRoutes(
  app: FastifyInstance,
  deps: {
    wallet: WalletService;
    /** The contract flags of a member (agents' contracts); without it every flag is 0. */
    consolidated?: (member: MemberRow) => Promise<ConsolidatedValue>;
  },
): Promise<void> {
  const { wallet } = deps;
  const tag = { tag: 'wallet' } as const;

  registerCall(app, walletCalls.balance, async ({ request }) => wallet.balanceValue(memberOf(request)), tag);
  registerCall(
    app,
    walletCalls.consolidatedFunds,
    async ({ request }) => (deps.consolidated ? deps.consolidated(memberOf(request)) : wallet.consolidated()),
    tag,
  );
  registerCall(
    app,
    walletCalls.merchantWallet,
    async ({ request }) => wallet.merchantWallet(memberOf(request)),
    tag,
  );
  registerCall(
    app,
    walletCalls.walletTransfer,
    async ({ body, request }) => wallet.vendorTransfer(memberOf(request), body),
    tag,
  );
  registerCall(
    app,
    walletCalls.walletReturn,
    async ({ query, request }) => wallet.walletReturn(memberOf(request), query.idempotencyKey),
    tag,
  );
  registerCall(
    app,
    walletCalls.walletReturnPost,
    async ({ body, request }) => wallet.walletReturn(memberOf(request), body.idempotencyKey),
    tag,
  );
  registerCall(
    app,
    walletCalls.transferDownline,
    async ({ body, request }) => wallet.transferDownline(memberOf(request), body),
    { tag: 'agent' },
  );
  registerCall(
    app,
    walletCalls.transferUpline,
    async ({ body, request }) => wallet.transferUpline(memberOf(request), body),
    tag,
  );
  registerCall(
    app,
    walletCalls.transactionHistory,
    async ({ query, request }) => wallet.history(memberOf(request), query),
    tag,
  );
}

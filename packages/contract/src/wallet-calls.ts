import { defineCall } from './call';
import {
  balanceQuerySchema,
  balanceValueSchema,
  consolidatedValueSchema,
  memTransQuerySchema,
  memTransValueSchema,
  merchantWalletValueSchema,
  movementValueSchema,
  transferDownlineBodySchema,
  transferUplineBodySchema,
  walletReturnQuerySchema,
  walletReturnValueSchema,
  walletTransferBodySchema,
} from './wallet';

/**
 * Wallet calls (spec §7 "Wallet and session", member centre transferFund, transferUpline,
 * transactionHistory; wire reference §2.3, §2.7). Every money-moving call takes `idempotencyKey` and
 * answers the caller's new balances, so the site refreshes the header without another call.
 */
export const walletCalls = {
  balance: defineCall({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    module: 'COMM3',
    auth: 'member',
    summary: 'Main wallet and vendor sub-wallet balances with the currency symbol and its position',
    query: balanceQuerySchema,
    value: balanceValueSchema,
  }),
  consolidatedFunds: defineCall({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    module: 'AGENTPOLICY3',
    auth: 'real-member',
    summary: 'Contract flags that drive the contract pop-ups and agent menus (0 = no contract)',
    value: consolidatedValueSchema,
  }),
  merchantWallet: defineCall({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    module: 'COMM3',
    auth: 'member',
    summary: 'Whether the merchant runs a single wallet (isSingle: no vendor sub-wallet transfers)',
    value: merchantWalletValueSchema,
  }),
  walletTransfer: defineCall({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    module: 'FUNDTRANS3',
    auth: 'real-member',
    summary: 'Moves money between the main wallet and a vendor sub-wallet (direction in: to the vendor)',
    body: walletTransferBodySchema,
    value: movementValueSchema,
  }),
  walletReturn: defineCall({
    method: 'GET',
    path: '/wps/relay/GCS_walletReturn',
    module: 'FUNDTRANS3',
    auth: 'real-member',
    summary: 'Moves every vendor sub-wallet balance back to the main wallet (idempotencyKey in the query)',
    query: walletReturnQuerySchema,
    value: walletReturnValueSchema,
  }),
  walletReturnPost: defineCall({
    method: 'POST',
    path: '/wps/relay/GCS_walletReturn',
    module: 'FUNDTRANS3',
    auth: 'real-member',
    summary: 'Same as GET GCS_walletReturn, with idempotencyKey in the body',
    body: walletReturnQuerySchema,
    value: walletReturnValueSchema,
  }),
  transferDownline: defineCall({
    method: 'PUT',
    path: '/wps/agent/transferDownline',
    module: 'COMM3',
    auth: 'agent',
    encrypted: true,
    summary:
      'An agent pays a member of their own downline (any depth); needs the payment password, or the login password when none is set',
    body: transferDownlineBodySchema,
    value: movementValueSchema,
  }),
  transferUpline: defineCall({
    method: 'POST',
    path: '/wps/member/transferUpline',
    module: 'COMM3',
    auth: 'real-member',
    summary: 'A member pays their direct upline agent',
    body: transferUplineBodySchema,
    value: movementValueSchema,
  }),
  transactionHistory: defineCall({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    module: 'MEMTRANS3',
    auth: 'member',
    summary: "The caller's own movements (account record), newest first, by type and date range, paged",
    query: memTransQuerySchema,
    value: memTransValueSchema,
  }),
} as const;

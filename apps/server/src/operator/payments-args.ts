import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from '@jade/contract/payments';
import { UsageError } from './parse-args';

/** The operator CLI's payments commands (deposits, withdrawals, adjustments, freezing, audit). */
export type PaymentsCommand =
  | { kind: 'deposits'; status?: string; last: number }
  | { kind: 'deposit'; action: 'approve' | 'reject'; id: number; reason?: string }
  | { kind: 'withdrawals'; status?: string; last: number }
  | {
      kind: 'withdrawal';
      action: 'approve' | 'reject' | 'pay' | 'resolve';
      id: number;
      amount?: string;
      outcome?: 'received' | 'refund';
      reason?: string;
    }
  | { kind: 'adjust'; username: string; amount: string; reason: string; merchant?: string }
  | { kind: 'freeze' | 'unfreeze'; username: string; reason: string; merchant?: string }
  | { kind: 'operator-audit'; last: number }
  | { kind: 'operator-unlock'; username: string };

export const PAYMENTS_COMMANDS = new Set([
  'deposits',
  'deposit',
  'withdrawals',
  'withdrawal',
  'adjust',
  'freeze',
  'unfreeze',
  'operator-audit',
  'operator-unlock',
]);

export const PAYMENTS_USAGE = `Payments (acts as the system operator "cli"; every action is in the operator audit):

  deposits [--status pending] [--last <k>]            deposits, newest first
  deposit approve <id> [--reason <text>]              credit a pending manual deposit
  deposit reject <id> --reason <text>                 reject it (nothing is credited)
  withdrawals [--status <status>] [--last <k>]        withdrawals, newest first
  withdrawal approve <id> [--reason <text>]
  withdrawal reject <id> --reason <text>              the hold returns to the member
  withdrawal pay <id> [--amount <n>] [--reason …]     full, or partial with --amount
  withdrawal resolve <id> received|refund --reason …  settle a not-received dispute
  adjust <username> <+/-amount> --reason <text>       e.g. adjust demo_player +100 --reason "goodwill"
  freeze|unfreeze <username> --reason <text>
  operator-audit [--last <k>]                         newest operator audit entries, JSON lines
  operator-unlock <username>                          ends an operator's login lock-out (audited)

  --merchant <code> picks the member's merchant (default: the default merchant).`;

const positiveId = (word: string | undefined) => {
  const id = Number(word);
  if (!word || !Number.isSafeInteger(id) || id <= 0)
    throw new UsageError(`expected an id, got "${word ?? ''}"`);
  return id;
};

function need(value: string | undefined, what: string): string {
  if (!value?.trim()) throw new UsageError(`${what} is required`);
  return value;
}

export function parsePaymentsArgs(argv: readonly string[]): PaymentsCommand {
  const words: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    // "-50" is an amount, not an option.
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      if (!['merchant', 'status', 'last', 'reason', 'amount'].includes(name)) {
        throw new UsageError(`unknown option --${name}`);
      }
      flags.set(name, value);
    } else {
      words.push(arg);
    }
  }
  const last = Number(flags.get('last') ?? 20);
  if (!Number.isInteger(last) || last < 1 || last > 500) throw new UsageError('--last must be 1 to 500');
  const status = flags.get('status');
  const reason = flags.get('reason');
  const merchant = flags.get('merchant');
  const [command, a, b, c] = words;
  switch (command) {
    case 'deposits':
      if (status && !(DEPOSIT_STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`--status is one of ${DEPOSIT_STATUSES.join(', ')}`);
      }
      return { kind: 'deposits', last, ...(status ? { status } : {}) };
    case 'withdrawals':
      if (status && !(WITHDRAWAL_STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`--status is one of ${WITHDRAWAL_STATUSES.join(', ')}`);
      }
      return { kind: 'withdrawals', last, ...(status ? { status } : {}) };
    case 'deposit':
      if (a !== 'approve' && a !== 'reject') throw new UsageError('deposit approve|reject <id>');
      return {
        kind: 'deposit',
        action: a,
        id: positiveId(b),
        ...(a === 'reject' ? { reason: need(reason, '--reason') } : reason ? { reason } : {}),
      };
    case 'withdrawal': {
      if (a !== 'approve' && a !== 'reject' && a !== 'pay' && a !== 'resolve') {
        throw new UsageError('withdrawal approve|reject|pay|resolve <id>');
      }
      const id = positiveId(b);
      if (a === 'resolve') {
        if (c !== 'received' && c !== 'refund')
          throw new UsageError('withdrawal resolve <id> received|refund');
        return { kind: 'withdrawal', action: a, id, outcome: c, reason: need(reason, '--reason') };
      }
      const amount = flags.get('amount');
      return {
        kind: 'withdrawal',
        action: a,
        id,
        ...(amount ? { amount } : {}),
        ...(a === 'reject' ? { reason: need(reason, '--reason') } : reason ? { reason } : {}),
      };
    }
    case 'adjust':
      if (!a || !b || !/^[+-]\d{1,13}(\.\d{1,2})?$/.test(b))
        throw new UsageError('adjust <username> <+/-amount>');
      return {
        kind: 'adjust',
        username: a,
        amount: b,
        reason: need(reason, '--reason'),
        ...(merchant ? { merchant } : {}),
      };
    case 'freeze':
    case 'unfreeze':
      return {
        kind: command,
        username: need(a, '<username>'),
        reason: need(reason, '--reason'),
        ...(merchant ? { merchant } : {}),
      };
    case 'operator-audit':
      return { kind: 'operator-audit', last };
    case 'operator-unlock':
      return { kind: 'operator-unlock', username: need(a, '<username>') };
    default:
      throw new UsageError(`unknown command "${command ?? ''}"`);
  }
}

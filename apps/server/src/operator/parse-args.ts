/** The operator CLI's commands, parsed from argv without a dependency. */
export type OperatorCommand =
  | { kind: 'status' }
  | { kind: 'maintenance'; on: boolean; until?: Date; merchant?: string }
  | { kind: 'region-restriction'; on: boolean; merchant?: string }
  | { kind: 'allow-country'; action: 'add' | 'remove'; country: string; merchant?: string }
  | { kind: 'allow-ip'; action: 'add' | 'remove'; ip: string; merchant?: string }
  | { kind: 'sms-outbox'; mobile?: string; last: number }
  | { kind: 'mail-outbox'; to?: string; last: number }
  | { kind: 'rotate-sealing-key' }
  | { kind: 'reconcile' }
  | { kind: 'reseal-seeds' }
  | { kind: 'help' };

export const USAGE = `Usage: npm run operator -- <command> [--merchant <code>]

  status                                    settings of every merchant
  maintenance on [--until <ISO time>]       close the site (ends by itself at --until)
  maintenance off                           open the site
  region-restriction on|off                 only visitors from the brand's region countries
  allow-country add|remove <CC>             extra allowed country (ISO 3166-1 alpha-2)
  allow-ip add|remove <ip or CIDR>          bypasses maintenance and region restriction

  sms-outbox [--mobile <n>] [--last <k>]     messages of the built-in SMS provider, JSON lines
  mail-outbox [--to <email>] [--last <k>]   messages of the built-in mail provider, JSON lines
  rotate-sealing-key                        new key for sealed bodies (the previous one stays valid)
  reconcile                                 proves the ledger (exit code 1 on any mismatch)
  reseal-seeds                              seals the in-house games' unrevealed seeds with the primary
                                            SECRET_KEYS key (after a key rotation; docs/security.md)

Without --merchant a change applies to every merchant (region) of the brand.`;

export class UsageError extends Error {
  override name = 'UsageError';
}

function onOff(word: string | undefined): boolean {
  if (word === 'on') return true;
  if (word === 'off') return false;
  throw new UsageError(`expected "on" or "off", got "${word ?? ''}"`);
}

function addRemove(word: string | undefined): 'add' | 'remove' {
  if (word === 'add' || word === 'remove') return word;
  throw new UsageError(`expected "add" or "remove", got "${word ?? ''}"`);
}

export function parseOperatorArgs(argv: readonly string[]): OperatorCommand {
  const words: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      if (!['merchant', 'until', 'mobile', 'to', 'last'].includes(name))
        throw new UsageError(`unknown option --${name}`);
      flags.set(name, value);
    } else {
      words.push(arg);
    }
  }
  const merchant = flags.get('merchant');
  const untilText = flags.get('until');
  const [command, first, second] = words;
  const scope = merchant !== undefined ? { merchant } : {};
  const noExtra = (n: number) => {
    if (words.length > n) throw new UsageError(`unexpected "${words.slice(n).join(' ')}"`);
  };
  if (untilText !== undefined && command !== 'maintenance')
    throw new UsageError('--until only goes with maintenance');

  const lastText = flags.get('last');
  const last = lastText === undefined ? 20 : Number(lastText);
  if (!Number.isInteger(last) || last < 1 || last > 1000) throw new UsageError('--last must be 1 to 1000');
  if (
    (flags.has('mobile') || lastText !== undefined) &&
    command !== 'sms-outbox' &&
    command !== 'mail-outbox'
  )
    throw new UsageError('--mobile and --last only go with sms-outbox or mail-outbox');
  switch (command) {
    case 'sms-outbox':
      noExtra(1);
      return { kind: 'sms-outbox', last, ...(flags.has('mobile') ? { mobile: flags.get('mobile')! } : {}) };
    case 'mail-outbox':
      noExtra(1);
      return { kind: 'mail-outbox', last, ...(flags.has('to') ? { to: flags.get('to')! } : {}) };
    case 'rotate-sealing-key':
      noExtra(1);
      return { kind: 'rotate-sealing-key' };
    case 'reseal-seeds':
      if (words.length > 1) throw new UsageError('reseal-seeds takes no arguments');
      return { kind: 'reseal-seeds' };
    case 'reconcile':
      noExtra(1);
      if (merchant !== undefined) throw new UsageError('reconcile covers the whole ledger; drop --merchant');
      return { kind: 'reconcile' };
    case undefined:
    case 'help':
      return { kind: 'help' };
    case 'status':
      noExtra(1);
      if (merchant !== undefined) throw new UsageError('status shows every merchant; drop --merchant');
      return { kind: 'status' };
    case 'maintenance': {
      noExtra(2);
      const on = onOff(first);
      if (untilText === undefined) return { kind: 'maintenance', on, ...scope };
      const until = new Date(untilText);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(untilText) || Number.isNaN(until.getTime())) {
        throw new UsageError(`--until must be an ISO time such as 2030-01-31T18:00:00Z, got "${untilText}"`);
      }
      return { kind: 'maintenance', on, until, ...scope };
    }
    case 'region-restriction':
      noExtra(2);
      return { kind: 'region-restriction', on: onOff(first), ...scope };
    case 'allow-country':
      noExtra(3);
      if (!second) throw new UsageError('allow-country needs a country code');
      return { kind: 'allow-country', action: addRemove(first), country: second, ...scope };
    case 'allow-ip':
      noExtra(3);
      if (!second) throw new UsageError('allow-ip needs an address');
      return { kind: 'allow-ip', action: addRemove(first), ip: second, ...scope };
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

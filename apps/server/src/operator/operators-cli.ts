import { randomInt } from 'node:crypto';
import { OPERATOR_ROLES, type OperatorRole } from '@jade/contract/ops-roles';
import { createPasswordHasher } from '../modules/accounts/passwords';
import { CLI_ACTOR } from '../modules/operators/audit-log';
import { createOperatorAccounts } from '../modules/operators/operator-accounts';
import type { AppConfig } from '../platform/config';
import { loadSecretKeyring } from '../platform/crypto/keyring-source';
import { createSecretBox } from '../platform/crypto/secret-box';
import type { Database } from '../platform/db/client';
import { UsageError } from './parse-args';

/** The operator CLI's account commands (every change audited as `cli`). */
export type OperatorsCommand =
  | { kind: 'operator-add'; username: string; role: OperatorRole; password?: string }
  | { kind: 'operator-role'; username: string; role: OperatorRole }
  | { kind: 'operator-reset-2fa'; username: string }
  | { kind: 'operator-totp'; username: string };

export const OPERATORS_COMMANDS = new Set([
  'operator-add',
  'operator-role',
  'operator-reset-2fa',
  'operator-totp',
]);

export const OPERATORS_USAGE = `Operator accounts (acts as the system operator "cli"; audited):

  operator-add <username> --role <role> [--password <p>]
                                  a new operator (prints a generated password when none is given);
                                  two-factor enrolment follows at the first sign-in
  operator-role <username> <role> changes the role; the operator's sessions end
  operator-reset-2fa <username>   removes the authenticator and recovery codes; enrols again at the
                                  next sign-in; the operator's sessions end
  operator-totp <username>        prints the current TOTP code of an enrolled operator (not when
                                  NODE_ENV=production: for tests and demos)

  Roles: ${OPERATOR_ROLES.join(', ')}.`;

function role(word: string | undefined): OperatorRole {
  if (!word || !(OPERATOR_ROLES as readonly string[]).includes(word)) {
    throw new UsageError(`the role is one of ${OPERATOR_ROLES.join(', ')}`);
  }
  return word as OperatorRole;
}

function username(word: string | undefined): string {
  if (!word || !/^[a-zA-Z0-9_.-]{3,32}$/.test(word)) {
    throw new UsageError('a username is 3 to 32 letters, digits, dots, dashes or underscores');
  }
  return word;
}

export function parseOperatorsArgs(argv: readonly string[]): OperatorsCommand {
  const words: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    if (name !== 'role' && name !== 'password') throw new UsageError(`unknown option --${name}`);
    flags.set(name, value);
  }
  const [command, a, b] = words;
  switch (command) {
    case 'operator-add': {
      const password = flags.get('password');
      if (password !== undefined && !strongEnough(password)) {
        throw new UsageError(
          '--password: 12 or more characters with a lower-case and an upper-case letter and a digit',
        );
      }
      return {
        kind: command,
        username: username(a),
        role: role(flags.get('role')),
        ...(password ? { password } : {}),
      };
    }
    case 'operator-role':
      return { kind: command, username: username(a), role: role(b) };
    case 'operator-reset-2fa':
    case 'operator-totp':
      return { kind: command, username: username(a) };
    default:
      throw new UsageError(`unknown command "${command ?? ''}"`);
  }
}

/** The rule of the createOperator call (contract): 12+ characters, lower, upper, digit. */
function strongEnough(password: string): boolean {
  return (
    password.length >= 12 &&
    password.length <= 128 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  );
}

/** 20 characters from letters and digits with at least one of each kind (about 115 bits). */
export function generatePassword(): string {
  const sets = ['abcdefghjkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789'];
  const all = sets.join('');
  for (;;) {
    const password = Array.from({ length: 20 }, () => all[randomInt(all.length)]).join('');
    if (strongEnough(password)) return password;
  }
}

const line = (value: unknown) => console.info(JSON.stringify(value));

export async function runOperatorsCommand(command: OperatorsCommand, db: Database, config: AppConfig) {
  // Checked before anything opens: a production database never hands out a code.
  if (command.kind === 'operator-totp' && config.production) {
    throw new UsageError('operator-totp is not available when NODE_ENV=production');
  }
  const { keyring } = await loadSecretKeyring(config);
  const accounts = createOperatorAccounts({
    db,
    hasher: createPasswordHasher(config.accounts.argon2),
    secrets: createSecretBox(keyring),
    now: Date.now,
  });
  switch (command.kind) {
    case 'operator-add': {
      const password = command.password ?? generatePassword();
      line(await accounts.create({ username: command.username, password, role: command.role }, CLI_ACTOR));
      if (!command.password) console.info(`Password (shown once): ${password}`);
      return;
    }
    case 'operator-role':
      line(await accounts.updateByUsername(command.username, { role: command.role }, CLI_ACTOR));
      return;
    case 'operator-reset-2fa':
      line(await accounts.updateByUsername(command.username, { resetTwoFactor: true }, CLI_ACTOR));
      return;
    case 'operator-totp': {
      const code = await accounts.currentCode(command.username, CLI_ACTOR);
      if (!code) throw new UsageError(`${command.username} has not enrolled in two-factor yet`);
      console.info(code.code);
      return;
    }
  }
}

import type { OperatorRole } from '@jade/contract/ops-roles';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../accounts/passwords';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError, NotFoundError } from '../../platform/errors';
import type { Database } from '../../platform/db/client';
import { writeAudit, type Actor } from './audit-log';
import { challengeStore } from './challenges';
import { recoveryCodes } from './recovery-codes';
import { operatorSessionStore } from './sessions';
import { operators } from './tables';
import { sealContext, totpCodeForStep, totpStep } from './two-factor';

type OperatorRow = typeof operators.$inferSelect;
type Status = 'active' | 'disabled';

export interface OperatorChange {
  role?: OperatorRole | undefined;
  status?: Status | undefined;
  password?: string | undefined;
  resetTwoFactor?: true | undefined;
}

/** What the list and the audit show of an account: never the hash or the secret. */
function view(row: OperatorRow) {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    status: row.status,
    twoFactor: row.totpSecret !== null,
    createdAt: row.createdAt.getTime(),
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
  };
}
const audited = ({ role, status, twoFactor }: ReturnType<typeof view>) => ({ role, status, twoFactor });

function isUsernameTaken(error: unknown): boolean {
  const e = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  return e.code === '23505' && e.constraint === 'operators_username_uq';
}

/**
 * Operator accounts (permission `operators`, and the CLI): create, change role or status, set a
 * password, reset the authenticator. Every change ends the operator's sessions and open sign-ins, and
 * is audited with before and after.
 */
export function createOperatorAccounts(deps: {
  db: Database;
  hasher: PasswordHasher;
  secrets: SecretBox;
  now: () => number;
}) {
  const { db, hasher, secrets, now } = deps;

  async function byUsername(username: string): Promise<OperatorRow> {
    const [row] = await db
      .select()
      .from(operators)
      .where(sql`lower(${operators.username}) = lower(${username})`);
    if (!row) throw new NotFoundError();
    return row;
  }

  async function update(id: number, change: OperatorChange, actor: Actor) {
    // An admin cannot lock themself out (so the last admin stays one; the CLI can still demote), nor
    // change their own password or authenticator here: a stolen session must not take the account over.
    if (
      actor.operatorId === id &&
      (change.status === 'disabled' ||
        (change.role !== undefined && change.role !== 'admin') ||
        change.password !== undefined ||
        change.resetTwoFactor)
    ) {
      throw new AppError('operator.self.forbidden', 403);
    }
    const passwordHash = change.password === undefined ? undefined : await hasher.hash(change.password);
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
      if (!before) throw new NotFoundError();
      const t = now();
      const at = new Date(t);
      const values = {
        ...(change.role ? { role: change.role } : {}),
        ...(change.status ? { status: change.status } : {}),
        ...(passwordHash ? { passwordHash, passwordChangedAt: at } : {}),
        ...(change.resetTwoFactor ? { totpSecret: null, totpEnabledAt: null, totpLastStep: null } : {}),
      };
      if (Object.keys(values).length === 0) return view(before);
      const [after] = await tx.update(operators).set(values).where(eq(operators.id, id)).returning();
      const changed =
        after!.role !== before.role ||
        after!.status !== before.status ||
        passwordHash !== undefined ||
        change.resetTwoFactor === true;
      if (!changed) return view(after!);
      if (change.resetTwoFactor) await recoveryCodes.remove(tx, id);
      // Whatever changed, the operator signs in again under it.
      await operatorSessionStore.endAll(tx, id, at);
      await challengeStore.endAll(tx, id, t);
      await writeAudit(
        tx,
        actor,
        {
          action: 'operator.update',
          targetType: 'operator',
          targetId: String(id),
          before: audited(view(before)),
          after: { ...audited(view(after!)), ...(passwordHash ? { passwordChanged: true } : {}) },
        },
        at,
      );
      return view(after!);
    });
  }

  return {
    async list() {
      return (await db.select().from(operators).orderBy(asc(operators.id))).map(view);
    },

    async create(input: { username: string; password: string; role: OperatorRole }, actor: Actor) {
      const passwordHash = await hasher.hash(input.password);
      try {
        return await db.transaction(async (tx) => {
          const at = new Date(now());
          const [row] = await tx
            .insert(operators)
            .values({
              username: input.username,
              passwordHash,
              role: input.role,
              createdAt: at,
              passwordChangedAt: at,
            })
            .returning();
          const created = view(row!);
          await writeAudit(
            tx,
            actor,
            {
              action: 'operator.create',
              targetType: 'operator',
              targetId: String(row!.id),
              after: audited(created),
            },
            at,
          );
          return created;
        });
      } catch (error) {
        if (isUsernameTaken(error)) throw new AppError('operator.username.taken', 409);
        throw error;
      }
    },

    update,

    /** The CLI's account commands address an operator by username. */
    async updateByUsername(username: string, change: OperatorChange, actor: Actor) {
      return update((await byUsername(username)).id, change, actor);
    },

    /**
     * Rewraps every TOTP secret sealed by an older key with the primary key (`reseal-seeds`, after a
     * key rotation). A secret changed meanwhile is left alone: it was sealed with the primary key.
     */
    async rewrapSecrets(): Promise<number> {
      const rows = await db
        .select({ id: operators.id, totpSecret: operators.totpSecret })
        .from(operators)
        .where(isNotNull(operators.totpSecret));
      let changed = 0;
      for (const row of rows) {
        if (!secrets.needsRewrap(row.totpSecret!)) continue;
        const done = await db
          .update(operators)
          .set({ totpSecret: secrets.rewrap(row.totpSecret!) })
          .where(and(eq(operators.id, row.id), eq(operators.totpSecret, row.totpSecret!)))
          .returning({ id: operators.id });
        changed += done.length;
      }
      return changed;
    },

    /**
     * The current code of an enrolled operator (the CLI's `operator-totp`, for tests and demos outside
     * production), or undefined when not enrolled. Audited: reading a code is signing in as them.
     */
    async currentCode(username: string, actor: Actor) {
      const row = await byUsername(username);
      if (!row.totpSecret) return undefined;
      const t = now();
      // The next step when the current one is already used: a fresh code inside the drift window.
      const step = Math.max(totpStep(t), (row.totpLastStep ?? 0) + 1);
      const code = totpCodeForStep(secrets.open(row.totpSecret, sealContext.operator(row.id)), step);
      await writeAudit(
        db,
        actor,
        { action: 'operator.totp.read', targetType: 'operator', targetId: String(row.id) },
        new Date(t),
      );
      return { code, step };
    },
  };
}

export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;

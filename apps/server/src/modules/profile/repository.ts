import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { memberProfiles } from './tables';

export type ProfileRow = typeof memberProfiles.$inferSelect;
export type ProfileChanges = Partial<Omit<ProfileRow, 'memberId' | 'updatedAt'>> & { updatedAt: Date };

/** The personal details' SQL. */
export function createProfileRepository(db: Database) {
  return {
    async profileOf(memberId: number, tx: DbOrTx = db): Promise<ProfileRow | undefined> {
      const [row] = await tx.select().from(memberProfiles).where(eq(memberProfiles.memberId, memberId));
      return row;
    },

    /** The row, locked until commit (two saves at once cannot both set the birthday). */
    async lockProfile(tx: DbOrTx, memberId: number): Promise<ProfileRow | undefined> {
      await tx
        .insert(memberProfiles)
        .values({ memberId, updatedAt: new Date(0) })
        .onConflictDoNothing({ target: memberProfiles.memberId });
      const [row] = await tx
        .select()
        .from(memberProfiles)
        .where(eq(memberProfiles.memberId, memberId))
        .for('update');
      return row;
    },

    async saveProfile(tx: DbOrTx, memberId: number, changes: ProfileChanges): Promise<void> {
      await tx.update(memberProfiles).set(changes).where(eq(memberProfiles.memberId, memberId));
    },

    /** A member's birthday (YYYY-MM-DD) or null: the reward centre's birthday bonus. */
    async birthdayOf(memberId: number): Promise<string | null> {
      const [row] = await db
        .select({ birthday: memberProfiles.birthday })
        .from(memberProfiles)
        .where(eq(memberProfiles.memberId, memberId));
      return row?.birthday ?? null;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

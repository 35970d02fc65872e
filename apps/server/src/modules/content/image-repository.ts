import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { contentImages } from './tables';

export type ContentImageRow = typeof contentImages.$inferSelect;

/** The uploaded images' SQL (images.ts). Writes take the caller's transaction. */
export function createContentImageRepository(db: Database) {
  return {
    /** Inserts an image; undefined when the same bytes (same hash) are stored already. */
    async insertNew(tx: DbOrTx, row: Omit<typeof contentImages.$inferInsert, 'id'>) {
      const [inserted] = await tx.insert(contentImages).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async bySha256(sha256: string, tx: DbOrTx = db): Promise<ContentImageRow | undefined> {
      const [row] = await tx.select().from(contentImages).where(eq(contentImages.sha256, sha256));
      return row;
    },

    /** The image whose hash starts with `hexPrefix` (lowercase hex only: no LIKE wildcard gets in). */
    async byHashPrefix(hexPrefix: string, contentType: string): Promise<ContentImageRow | undefined> {
      const [row] = await db
        .select()
        .from(contentImages)
        .where(and(like(contentImages.sha256, `${hexPrefix}%`), eq(contentImages.contentType, contentType)))
        .limit(1);
      return row;
    },
  };
}

export type ContentImageRepository = ReturnType<typeof createContentImageRepository>;

import type { PasswordHasher } from '../accounts/passwords';
import type { BetRecordsService } from '../bet-records/service';
import type { LedgerRepository } from '../ledger/repository';
import type { Database } from '../../platform/db/client';
import { createPlayersDeskRepository } from './repository';
import { createPlayersDesk } from './service';

/** The back office's players desk: search, a player's page, and the support actions on an account. */
export function createPlayersDeskModule(deps: {
  db: Database;
  ledger: Pick<LedgerRepository, 'memberEntries'>;
  betRecords: Pick<BetRecordsService, 'list'>;
  hasher: PasswordHasher;
  now?: (() => number) | undefined;
}) {
  return createPlayersDesk({
    db: deps.db,
    repo: createPlayersDeskRepository(deps.db),
    ledger: deps.ledger,
    betRecords: deps.betRecords,
    hasher: deps.hasher,
    now: deps.now ?? Date.now,
  });
}

import { createHash, randomBytes } from 'node:crypto';
import { isTrialType } from '@jade/contract/account-types';
import type {
  GameListQuery,
  GameListValue,
  GameTile,
  LaunchQuery,
  LaunchValue,
} from '@jade/contract/game-catalogue';
import { GAME_CATEGORIES, type GameCategory } from '@jade/contract/games';
import { and, asc, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Cache } from '../../platform/cache/cache';
import type { Database } from '../../platform/db/client';
import { AppError, RequestParamError } from '../../platform/errors';
import {
  alternativesOf,
  buildCatalogue,
  classifyCounts,
  filterGames,
  maskName,
  nameIn,
  paginate,
  siteUrl,
  toTile,
  type Catalogue,
  type CatalogueGame,
} from './catalogue';
import { inMaintenance, nextWindowEdge } from './maintenance-window';
import {
  favouriteGames,
  gameLaunches,
  gameLaunchTokens,
  gamePlays,
  games,
  pvpRooms,
  vendors,
} from './tables';

/** Every key of the catalogue in the cache layer starts with this; a catalogue change drops them all. */
export const CATALOGUE_CACHE_PREFIX = 'games:';
export const LAUNCH_TOKEN_TTL_MS = 5 * 60_000;

export interface LaunchMember {
  id: number;
  type: number;
}

export interface ConsumedLaunchToken {
  memberId: number;
  nodeId: string;
  vendorCode: string;
  gameCode: string;
  trial: boolean;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createCatalogueService(deps: { db: Database; cache: Cache; now?: () => number }) {
  const { db, cache } = deps;
  const now = deps.now ?? Date.now;

  async function loadCatalogue(brandId: number): Promise<Catalogue> {
    const rows = await db
      .select({ game: games, vendor: vendors })
      .from(games)
      .innerJoin(vendors, and(eq(vendors.brandId, games.brandId), eq(vendors.code, games.vendorCode)))
      .where(eq(games.brandId, brandId));
    const at = now();
    const built = buildCatalogue(
      rows.map(({ game: g, vendor: v }) => ({
        nodeId: g.nodeId,
        gameCode: g.gameCode,
        vendorCode: g.vendorCode,
        vendorName: v.displayName,
        vendorSort: v.sortOrder,
        vendorIsGame: v.isGame,
        gameType: g.gameType as GameCategory,
        names: g.names,
        classification: g.classification,
        minBet: g.minBet,
        minLineNum: g.minLineNum,
        supportPlay: g.supportPlay,
        isHot: g.isHot,
        isNew: g.isNew,
        maintenance: g.maintenance || inMaintenance(v, at),
        alternatives: g.alternatives,
        jackpotType: g.jackpotType as CatalogueGame['jackpotType'],
        launchKind: g.launchKind as CatalogueGame['launchKind'],
        playType: g.playType,
        sortOrder: g.sortOrder,
        enabled: g.enabled && v.enabled,
      })),
    );
    return {
      ...built,
      staleAt: nextWindowEdge(
        rows.map((r) => r.vendor),
        at,
      ),
    };
  }

  /**
   * The catalogue's version: the newest row version (xmin) and the row counts of the brand's games and
   * vendors. Any edit of a game or vendor row (operator, seed, SQL) changes it; launches do not (their
   * counts live in game_plays). One small aggregate query, no rows to parse.
   */
  async function catalogueVersion(brandId: number): Promise<string> {
    const result = await db.execute<{ v: string }>(sql`
      select concat_ws(':',
        (select count(*) from games where brand_id = ${brandId}),
        (select max(xmin::text::bigint) from games where brand_id = ${brandId}),
        (select count(*) from vendors where brand_id = ${brandId}),
        (select max(xmin::text::bigint) from vendors where brand_id = ${brandId})) as v`);
    return result.rows[0]?.v ?? '';
  }

  /** The last catalogue loaded per brand, with its version. */
  const latest = new Map<number, { version: string; catalogue: Catalogue }>();

  /**
   * The brand's catalogue, held in the cache layer (short TTL; dropped on every catalogue change here
   * and, with Redis, in every instance). When the entry expires, the version query decides: unchanged →
   * the catalogue in memory stays (no reload, so no request waits on parsing 1,000 rows); changed → reload.
   */
  const cached = (brandId: number): Promise<Catalogue> =>
    cache.getOrLoad(`${CATALOGUE_CACHE_PREFIX}catalogue:${brandId}`, async () => {
      const version = await catalogueVersion(brandId);
      const known = latest.get(brandId);
      if (known && known.version === version && !isStale(known.catalogue)) return known.catalogue;
      const fresh = await loadCatalogue(brandId);
      latest.set(brandId, { version, catalogue: fresh });
      return fresh;
    });

  const isStale = (cat: Catalogue) => cat.staleAt != null && now() >= cat.staleAt;
  const invalidate = () => cache.invalidate(CATALOGUE_CACHE_PREFIX);

  /** A maintenance window that opened or closed since the snapshot was built drops the cached answers. */
  async function catalogue(brandId: number): Promise<Catalogue> {
    const cat = await cached(brandId);
    if (!isStale(cat)) return cat;
    await invalidate();
    return cached(brandId);
  }

  async function findGame(brandId: number, query: LaunchQuery): Promise<CatalogueGame> {
    const cat = await catalogue(brandId);
    let game: CatalogueGame | undefined;
    if (query.nodeId) game = cat.byNode.get(query.nodeId);
    else if (query.vassalage) {
      const vendor = query.vassalage.toUpperCase();
      const code = query.gameId;
      const ofVendor = cat.games.filter((g) => g.vendorCode.toUpperCase() === vendor);
      if (code) game = ofVendor.find((g) => g.gameCode === code);
      else {
        // A vendor launched as a whole (cockfight, a lottery lobby): its main game, the vendor card's code.
        const [row] = await db
          .select({ gameCode: vendors.gameCode })
          .from(vendors)
          .where(and(eq(vendors.brandId, brandId), eq(vendors.code, ofVendor[0]?.vendorCode ?? vendor)));
        if (!row?.gameCode) throw new RequestParamError('gameId');
        game = ofVendor.find((g) => g.gameCode === row.gameCode);
      }
    } else throw new RequestParamError('nodeId');
    if (!game) throw new AppError('game.not.found', 404);
    if (!game.enabled) throw new AppError('game.disabled', 400, { nodeId: game.nodeId });
    if (game.maintenance) {
      throw new AppError('game.maintenance', 400, {
        nodeId: game.nodeId,
        alternatives: alternativesOf(cat, game).map((g) => toTile(g, query.language ?? 'EN')),
      });
    }
    return game;
  }

  async function issueLaunchToken(memberId: number, game: CatalogueGame, trial: boolean): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await db.insert(gameLaunchTokens).values({
      tokenHash: hashToken(token),
      memberId,
      nodeId: game.nodeId,
      vendorCode: game.vendorCode,
      gameCode: game.gameCode,
      trial,
      expiresAt: new Date(now() + LAUNCH_TOKEN_TTL_MS),
    });
    return token;
  }

  const tilesOf = (list: readonly CatalogueGame[], language: string) => list.map((g) => toTile(g, language));

  return {
    catalogue,

    /** Drops every cached catalogue answer (here and, with Redis, in every instance). */
    invalidate,

    /** Operator and test hook: changes a game's flags, then drops the caches. */
    async updateGame(
      nodeId: string,
      patch: Partial<
        Pick<
          typeof games.$inferInsert,
          'isHot' | 'isNew' | 'maintenance' | 'enabled' | 'alternatives' | 'sortOrder'
        >
      >,
    ) {
      await db.update(games).set(patch).where(eq(games.nodeId, nodeId));
      await invalidate();
    },

    /**
     * Filters the in-memory catalogue (about 1,000 games: well under a millisecond). Answers are not
     * cached per query: searches would fill the cache with one-off keys.
     */
    async gameList(brandId: number, query: GameListQuery, language: string): Promise<GameListValue> {
      const lang = query.language ?? language;
      const found = filterGames(await catalogue(brandId), query, lang);
      const { page, totalCount, totalPages } = paginate(found, query.pageNo, query.pageSize);
      return {
        games: tilesOf(page, lang),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages,
      };
    },

    /** Per category, the gameClassify counts of its listed games (the vendor lanes' filter). */
    async classifyByCategory(brandId: number) {
      const cat = await catalogue(brandId);
      const by = new Map<string, CatalogueGame[]>();
      for (const g of cat.games) if (g.enabled) by.set(g.gameType, [...(by.get(g.gameType) ?? []), g]);
      return new Map([...by].map(([k, list]) => [k, classifyCounts(list)]));
    },

    async vassGameTypes(brandId: number) {
      const cat = await catalogue(brandId);
      const content: Record<string, Record<string, CatalogueGame[]>> = {};
      for (const g of cat.games) {
        if (!g.enabled) continue;
        ((content[g.gameType] ??= {})[g.vendorCode] ??= []).push(g);
      }
      return {
        content: Object.fromEntries(
          Object.entries(content).map(([type, byVendor]) => [
            type,
            Object.fromEntries(Object.entries(byVendor).map(([v, list]) => [v, classifyCounts(list)])),
          ]),
        ),
      };
    },

    async hotGames(brandId: number, language: string, vassalage?: string) {
      const vendor = vassalage?.toUpperCase() ?? '';
      // Only known vendors make cache keys (the field is free text).
      if (vendor && !(await catalogue(brandId)).games.some((g) => g.vendorCode.toUpperCase() === vendor)) {
        return { list: [] };
      }
      // `hot-list:`, not the old `hot:`: a shared cache may still hold the old answers with their copy
      // per category, until they expire.
      return cache.getOrLoad(
        `${CATALOGUE_CACHE_PREFIX}hot-list:${brandId}:${language}:${vendor}`,
        async () => {
          const hot = (await catalogue(brandId)).games.filter(
            (g) => g.enabled && g.isHot && (!vendor || g.vendorCode.toUpperCase() === vendor),
          );
          // One list, as the wire has it: the site groups it per category itself (a copy per group
          // doubled the answer, 275 KB of JSON on a phone's first visit to a games page).
          return { list: tilesOf(hot, language) };
        },
      );
    },

    async popular(brandId: number, limit: number, language: string) {
      const ids = await cache.getOrLoad(`${CATALOGUE_CACHE_PREFIX}popular:${brandId}`, async () =>
        (
          await db
            .select({ nodeId: gamePlays.nodeId })
            .from(gamePlays)
            .where(and(eq(gamePlays.brandId, brandId), gt(gamePlays.plays, 0)))
            .orderBy(desc(gamePlays.plays), asc(gamePlays.nodeId))
            .limit(100)
        ).map((r) => r.nodeId),
      );
      const cat = await catalogue(brandId);
      const list = ids.map((id) => cat.byNode.get(id)).filter((g): g is CatalogueGame => !!g?.enabled);
      return { list: tilesOf(list.slice(0, limit), language) };
    },

    async favouriteIds(memberId: number): Promise<string[]> {
      const rows = await db
        .select({ nodeId: favouriteGames.nodeId })
        .from(favouriteGames)
        .where(eq(favouriteGames.memberId, memberId))
        .orderBy(desc(favouriteGames.createdAt), asc(favouriteGames.nodeId));
      return rows.map((r) => r.nodeId);
    },

    async favouriteList(
      brandId: number,
      memberId: number,
      query: { pageNo: number; pageSize: number; gameType?: GameCategory | undefined },
      language: string,
    ) {
      const cat = await catalogue(brandId);
      const list = (await this.favouriteIds(memberId))
        .map((id) => cat.byNode.get(id))
        .filter(
          (g): g is CatalogueGame => !!g?.enabled && (!query.gameType || g.gameType === query.gameType),
        );
      const { page, totalCount, totalPages } = paginate(list, query.pageNo, query.pageSize);
      return { content: tilesOf(page, language), pageNum: query.pageNo, totalPages, totalCount };
    },

    async addFavourite(brandId: number, memberId: number, nodeId: string) {
      if (!(await catalogue(brandId)).byNode.has(nodeId)) throw new AppError('game.not.found', 404);
      await db.insert(favouriteGames).values({ memberId, nodeId }).onConflictDoNothing();
      return { nodeId, favourite: true };
    },

    async removeFavourite(memberId: number, nodeId: string) {
      await db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.nodeId, nodeId)));
      return { nodeId, favourite: false };
    },

    async recentGames(
      brandId: number,
      memberId: number,
      query: {
        pageNo: number;
        pageSize: number;
        gameType?: GameCategory | undefined;
        vassalage?: string | undefined;
      },
      language: string,
    ) {
      const rows = await db
        .select({ nodeId: gameLaunches.nodeId, last: max(gameLaunches.id) })
        .from(gameLaunches)
        .where(eq(gameLaunches.memberId, memberId))
        .groupBy(gameLaunches.nodeId)
        .orderBy(desc(max(gameLaunches.id)))
        .limit(500);
      const cat = await catalogue(brandId);
      const vendor = query.vassalage?.toUpperCase();
      const list = rows
        .map((r) => cat.byNode.get(r.nodeId))
        .filter(
          (g): g is CatalogueGame =>
            !!g?.enabled &&
            (!query.gameType || g.gameType === query.gameType) &&
            (!vendor || g.vendorCode.toUpperCase() === vendor),
        );
      const { page, totalCount, totalPages } = paginate(list, query.pageNo, query.pageSize);
      return { list: tilesOf(page, language), totalPages, totalCount };
    },

    /**
     * The biggest real wins: `win` transfers of the ledger credited to real (non-trial) members of the
     * merchant. The game comes from the transfer's metadata (`nodeId`, or `vendor`/`vendorCode` with
     * `gameCode`/`gameId`). Nothing is invented: no wins, an empty list.
     */
    winnerBoard(brandId: number, merchantCode: string, requested: string, limit: number, language: string) {
      // Unknown categories read as ALL, so the free-text field cannot multiply cache keys.
      const category = (GAME_CATEGORIES as readonly string[]).includes(requested) ? requested : 'ALL';
      const key = `${CATALOGUE_CACHE_PREFIX}winners:${merchantCode}:${category}:${limit}:${language}`;
      return cache.getOrLoad(key, async () => {
        const result = await db.execute<{
          amount: string;
          currency: string;
          metadata: Record<string, unknown> | null;
          created_at: Date | string;
          username: string;
        }>(sql`
          select t.amount::text as amount, t.currency, t.metadata, t.created_at, m.username
          from ledger_transfers t
          join ledger_accounts a on a.id = t.credit_account_id
          join members m on m.id = a.member_id
          where t.type = 'win' and t.merchant_code = ${merchantCode} and a.member_id is not null and m.type <> 4
          order by t.amount desc, t.id desc
          limit ${Math.min(500, limit * 10)}`);
        const cat = await catalogue(brandId);
        const byCode = new Map(cat.games.map((g) => [`${g.vendorCode}\u0000${g.gameCode}`, g]));
        const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
        const list = [];
        for (const row of result.rows) {
          const meta = row.metadata ?? {};
          const vendor = text(meta.vendor) ?? text(meta.vendorCode) ?? text(meta.vassalage);
          const code = text(meta.gameCode) ?? text(meta.gameId);
          const nodeId = text(meta.nodeId);
          const game: CatalogueGame | undefined =
            (nodeId ? cat.byNode.get(nodeId) : undefined) ??
            (vendor && code ? byCode.get(`${vendor}\u0000${code}`) : undefined);
          if (category !== 'ALL' && game && game.gameType !== category) continue;
          if (category !== 'ALL' && !game) continue;
          list.push({
            vo: {
              gameName: game ? nameIn(game, language) : (text(meta.gameName) ?? code ?? ''),
              customerName: maskName(row.username),
              winAmount: Number(row.amount) / 100,
              currency: row.currency,
              iconUrl: game ? toTile(game, language).iconUrl : '',
              nodeId: game?.nodeId ?? nodeId ?? '',
              gameType: game?.gameType ?? '',
              vendor: game?.vendorCode ?? vendor ?? '',
              winTime: new Date(row.created_at).getTime(),
            },
          });
          if (list.length >= limit) break;
        }
        return { list };
      });
    },

    async roomList(brandId: number, query: { vassalage?: string | undefined; nodeId?: string | undefined }) {
      const cat = await catalogue(brandId);
      const conditions = [];
      if (query.vassalage) conditions.push(eq(pvpRooms.vendorCode, query.vassalage.toUpperCase()));
      if (query.nodeId) conditions.push(eq(pvpRooms.nodeId, query.nodeId));
      const rows = await db
        .select()
        .from(pvpRooms)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(pvpRooms.vendorCode), asc(pvpRooms.nodeId), asc(pvpRooms.minBet), asc(pvpRooms.roomId));
      return {
        list: rows.flatMap((r) => {
          const game = cat.byNode.get(r.nodeId);
          if (!game?.enabled) return [];
          return [
            {
              roomId: r.roomId,
              vassalage: r.vendorCode,
              nodeId: r.nodeId,
              gameName: nameIn(game, 'EN'),
              name: r.name,
              minBet: r.minBet / 100,
              seats: r.seats,
              seated: r.seated,
              status: r.status as 'open' | 'full' | 'closed',
            },
          ];
        }),
      };
    },

    /**
     * Launches a game for a member: checks it, records the launch (recent games, popularity) and answers
     * the URL. Trial accounts play games with a free trial (supportPlay 0) with their demo money.
     */
    async launch(brandId: number, member: LaunchMember, query: LaunchQuery): Promise<LaunchValue> {
      const game = await findGame(brandId, query);
      const trial = isTrialType(member.type);
      if (trial && game.supportPlay !== 0) throw new AppError('in_need_true_account', 403);
      let room: string | undefined;
      if (query.roomId) {
        const [row] = await db
          .select()
          .from(pvpRooms)
          .where(and(eq(pvpRooms.roomId, query.roomId), eq(pvpRooms.nodeId, game.nodeId)));
        if (!row || row.status !== 'open') throw new AppError('room.not.found', 404);
        room = row.roomId;
      }
      await db.transaction(async (tx) => {
        await tx.insert(gameLaunches).values({ memberId: member.id, nodeId: game.nodeId, trial });
        await tx
          .insert(gamePlays)
          .values({ nodeId: game.nodeId, brandId, plays: 1 })
          .onConflictDoUpdate({ target: gamePlays.nodeId, set: { plays: sql`${gamePlays.plays} + 1` } });
      });
      let url: string;
      if (game.launchKind === 'inhouse' || game.launchKind === 'lottery') url = siteUrl(game);
      else {
        const token = await issueLaunchToken(member.id, game, trial);
        url =
          `/vendor-sim/launch?token=${token}&game=${encodeURIComponent(game.gameCode)}` +
          `&vendor=${encodeURIComponent(game.vendorCode)}` +
          (room ? `&room=${encodeURIComponent(room)}` : '');
      }
      if (trial && game.launchKind === 'inhouse') url += '&mode=demo';
      return { content: { game_url: url, demo: trial } };
    },

    /** The public free trial: only games with supportPlay 0; demo mode, no money, nothing recorded. */
    async trialLaunch(brandId: number, query: LaunchQuery): Promise<LaunchValue> {
      const game = await findGame(brandId, query);
      if (game.supportPlay !== 0 || game.launchKind === 'lottery') {
        throw new AppError('game.trial.unavailable', 400, { nodeId: game.nodeId });
      }
      const url =
        game.launchKind === 'inhouse'
          ? `${siteUrl(game)}&mode=demo`
          : `/vendor-sim/launch?mode=demo&game=${encodeURIComponent(game.gameCode)}&vendor=${encodeURIComponent(game.vendorCode)}`;
      return { content: { game_url: url, demo: true } };
    },

    /**
     * For the seamless wallet's `authenticate`: the launch a one-time token was issued for, or null when
     * it is unknown, used or expired. Single use: a second call with the same token answers null.
     */
    async consumeLaunchToken(token: string): Promise<ConsumedLaunchToken | null> {
      const [row] = await db
        .update(gameLaunchTokens)
        .set({ usedAt: new Date(now()) })
        .where(
          and(
            eq(gameLaunchTokens.tokenHash, hashToken(token)),
            isNull(gameLaunchTokens.usedAt),
            gt(gameLaunchTokens.expiresAt, new Date(now())),
          ),
        )
        .returning();
      return row
        ? {
            memberId: row.memberId,
            nodeId: row.nodeId,
            vendorCode: row.vendorCode,
            gameCode: row.gameCode,
            trial: row.trial,
          }
        : null;
    },

    /** Tiles of the given node ids (unknown ids skipped). */
    async tiles(brandId: number, nodeIds: readonly string[], language: string): Promise<GameTile[]> {
      const cat = await catalogue(brandId);
      return nodeIds.flatMap((id) => {
        const g = cat.byNode.get(id);
        return g ? [toTile(g, language)] : [];
      });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

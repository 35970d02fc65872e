import { randomUUID } from 'node:crypto';
import { accountCalls } from '@jade/contract/account-calls';
import { gameCalls } from '@jade/contract/game-calls';
import type { GameTile } from '@jade/contract/game-catalogue';
import { systemCalls } from '@jade/contract/system-calls';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, TEST_MERCHANT, uniqueIp } from '../../../test/accounts';
import { createTestApp, openTestDatabase } from '../../../test/helpers';
import { createMemoryCache } from '../../platform/cache/cache';
import type { DatabaseHandle } from '../../platform/db/client';
import type { MemberRow } from '../accounts/repository';
import { createLedgerService } from '../ledger/ledger-service';
import { createCatalogueService } from './catalogue-service';
import { gamePlays, games } from './tables';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = openTestDatabase();
  app = await createTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function player(values: Partial<MemberRow> = {}) {
  const member = await createMember(database, values);
  const response = await call(
    app,
    accountCalls.login,
    { username: member.username, password: member.password, type: 'username' },
    { ip: uniqueIp() },
  );
  expect(response.json().success).toBe(true);
  return { ...member, token: response.json().value.token as string };
}

async function list(query: Record<string, string>, opts: { headers?: Record<string, string> } = {}) {
  const response = await call(app, gameCalls.gameList, undefined, { query, ...opts });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    games: GameTile[];
    totalPages: number;
    totalCount: number;
    pageSize: number;
  };
}

async function allGames() {
  const rows = await database.db.select().from(games);
  return rows;
}

describe('game list', () => {
  it('is public, paged by 24 by default, in a stable order, with every tile field', async () => {
    const first = await list({});
    expect(first.games).toHaveLength(24);
    expect(first.totalCount).toBeGreaterThan(900);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 24));
    expect(first.games[0]).toMatchObject({
      vassalage: 'JADE',
      gameId: 'jade-dragon',
      isHot: 1,
      supportPlay: 0,
    });
    const tile = first.games[0]!;
    for (const field of [
      'iconUrl',
      'showIcon',
      'lagerIcon',
      'defaultIcon',
      'url',
      'displayName',
      'nodeName',
      'title',
    ]) {
      expect(tile[field as keyof GameTile], field).toBeTruthy();
    }
    expect(tile.iconUrl).toMatch(/^\/img\/game\/jade-dragon\.webp\?name=/);
    const again = await list({});
    expect(again.games.map((g) => g.nodeId)).toEqual(first.games.map((g) => g.nodeId));
    const second = await list({ pageNo: '2' });
    expect(second.games.some((g) => first.games.some((f) => f.nodeId === g.nodeId))).toBe(false);
  });

  it('pages to the last page and answers an empty page beyond it; pageSize is limited to 1–100', async () => {
    const rng = await list({ gameType: 'FISH', pageSize: '5' });
    const last = await list({ gameType: 'FISH', pageSize: '5', pageNo: String(rng.totalPages) });
    expect(last.games.length).toBe(rng.totalCount - 5 * (rng.totalPages - 1));
    const beyond = await list({ gameType: 'FISH', pageSize: '5', pageNo: String(rng.totalPages + 1) });
    expect(beyond.games).toEqual([]);
    expect(beyond.totalCount).toBe(rng.totalCount);
    expect((await list({ pageSize: '100' })).games).toHaveLength(100);
    const bads: Record<string, string>[] = [
      { pageSize: '101' },
      { pageSize: '0' },
      { pageNo: '0' },
      { gameType: 'NOPE' },
    ];
    for (const bad of bads) {
      const response = await call(app, gameCalls.gameList, undefined, { query: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('request_param_err');
    }
  });

  it('filters by gameType, vassalage, gameClassify, minLineNum and jackpot tab', async () => {
    const live = await list({ gameType: 'LIVE', pageSize: '100' });
    expect(live.games.every((g) => g.gameType === 'LIVE')).toBe(true);
    const aur = await list({ vassalage: 'AUR', pageSize: '100' });
    expect(aur.totalCount).toBeGreaterThanOrEqual(20);
    expect(aur.games.every((g) => g.vassalage === 'AUR')).toBe(true);
    const mega = await list({ gameType: 'RNG', gameClassify: 'megaways', pageSize: '100' });
    expect(mega.totalCount).toBeGreaterThan(0);
    expect(mega.games.every((g) => g.gameClassify === 'megaways')).toBe(true);
    const combo = await list({
      gameType: 'RNG',
      vassalage: 'AUR',
      gameClassify: 'slots',
      minBet: '0.05',
      pageSize: '100',
    });
    expect(
      combo.games.every((g) => g.vassalage === 'AUR' && g.gameClassify === 'slots' && g.minBet <= 0.05),
    ).toBe(true);
    const lines = await list({ gameType: 'RNG', minLineNum: '9', pageSize: '100' });
    expect(lines.games.every((g) => g.minLineNum <= 9)).toBe(true);
    const tg = await list({ jackpotType: 'TG', pageSize: '100' });
    expect(tg.totalCount).toBeGreaterThan(0);
    expect(tg.games.every((g) => g.jackpotType === 'TG')).toBe(true);
    // A disabled vendor's games are not listed.
    expect((await list({ vassalage: 'OLD' })).totalCount).toBe(0);
  });

  it('minBet keeps games whose minimum bet is at most the option; all = no filter', async () => {
    const everything = await list({ pageSize: '1' });
    expect((await list({ minBet: 'all', pageSize: '1' })).totalCount).toBe(everything.totalCount);
    const rows = await allGames();
    const listed = (r: (typeof rows)[number]) => r.enabled && r.vendorCode !== 'OLD';
    for (const option of ['0.01', '0.05', '0.1', '0.5', '0.75']) {
      const expected = rows.filter((r) => listed(r) && r.minBet <= Math.round(Number(option) * 100)).length;
      expect((await list({ minBet: option, pageSize: '1' })).totalCount, option).toBe(expected);
    }
    expect((await call(app, gameCalls.gameList, undefined, { query: { minBet: '0.3' } })).statusCode).toBe(
      400,
    );
  });

  it('searches names case-insensitively in the request language and in EN; no result is an empty list', async () => {
    const upper = await list({ gameName: 'JADE DRAGON' });
    expect(upper.games.map((g) => g.gameId)).toContain('jade-dragon');
    const cnField = await list({ gameName: '翡翠龙', language: 'cn' });
    expect(cnField.games[0]).toMatchObject({ gameId: 'jade-dragon', gameName: '翡翠龙' });
    const cn = await list({ gameName: '翡翠龙' }, { headers: { Language: 'CN' } });
    expect(cn.games[0]).toMatchObject({ gameId: 'jade-dragon', gameName: '翡翠龙' });
    // EN names match whatever the language.
    const enInCn = await list({ gameName: 'jade dragon' }, { headers: { Language: 'CN' } });
    expect(enInCn.games.map((g) => g.gameId)).toContain('jade-dragon');
    const none = await list({ gameName: 'zzz-no-such-game' });
    expect(none).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('POST answers 405', async () => {
    const response = await app.inject({ method: 'POST', url: gameCalls.gameList.path, payload: {} });
    expect(response.statusCode).toBe(405);
    expect(response.json().errorCode).toBe('method.not.allowed');
  });
});

describe('vendors, vassalage game types, hot and popular', () => {
  it('vendor lanes carry gameClassify counts', async () => {
    const response = await call(app, systemCalls.gameVendors);
    const lanes = response.json().value.data.lanes as {
      title: string;
      gameClassify: { key: string; gameCount: number }[];
    }[];
    const rng = lanes.find((l) => l.title === 'RNG')!;
    expect(rng.gameClassify.map((c) => c.key)).toEqual(expect.arrayContaining(['slots', 'megaways']));
    const total = rng.gameClassify.reduce((s, c) => s + c.gameCount, 0);
    expect(total).toBe((await list({ gameType: 'RNG', pageSize: '1' })).totalCount);
  });

  it('vassalage game types group classifications per category and vendor; the VASSALAGE vendor is listed', async () => {
    const value = (await call(app, gameCalls.vassGameType)).json().value;
    expect(value.content.RNG.JADE).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'slots' })]),
    );
    expect(value.content.PVP.THC.length).toBeGreaterThan(0);
    const thc = await list({ vassalage: 'THC', pageSize: '100' });
    expect(thc.games.every((g) => g.launchKind === 'vassalage-list')).toBe(true);
  });

  it('hot games are public, one list of hot enabled games, and cached until the catalogue changes', async () => {
    const cache = createMemoryCache(60_000);
    const cachedApp = await createTestApp(database, { cache });
    try {
      const hot = async () => (await call(cachedApp, gameCalls.hotGames)).json().value;
      const before = await hot();
      expect(before.list.length).toBeGreaterThan(0);
      expect(before.list.every((g: GameTile) => g.isHot === 1)).toBe(true);
      // The wire's shape: the list alone (the site groups it), not a second copy per category.
      expect(Object.keys(before)).toEqual(['list']);
      const [cold] = (await allGames()).filter((g) => !g.isHot && g.enabled && g.vendorCode === 'BMB');
      await database.db.update(games).set({ isHot: true }).where(eq(games.nodeId, cold!.nodeId));
      expect((await hot()).list.some((g: GameTile) => g.nodeId === cold!.nodeId)).toBe(false); // cached
      const service = createCatalogueService({ db: database.db, cache });
      await service.updateGame(cold!.nodeId, { isHot: true });
      expect((await hot()).list.some((g: GameTile) => g.nodeId === cold!.nodeId)).toBe(true);
      await service.updateGame(cold!.nodeId, { isHot: false });
      const jade = (
        await call(cachedApp, gameCalls.hotGames, undefined, { query: { vassalage: 'jade' } })
      ).json().value;
      expect(jade.list.length).toBe(5);
      expect(jade.list.every((g: GameTile) => g.vassalage === 'JADE')).toBe(true);
      const none = (
        await call(cachedApp, gameCalls.hotGames, undefined, { query: { vassalage: 'NOPE' } })
      ).json().value;
      expect(none.list).toEqual([]);
    } finally {
      await cachedApp.close();
    }
  });

  it('popular games follow real launch counts', async () => {
    const member = await player();
    const target = (await list({ vassalage: 'BMB', pageSize: '1' })).games[0]!;
    const plays = await database.db.select().from(gamePlays);
    const before = plays.find((p) => p.nodeId === target.nodeId)?.plays ?? 0;
    const top = Math.max(0, ...plays.map((p) => p.plays));
    for (let i = 0; i <= top - before; i++) {
      const r = await call(app, gameCalls.launch, undefined, {
        token: member.token,
        query: { nodeId: target.nodeId },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const popular = (await call(app, gameCalls.popular)).json().value.list as GameTile[];
    expect(popular.length).toBeLessThanOrEqual(20);
    expect(popular[0]!.nodeId).toBe(target.nodeId);
  });
});

describe('favourites and recent games', () => {
  it('need a session', async () => {
    for (const def of [
      gameCalls.favouriteIds,
      gameCalls.favouriteList,
      gameCalls.recentGames,
      gameCalls.roomList,
    ]) {
      expect((await call(app, def)).statusCode).toBe(401);
    }
  });

  it('add and remove are idempotent and every member sees only their own', async () => {
    const [a, b] = [await player(), await player()];
    const [g1, g2] = (await list({ vassalage: 'AUR', pageSize: '2' })).games;
    const add = (m: { token: string }, nodeId: string) =>
      call(app, gameCalls.addFavourite, { nodeId, vendor: 'AUR', gameType: 'RNG' }, { token: m.token });
    expect((await add(a, g1!.nodeId)).json().value).toEqual({ nodeId: g1!.nodeId, favourite: true });
    expect((await add(a, g1!.nodeId)).statusCode).toBe(200);
    await add(a, g2!.nodeId);
    await add(b, g2!.nodeId);
    const ids = async (m: { token: string }) =>
      (await call(app, gameCalls.favouriteIds, undefined, { token: m.token })).json().value;
    expect((await ids(a)).sort()).toEqual([g1!.nodeId, g2!.nodeId].sort());
    expect(await ids(b)).toEqual([g2!.nodeId]);
    const page = (
      await call(app, gameCalls.favouriteList, undefined, { token: a.token, query: { gameType: 'RNG' } })
    ).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
    expect(
      (
        await call(app, gameCalls.favouriteList, undefined, { token: a.token, query: { gameType: 'LIVE' } })
      ).json().value.totalCount,
    ).toBe(0);
    const remove = (m: { token: string }) =>
      call(app, gameCalls.removeFavourite, undefined, { token: m.token, query: { nodeId: g2!.nodeId } });
    expect((await remove(a)).json().value).toEqual({ nodeId: g2!.nodeId, favourite: false });
    expect((await remove(a)).statusCode).toBe(200);
    expect(await ids(a)).toEqual([g1!.nodeId]);
    expect(await ids(b)).toEqual([g2!.nodeId]);
    expect((await add(a, '999999999')).json().errorCode).toBe('game.not.found');
  });

  it('recent games are the launched games, most recent first, 9 a page by default', async () => {
    const member = await player();
    const tiles = (await list({ vassalage: 'CBC', pageSize: '11' })).games.filter((g) => !g.maintenance);
    for (const t of tiles) {
      const r = await call(app, gameCalls.launch, undefined, {
        token: member.token,
        query: { nodeId: t.nodeId },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    await call(app, gameCalls.launch, undefined, {
      token: member.token,
      query: { nodeId: tiles[0]!.nodeId },
    });
    const recent = (await call(app, gameCalls.recentGames, undefined, { token: member.token })).json().value;
    expect(recent.list).toHaveLength(Math.min(9, tiles.length));
    expect(recent.totalCount).toBe(tiles.length);
    expect(recent.list[0].nodeId).toBe(tiles[0]!.nodeId);
    expect(recent.list[1].nodeId).toBe(tiles[tiles.length - 1]!.nodeId);
    const other = await player();
    expect(
      (await call(app, gameCalls.recentGames, undefined, { token: other.token })).json().value.list,
    ).toEqual([]);
  });
});

describe('launch', () => {
  const tileOf = async (query: Record<string, string>) => (await list({ ...query, pageSize: '100' })).games;

  it('refuses visitors (401), unknown (404), disabled and maintenance games (with alternatives)', async () => {
    const member = await player();
    const launch = (query: Record<string, string>) =>
      call(app, gameCalls.launch, undefined, { token: member.token, query });
    expect((await call(app, gameCalls.launch, undefined, { query: { nodeId: '200001' } })).statusCode).toBe(
      401,
    );
    const unknown = await launch({ nodeId: '999999999' });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'game.not.found']);
    expect((await launch({})).json().errorCode).toBe('request_param_err');

    const down = (await allGames()).find(
      (g) => g.maintenance && g.enabled && g.vendorCode !== 'OLD' && g.vendorCode !== 'HBL',
    )!;
    const refused = await launch({ nodeId: down.nodeId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('game.maintenance');
    const alternatives = refused.json().value.alternatives as GameTile[];
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.every((g) => !g.maintenance && g.gameClassify === down.classification)).toBe(true);
    // A vendor in maintenance puts its games in maintenance.
    const hbl = (await tileOf({ vassalage: 'HBL' }))[0]!;
    expect(hbl.maintenance).toBe(true);
    expect((await launch({ nodeId: hbl.nodeId })).json().errorCode).toBe('game.maintenance');

    const target = (await tileOf({ vassalage: 'DFR' })).find((g) => !g.maintenance)!;
    await database.db.update(games).set({ enabled: false }).where(eq(games.nodeId, target.nodeId));
    try {
      const disabled = await launch({ nodeId: target.nodeId });
      expect([disabled.statusCode, disabled.json().errorCode]).toEqual([400, 'game.disabled']);
      expect((await tileOf({ vassalage: 'DFR' })).some((g) => g.nodeId === target.nodeId)).toBe(false);
    } finally {
      await database.db.update(games).set({ enabled: true }).where(eq(games.nodeId, target.nodeId));
    }
  });

  it('routes in-house, lottery, vendor and VASSALAGE games; cockfight launches its vendor game', async () => {
    const member = await player();
    const url = async (query: Record<string, string>) => {
      const r = await call(app, gameCalls.launch, undefined, { token: member.token, query });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().value.content.game_url as string;
    };
    expect(await url({ vassalage: 'JADE', gameId: 'jade-dragon' })).toBe(
      '/game?vendor=JADE&gameCode=jade-dragon',
    );
    expect(await url({ vassalage: 'JADE', gameId: 'baccarat' })).toBe('/game?vendor=JADE&gameCode=baccarat');
    expect(await url({ vassalage: 'JLT' })).toBe('/lottery?gameCode=JLT_SEA&vendor=JLT&playType=STANDARD');
    const keno = (await tileOf({ vassalage: 'RKN' })).find(
      (g) => g.gameClassify === 'keno' && !g.maintenance,
    )!;
    expect(await url({ nodeId: keno.nodeId })).toBe(
      `/lottery?gameCode=${keno.gameCode}&vendor=RKN&playType=KENO`,
    );
    const cock = await url({ vassalage: 'SBA' });
    expect(cock).toMatch(/^\/vendor-sim\/launch\?token=[\w-]{20,}&game=SBA_MAIN&vendor=SBA$/);
    const thc = (await tileOf({ vassalage: 'THC' })).find((g) => !g.maintenance)!;
    expect(await url({ nodeId: thc.nodeId })).toMatch(/^\/vendor-sim\/launch\?token=/);
  });

  it('issues a one-time launch token the seamless wallet consumes once, within 5 minutes', async () => {
    const member = await player();
    const game = (await tileOf({ vassalage: 'AUR' })).find((g) => !g.maintenance)!;
    const r = await call(app, gameCalls.launch, undefined, {
      token: member.token,
      query: { nodeId: game.nodeId },
    });
    const token = new URL(r.json().value.content.game_url, 'http://x').searchParams.get('token')!;
    let t = Date.now();
    const service = createCatalogueService({ db: database.db, cache: createMemoryCache(0), now: () => t });
    expect(await service.consumeLaunchToken('nope')).toBeNull();
    expect(await service.consumeLaunchToken(token)).toEqual({
      memberId: member.id,
      nodeId: game.nodeId,
      vendorCode: 'AUR',
      gameCode: game.gameCode,
      trial: false,
    });
    expect(await service.consumeLaunchToken(token)).toBeNull();
    const r2 = await call(app, gameCalls.launch, undefined, {
      token: member.token,
      query: { nodeId: game.nodeId },
    });
    const token2 = new URL(r2.json().value.content.game_url, 'http://x').searchParams.get('token')!;
    t = Date.now() + 5 * 60_000 + 1_000;
    expect(await service.consumeLaunchToken(token2)).toBeNull();
  });

  it('PVP rooms list for members and a room launch', async () => {
    const member = await player();
    const rooms = (
      await call(app, gameCalls.roomList, undefined, { token: member.token, query: { vassalage: 'RRM' } })
    ).json().value.list;
    expect(rooms.length).toBeGreaterThan(0);
    const open = rooms.find((r: { status: string }) => r.status === 'open');
    const r = await call(app, gameCalls.launch, undefined, {
      token: member.token,
      query: { nodeId: open.nodeId, roomId: open.roomId },
    });
    if (r.statusCode === 200) expect(r.json().value.content.game_url).toContain(`&room=${open.roomId}`);
    else expect(r.json().errorCode).toBe('game.maintenance');
    const bad = await call(app, gameCalls.launch, undefined, {
      token: member.token,
      query: { nodeId: open.nodeId, roomId: 'nope' },
    });
    expect(bad.statusCode).toBe(r.statusCode === 200 ? 404 : 400);
  });

  it('trial accounts play free-trial games with demo money; the public free trial needs supportPlay 0', async () => {
    const trial = await player({ type: 4 });
    const inhouse = await call(app, gameCalls.launch, undefined, {
      token: trial.token,
      query: { nodeId: '200001' },
    });
    expect(inhouse.json().value.content).toEqual({
      game_url: '/game?vendor=JADE&gameCode=jade-dragon&mode=demo',
      demo: true,
    });
    const paid = (await tileOf({ gameType: 'LIVE' })).find((g) => g.supportPlay !== 0 && !g.maintenance)!;
    const refused = await call(app, gameCalls.launch, undefined, {
      token: trial.token,
      query: { nodeId: paid.nodeId },
    });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'in_need_true_account']);

    const free = await call(app, gameCalls.trialLaunch, undefined, { query: { nodeId: '200001' } });
    expect(free.json().value.content).toEqual({
      game_url: '/game?vendor=JADE&gameCode=jade-dragon&mode=demo',
      demo: true,
    });
    const vendorFree = (await tileOf({ vassalage: 'AUR' })).find(
      (g) => g.supportPlay === 0 && !g.maintenance,
    )!;
    const vf = await call(app, gameCalls.trialLaunch, undefined, { query: { nodeId: vendorFree.nodeId } });
    expect(vf.json().value.content.game_url).toBe(
      `/vendor-sim/launch?mode=demo&game=${vendorFree.gameCode}&vendor=AUR`,
    );
    const noTrial = await call(app, gameCalls.trialLaunch, undefined, { query: { nodeId: paid.nodeId } });
    expect([noTrial.statusCode, noTrial.json().errorCode]).toEqual([400, 'game.trial.unavailable']);
  });
});

describe('winner board', () => {
  it('is public and lists real win transfers of real members, names masked', async () => {
    const board = async () =>
      (await call(app, gameCalls.winnerBoard, undefined, { query: { limitNum: '20' } })).json().value.list;
    expect(Array.isArray(await board())).toBe(true);
    const member = await createMember(database, { username: `winner${randomUUID().slice(0, 6)}` });
    await createLedgerService(database.db).transfer({
      merchantCode: TEST_MERCHANT,
      idempotencyKey: `test-win:${randomUUID()}`,
      type: 'win',
      debit: { kind: 'house', house: 'game_revenue', currency: 'MMK' },
      credit: { kind: 'member', memberId: member.id, currency: 'MMK' },
      amount: 9_000_000_000_00n,
      actor: { kind: 'system', id: 'test' },
      metadata: { vendor: 'JADE', gameCode: 'jade-dragon' },
    });
    const top = (await board())[0].vo;
    expect(top).toMatchObject({
      gameName: 'Jade Dragon',
      customerName: `${member.username.slice(0, 2)}***${member.username.slice(-2)}`,
      winAmount: 9_000_000_000,
      nodeId: '200001',
      gameType: 'RNG',
      vendor: 'JADE',
    });
    expect((await board()).length).toBeLessThanOrEqual(20);
    const byCategory = async (gameCategory: string) =>
      (await call(app, gameCalls.winnerBoard, undefined, { query: { gameCategory } })).json().value.list;
    expect((await byCategory('RNG'))[0].vo.nodeId).toBe('200001');
    expect((await byCategory('LIVE')).some((e: { vo: { nodeId: string } }) => e.vo.nodeId === '200001')).toBe(
      false,
    );
    // Trial accounts' demo wins are not real wins.
    const trial = await createMember(database, { type: 4 });
    await createLedgerService(database.db).transfer({
      merchantCode: TEST_MERCHANT,
      idempotencyKey: `test-win:${randomUUID()}`,
      type: 'win',
      debit: { kind: 'house', house: 'game_revenue', currency: 'MMK' },
      credit: { kind: 'member', memberId: trial.id, currency: 'MMK' },
      amount: 9_500_000_000_00n,
      actor: { kind: 'system', id: 'test' },
      metadata: { nodeId: '200002' },
    });
    expect((await board())[0].vo.nodeId).toBe('200001');
  });
});

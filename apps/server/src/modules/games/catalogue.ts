import type { GameCategory } from '@jade/contract/games';
import type { MIN_BET_OPTIONS } from '@jade/contract/game-catalogue';
import type {
  GameClassify,
  GameListQuery,
  GameTile,
  JackpotType,
  LaunchKind,
} from '@jade/contract/game-catalogue';
import { classifyDisplayName } from './names';

/** One game of the in-memory catalogue snapshot, with its vendor's facts. */
export interface CatalogueGame {
  nodeId: string;
  gameCode: string;
  vendorCode: string;
  vendorName: string;
  vendorSort: number;
  vendorIsGame: string;
  gameType: GameCategory;
  names: Record<string, string>;
  classification: string;
  minBet: number;
  minLineNum: number;
  supportPlay: number;
  isHot: boolean;
  isNew: boolean;
  /** The game's own flag or its vendor's. */
  maintenance: boolean;
  alternatives: string[];
  jackpotType: JackpotType | null;
  launchKind: LaunchKind;
  playType: string | null;
  sortOrder: number;
  /** The game and its vendor are enabled. */
  enabled: boolean;
}

export interface Catalogue {
  /** Every game, in list order: vendor sort, game sort, EN name, node id. */
  games: CatalogueGame[];
  byNode: Map<string, CatalogueGame>;
  /** When a vendor's maintenance window opens or closes next (epoch ms): the snapshot is stale then. */
  staleAt?: number | null;
}

export function nameIn(game: CatalogueGame, language: string): string {
  return game.names[language] ?? game.names.EN ?? game.gameCode;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** List order: vendor sort, game sort, EN name, node id (plain code-point comparisons: fast and stable). */
export function compareGames(a: CatalogueGame, b: CatalogueGame): number {
  return (
    a.vendorSort - b.vendorSort ||
    a.sortOrder - b.sortOrder ||
    byText(nameIn(a, 'EN'), nameIn(b, 'EN')) ||
    byText(a.nodeId, b.nodeId)
  );
}

export function buildCatalogue(list: CatalogueGame[]): Catalogue {
  const games = [...list].sort(compareGames);
  return { games, byNode: new Map(games.map((g) => [g.nodeId, g])) };
}

/** The minimum-bet option in minor units (0.05 → 5); null = no filter ('all' or absent). */
export function minBetLimit(option: (typeof MIN_BET_OPTIONS)[number] | undefined): number | null {
  if (!option || option === 'all') return null;
  return Math.round(Number(option) * 100);
}

const lower = (text: string) => text.toLocaleLowerCase();

/**
 * The filters of the game list. Only enabled games are listed (games in maintenance are listed, marked).
 * gameName: case-insensitive "contains" in the request language's name and in the EN name.
 * minBet: games whose minimum bet is at most the option. minLineNum: games whose minimum lines are at
 * most the value.
 */
export function filterGames(
  catalogue: Catalogue,
  query: Omit<GameListQuery, 'pageNo' | 'pageSize'>,
  language: string,
): CatalogueGame[] {
  const limit = minBetLimit(query.minBet);
  const search = query.gameName ? lower(query.gameName) : '';
  const vendor = query.vassalage ? query.vassalage.toUpperCase() : '';
  const classify = query.gameClassify ? lower(query.gameClassify) : '';
  return catalogue.games.filter(
    (g) =>
      g.enabled &&
      (!query.gameType || g.gameType === query.gameType) &&
      (!vendor || g.vendorCode.toUpperCase() === vendor) &&
      (!classify || classify === 'all' || g.classification === classify) &&
      (limit === null || g.minBet <= limit) &&
      (query.minLineNum === undefined || g.minLineNum <= query.minLineNum) &&
      (!query.jackpotType || g.jackpotType === query.jackpotType) &&
      (!search || lower(nameIn(g, language)).includes(search) || lower(nameIn(g, 'EN')).includes(search)),
  );
}

export function paginate<T>(items: readonly T[], pageNo: number, pageSize: number) {
  const totalCount = items.length;
  const totalPages = Math.ceil(totalCount / pageSize);
  return { page: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalCount, totalPages };
}

/** The classifications of a set of games with their counts, in first-seen order. */
export function classifyCounts(games: readonly CatalogueGame[]): GameClassify[] {
  const counts = new Map<string, number>();
  for (const g of games) counts.set(g.classification, (counts.get(g.classification) ?? 0) + 1);
  return [...counts].map(([key, gameCount]) => ({ key, displayName: classifyDisplayName(key), gameCount }));
}

const enc = encodeURIComponent;

/** The site route of a game: the lottery page for lottery games, the /game page for the others. */
export function siteUrl(g: CatalogueGame): string {
  if (g.launchKind === 'lottery') {
    return `/lottery?gameCode=${enc(g.gameCode)}&vendor=${enc(g.vendorCode)}&playType=${enc(g.playType ?? '')}`;
  }
  return `/game?vendor=${enc(g.vendorCode)}&gameCode=${enc(g.gameCode)}`;
}

export function toTile(g: CatalogueGame, language: string): GameTile {
  const name = nameIn(g, language);
  const icon = `/img/game/${enc(g.gameCode)}.webp?name=${enc(name)}&vendor=${enc(g.vendorName)}&category=${g.gameType}`;
  return {
    nodeId: g.nodeId,
    gameId: g.gameCode,
    gameCode: g.gameCode,
    gameName: name,
    nodeName: name,
    displayName: name,
    title: name,
    gameType: g.gameType,
    vassalage: g.vendorCode,
    vendor: g.vendorCode,
    vendorName: g.vendorName,
    gameClassify: g.classification,
    minBet: g.minBet / 100,
    minLineNum: g.minLineNum,
    supportPlay: g.supportPlay,
    isHot: g.isHot ? 1 : 0,
    isNew: g.isNew ? 1 : 0,
    maintenance: g.maintenance,
    jackpotType: g.jackpotType,
    launchKind: g.launchKind,
    showIcon: icon,
    iconUrl: icon,
    lagerIcon: icon,
    defaultIcon: `/img/game/${enc(g.gameCode)}.webp?category=${g.gameType}`,
    url: siteUrl(g),
  };
}

/** A game can be launched (listed, enabled, not in maintenance). */
export const launchable = (g: CatalogueGame) => g.enabled && !g.maintenance;

/**
 * Suggested games while one is in maintenance: its own suggestions when set (those launchable),
 * else launchable games of the same category and classification, the same vendor first. At most 6.
 */
export function alternativesOf(catalogue: Catalogue, game: CatalogueGame, max = 6): CatalogueGame[] {
  const own = game.alternatives
    .map((id) => catalogue.byNode.get(id))
    .filter((g): g is CatalogueGame => !!g && launchable(g));
  if (own.length > 0) return own.slice(0, max);
  const similar = catalogue.games.filter(
    (g) =>
      g.nodeId !== game.nodeId &&
      launchable(g) &&
      g.gameType === game.gameType &&
      g.classification === game.classification,
  );
  const sameVendor = similar.filter((g) => g.vendorCode === game.vendorCode);
  const others = similar.filter((g) => g.vendorCode !== game.vendorCode);
  return [...sameVendor, ...others].slice(0, max);
}

/** Masks a customer name for the winner board: 'dealer' → 'de***er'; short names keep one letter. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

import type { GameCategory } from '@jade/contract/games';

/** Every route of the site (spec §2) in one typed table. */
export const paths = {
  home: '/',
  index: '/index',
  indexHtml: '/index.html',
  homeAlias: '/home',
  register: '/register',
  registerHtml: '/register.html',
  login: '/login',
  noticePage: '/noticePage',
  pointMall: '/pointMall',
  /** The prize wheel: tickets from the day's deposits or from operators, one spin each (decision R9). */
  prizeWheel: '/prizeWheel',
  sports: '/sports',
  esports: '/esports',
  lott: '/lott',
  elott: '/elott',
  lottery: '/lottery',
  rng: '/rng',
  fish: '/fish',
  live: '/live',
  pvp: '/pvp',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  /** The VIP club: the member's level, the month's progress and the brand's ladder (issue 15). */
  vip: '/vip',
  seamless: '/seamless',
  fbsports: '/fbsports',
  help: '/help',
  helpmc: '/helpmc',
  down: '/down',
  download: '/download',
  join: '/join',
  /** The page of a mailed password-reset link (`?token=`). */
  resetPassword: '/resetPassword',
  game: '/game',
  lottert: '/lottert',
  vnlottery: '/vnlottery',
  sealottery: '/sealottery',
  /** Verifies a finished in-house round in the browser (`?roundId=`; docs/provably-fair.md). */
  verify: '/verify',
  /** Checks a drawn lottery draw in the browser (`?game=&draw=&seed=&hash=&digits=`). */
  lotteryVerify: '/lottery-verify',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/** Category pages: the category comes from the route (spec §2). */
export const CATEGORY_PAGES = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
} as const satisfies Record<string, GameCategory>;

/** Games listing pages: the route name upper-cased is the game type (spec §2). */
export const LISTING_PAGES = ['/rng', '/fish', '/live', '/pvp'] as const;

/** Paths reachable without a session when the brand requires login (spec §2 route guard). */
export const PUBLIC_WHEN_LOGIN_REQUIRED: readonly string[] = [
  paths.login,
  paths.register,
  paths.registerHtml,
  paths.helpmc,
  paths.download,
];

/** Pages shown without the header (spec §2). */
export const HEADERLESS_PATHS: readonly string[] = [paths.seamless, paths.lottery];

/** The page type that styles the main area: the path without its leading slash, 'home' for '/'. */
export function pageTypeOf(pathname: string): string {
  const type = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return type === '' ? 'home' : type;
}

/** A class-name-safe form of the page type (`index.html` becomes `index-html`). */
export function pageClassOf(pathname: string): string {
  return `page-${pageTypeOf(pathname).replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** Where the route guard sends a visitor, or null to stay. */
export function guardRedirect(pathname: string, opts: { loginRequired: boolean; hasToken: boolean }) {
  if (!opts.loginRequired || opts.hasToken) return null;
  return PUBLIC_WHEN_LOGIN_REQUIRED.includes(pathname) ? null : paths.login;
}

export function categoryHref(category: GameCategory, vendor?: string): string | null {
  const base = {
    RNG: paths.rng,
    LIVE: paths.live,
    FISH: paths.fish,
    PVP: paths.pvp,
    SPORTS: paths.sports,
    ESPORTS: paths.esports,
    LOTT: paths.lott,
    ELOTT: paths.elott,
  }[category as string];
  if (!base) return null;
  return vendor ? `${base}?vendor=${encodeURIComponent(vendor)}` : base;
}

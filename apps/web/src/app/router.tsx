import { useEffect, type ComponentType } from 'react';
import { ROUTE_BANNER_GROUPS } from '@jade/contract/content-constants';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { pageMounted } from '../lib/first-screen';
import { lazyWithTimeout } from '../lib/lazy-with-timeout';
import { loadWithTexts } from '../lib/load-with-texts';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';

type PageModule = { Component: ComponentType };

/**
 * One lazy chunk per page; a chunk that fails or takes over 120 s shows 'Loading chunk failed'. Pages
 * wait for the whole catalogue, except the landing pages, whose first view needs only its first part.
 */
function page(load: () => Promise<PageModule>, { landing = false } = {}): RouteObject['lazy'] {
  return async () => {
    const module = await (landing ? lazyWithTimeout(load) : loadWithTexts(load));
    return { Component: module.Component };
  };
}

const home = page(() => import('./routes/home'), { landing: true });
const category = page(() => import('./routes/category'), { landing: true });
const listing = page(() => import('./routes/listing'), { landing: true });
const gamePage = page(() => import('./routes/game-page'));
const register = page(() => import('./routes/register'));
const download = page(() => import('./routes/download'));

/**
 * The page itself. Its mounting (not the shell's) is what the first screen waits for: the cover
 * (index.html) goes once the page is drawn, or, on a page with a banner strip, once the strip has
 * drawn the banner the cover shows.
 */
function PageOutlet() {
  const { pathname } = useLocation();
  useEffect(() => pageMounted(ROUTE_BANNER_GROUPS[pathname] !== undefined), [pathname]);
  return <Outlet />;
}

/** Spec §2 routes, in browser-history mode. Paths are those of config/paths.ts. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <PageOutlet />,
        errorElement: <RouteError />,
        // While the first page's code loads, the shell (header, banner strip) already renders around
        // an empty page: two shorter tasks instead of one long one, under the first screen's cover.
        HydrateFallback: EmptyPage,
        children: [
          { index: true, lazy: home },
          { path: 'index', lazy: home },
          { path: 'index.html', lazy: home },
          { path: 'home', lazy: home },
          { path: 'register', lazy: register },
          { path: 'register.html', lazy: register },
          { path: 'login', lazy: page(() => import('./routes/login')) },
          { path: 'noticePage', lazy: page(() => import('./routes/notice')) },
          { path: 'pointMall', lazy: page(() => import('./routes/point-mall')) },
          { path: 'prizeWheel', lazy: page(() => import('./routes/prize-wheel')) },
          { path: 'sports', lazy: category },
          { path: 'esports', lazy: category },
          { path: 'lott', lazy: category },
          { path: 'elott', lazy: category },
          { path: 'rng', lazy: listing },
          { path: 'fish', lazy: listing },
          { path: 'live', lazy: listing },
          { path: 'pvp', lazy: listing },
          { path: 'promotions', lazy: page(() => import('./routes/promotions'), { landing: true }) },
          { path: 'promoDetail', lazy: page(() => import('./routes/promo-detail')) },
          { path: 'vip', lazy: page(() => import('./routes/vip')) },
          { path: 'help', lazy: page(() => import('./routes/help')) },
          { path: 'helpmc', lazy: page(() => import('./routes/helpmc')) },
          { path: 'down', lazy: download },
          { path: 'download', lazy: download },
          { path: 'join', lazy: page(() => import('./routes/join')) },
          { path: 'resetPassword', lazy: page(() => import('./routes/reset-password')) },
          { path: 'lottery', lazy: page(() => import('./routes/lottery'), { landing: true }) },
          { path: 'seamless', lazy: gamePage },
          { path: 'fbsports', lazy: gamePage },
          { path: 'game', lazy: gamePage },
          { path: 'lottert', lazy: gamePage },
          { path: 'vnlottery', lazy: gamePage },
          { path: 'sealottery', lazy: gamePage },
          { path: 'verify', lazy: page(() => import('./routes/verify')) },
          { path: 'lottery-verify', lazy: page(() => import('./routes/lottery-verify')) },
          // Unknown paths go home.
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

/** What the page's place holds while the first page's code loads: nothing (the cover is on top). */
function EmptyPage() {
  return null;
}

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The app's one router. Creating it matches the landing page and starts loading that page's code;
 * mount.tsx creates it in a task of its own before the first render needs it.
 */
export function appRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}

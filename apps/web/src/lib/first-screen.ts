import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';
import { onIdle } from './idle-turn';

/**
 * The first screen: plain HTML over the page (index.html, filled by the server) that shows the header
 * bar and the home page's first banner before any script has run (decision H-homeperf-4). The app
 * draws the same picture beneath it and then takes it away, so the visitor sees one continuous page.
 */
const COVER_ID = 'first-screen';

/** The cookie that tells the server which region's banner to draw (modules/first-screen/service.ts). */
const CHOSEN_REGION_COOKIE = 'jade_region';

/** At the latest this long after the app's first page mounted, the cover goes whatever happened. */
export const FIRST_SCREEN_MAX_MS = 1500;

function cover(): HTMLElement | null {
  return document.getElementById(COVER_ID);
}

/** The mark that ends the first load: what starts later is not on the first screen's path. */
export const FIRST_SCREEN_IDLE_MARK = 'jade:first-screen-idle';

/**
 * Set on the root this long after {@link FIRST_SCREEN_IDLE_MARK}: the page's endless decorations (the
 * notice bar's marquee) start moving then, not while the first load still needs the phone's cores.
 */
const MOTION_ATTRIBUTE = 'data-motion';
const MOTION_AFTER_IDLE_MS = 1500;

let dismissed: () => void;
const firstScreenGone = new Promise<void>((resolve) => (dismissed = resolve));
let idle: Promise<void> | null = null;
let idleReached = false;

/** Takes the cover away (the page beneath is drawn). Safe to call any number of times. */
export function dismissFirstScreen(): void {
  cover()?.remove();
  dismissed();
}

/**
 * Resolves once the first screen is gone and the browser is next idle: the time for work that the
 * first screen does not need (the rest of the catalogue, the dialogs' code). Marks the moment with
 * {@link FIRST_SCREEN_IDLE_MARK}, which the first-load budget (e2e/tests/shell/first-load.spec.ts)
 * takes as the end of the first load.
 */
export function afterFirstScreen(): Promise<void> {
  idle ??= firstScreenGone
    .then(() => new Promise<void>((resolve) => onIdle(resolve, 2000)))
    .then(() => {
      idleReached = true;
      performance.mark(FIRST_SCREEN_IDLE_MARK);
      setTimeout(() => document.documentElement.setAttribute(MOTION_ATTRIBUTE, ''), MOTION_AFTER_IDLE_MS);
    });
  return idle;
}

/** Whether {@link afterFirstScreen} has resolved: later pages render whole at once. */
export function firstScreenIdleReached(): boolean {
  return idleReached;
}

/** The path the visitor landed on (this module is evaluated by the entry, before any navigation). */
const landingPath = typeof window === 'undefined' ? '' : window.location.pathname;
let leftLandingPage = false;

/**
 * Whether the visitor is still on the page they landed on: its lists keep rendering a few items per
 * idle turn even when their answer comes after {@link afterFirstScreen} (a late answer rendered a
 * whole grid of 24 tiles in one task of the first load). Once another path has been seen, false.
 */
export function onLandingPage(): boolean {
  if (!leftLandingPage && window.location.pathname !== landingPath) leftLandingPage = true;
  return !leftLandingPage;
}

/**
 * Whether the first screen is done ({@link afterFirstScreen}): what opens by itself (the gift and
 * notice popups) waits for it, so that it is no part of the first load.
 */
export function useAfterFirstScreen(): boolean {
  const [reached, setReached] = useState(idleReached);
  useEffect(() => {
    if (reached) return;
    let live = true;
    void afterFirstScreen().then(() => live && setReached(true));
    return () => {
      live = false;
    };
  }, [reached]);
  return reached;
}

/** Whether the cover shows a banner, which the page's own banner strip takes over. */
export function firstScreenHasBanner(): boolean {
  return Boolean(cover()?.querySelector('img'));
}

/**
 * The app's first page has mounted: the cover goes after its next frame, unless the page is the one
 * whose banner the cover shows, which then goes when that banner is drawn ({@link bannerDrawn}) or
 * after {@link FIRST_SCREEN_MAX_MS}. Returns a cancel function for an effect's clean-up.
 */
export function pageMounted(showsCoverBanner: boolean): () => void {
  if (!cover()) return () => undefined;
  if (!showsCoverBanner || !firstScreenHasBanner()) return afterNextPaint(dismissFirstScreen);
  const timer = setTimeout(dismissFirstScreen, FIRST_SCREEN_MAX_MS);
  return () => clearTimeout(timer);
}

/** The page's first banner has loaded: the cover goes once it is drawn. */
export function bannerDrawn(): void {
  if (cover()) afterNextPaint(dismissFirstScreen);
}

/** Mirrors the region the visitor chose (or forgets it) for the server's first screen. */
export function rememberChosenRegion(merchantCode: string | null): void {
  const maxAge = merchantCode ? 400 * 24 * 3600 : 0;
  document.cookie = `${CHOSEN_REGION_COOKIE}=${encodeURIComponent(merchantCode ?? '')}; path=/; max-age=${maxAge}; samesite=lax`;
}

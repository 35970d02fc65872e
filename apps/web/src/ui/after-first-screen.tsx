import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstScreen, firstScreenIdleReached, onLandingPage } from '../lib/first-screen';
import { whenCatalogueComplete } from '../lib/i18n';
import { idleTurn } from '../lib/idle-turn';

/**
 * Renders its children once the first screen is done and the whole catalogue is there (their texts
 * need not be in its first part), in an idle turn of their own (lib/idle-turn):
 * for parts below the fold or out of a phone's view (footer, side bar), which then weigh on neither
 * the first picture nor the tasks that draw it. Shows `fallback` until then.
 */
export function AfterFirstScreen({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [shown, setShown] = useState(firstScreenIdleReached);
  useEffect(() => {
    if (shown) return;
    let live = true;
    void afterFirstScreen()
      .then(whenCatalogueComplete)
      .then(idleTurn)
      .then(() => live && setShown(true));
    return () => {
      live = false;
    };
  }, [shown]);
  return <>{shown ? children : fallback}</>;
}

/**
 * How many of `total` items a long list renders: the first `first` at once, then `step` more in each
 * idle turn, so that neither the page's first render nor any later one is a long task (a task's time
 * over 50 ms is what blocks the page). On the page the visitor landed on, whenever its answer comes;
 * pages opened later render whole. Once complete, the list stays complete as it grows.
 */
export function useProgressiveCount(total: number, first: number, step = first): number {
  const [count, setCount] = useState(() => (firstScreenIdleReached() && !onLandingPage() ? Infinity : first));
  const partial = count < total;
  useEffect(() => {
    if (!partial) return;
    let live = true;
    void idleTurn().then(() => live && setCount((c) => (c + step >= total ? Infinity : c + step)));
    return () => {
      live = false;
    };
  }, [partial, count, total, step]);
  return Math.min(count, total);
}

/**
 * The places of a progressive list's items still to come (useProgressiveCount): empty list items,
 * hidden from assistive technology, in a grid whose rows are equal (`auto-rows-fr`), so each row of
 * places is as tall as a row of items. The list then has its final height from its first render, and
 * the page below it does not move at each idle turn: a move repainted and rastered everything under
 * the list again (on `/rng`, a third of the first load's raster tiles, docs/performance.md).
 */
export function ComingPlaces({ count, className }: { count: number; className: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={`coming-${i}`} aria-hidden="true" className={className} />
      ))}
    </>
  );
}

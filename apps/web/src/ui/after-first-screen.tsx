import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstScreen, firstScreenIdleReached } from '../lib/first-screen';
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
 * How many of `total` items a long list renders: the first `first` at once, all of them from the next
 * idle turn on, so that a page's first render stays short. Once complete, the list stays complete.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [complete, setComplete] = useState(firstScreenIdleReached);
  const partial = !complete && total > first;
  useEffect(() => {
    if (!partial) return;
    let live = true;
    void idleTurn().then(() => live && setComplete(true));
    return () => {
      live = false;
    };
  }, [partial]);
  return partial ? first : total;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import EmblaCarousel, {
  type EmblaCarouselType,
  type EmblaOptionsType,
  type EmblaPluginType,
} from 'embla-carousel';
import { areOptionsEqual, arePluginsEqual } from 'embla-carousel-reactive-utils';
import { useAfterFirstScreen } from './first-screen';

export type CarouselApi = EmblaCarouselType;

/**
 * An Embla carousel whose engine is created when it is first needed (decision P23), not with the page:
 * creating it measures the viewport and every slide, which lays the page out, in one task of the
 * first load, for a row that stands still for its first seconds anyway. It is created
 * - when its first move falls due: `firstMoveMs` after the first screen is done (or after the page
 *   mounted, on a later page); it then makes that move at once, so the rhythm is the autoplay's own;
 * - or when the visitor reaches for it: a pointer over it or down on it, focus inside it. It is created
 *   inside that event, so the touch that woke it is already a drag of the row.
 * Until then the row stands where it will start. The autoplay plugin is given `playOnInit: false` and
 * started here, except under a mouse pointer or focus: the plugin's own pause on `mouseenter` and
 * `focusin` came before it existed, and its `mouseleave` and `focusout` start it.
 */
export function useWakingCarousel({
  options,
  plugins,
  firstMoveMs,
  jump,
}: {
  options: EmblaOptionsType;
  plugins: EmblaPluginType[];
  /** When the row first moves by itself; null if it never does. */
  firstMoveMs: number | null;
  /** Move without sliding (reduced motion). */
  jump: boolean;
}) {
  const viewport = useRef<HTMLDivElement | null>(null);
  const engine = useRef<EmblaCarouselType | null>(null);
  const stored = useRef({ options, plugins });
  const [api, setApi] = useState<EmblaCarouselType>();
  const firstScreenDone = useAfterFirstScreen();

  /** Creates the engine now, if it does not exist; `due` makes the first move. */
  const wake = useCallback(
    (reason: 'due' | 'pointer' | 'touch' | 'focus'): EmblaCarouselType | null => {
      if (engine.current) return engine.current;
      if (!viewport.current) return null;
      const created = EmblaCarousel(viewport.current, stored.current.options, stored.current.plugins);
      engine.current = created;
      if (reason === 'due' && document.visibilityState === 'visible') created.scrollNext(jump);
      if (reason === 'due' || reason === 'touch') created.plugins().autoplay?.play();
      setApi(created);
      return created;
    },
    [jump],
  );

  useEffect(() => {
    if (api || firstMoveMs === null || !firstScreenDone) return;
    const timer = setTimeout(() => wake('due'), firstMoveMs);
    return () => clearTimeout(timer);
  }, [api, firstMoveMs, firstScreenDone, wake]);

  useEffect(() => {
    if (areOptionsEqual(stored.current.options, options) && arePluginsEqual(stored.current.plugins, plugins))
      return;
    stored.current = { options, plugins };
    engine.current?.reInit(options, plugins);
  }, [options, plugins]);

  // The viewport's ref. An engine is bound to one element: when the row's viewport goes (a strip shows
  // its skeleton or fallback) or is replaced, the engine goes with it, and the next wake makes a new one.
  const viewportRef = useCallback((node: HTMLDivElement | null) => {
    if (node === viewport.current) return;
    viewport.current = node;
    if (!engine.current) return;
    engine.current.destroy();
    engine.current = null;
    setApi(undefined);
  }, []);

  /** Does something with the engine, creating it first if needed (a dot or an arrow pressed early). */
  const run = useCallback(
    (action: (carousel: EmblaCarouselType) => void) => {
      // The visitor's own press: autoplay waits for the pointer or the focus to leave, as on focus.
      const carousel = wake('focus');
      if (carousel) action(carousel);
    },
    [wake],
  );

  const byPointer = (event: { pointerType: string }) => {
    wake(event.pointerType === 'mouse' ? 'pointer' : 'touch');
  };
  /** For the carousel's root element. */
  const wakeHandlers = {
    onPointerEnter: byPointer,
    onPointerDown: byPointer,
    onFocus: () => void wake('focus'),
  };

  return { viewportRef, api, run, wakeHandlers };
}

import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { artworkSrcSet } from '@jade/contract/artwork';
import { cn } from '../lib/cn';
import { onLandingPage } from '../lib/first-screen';

/** Spec §9 lazy images: start loading when a tenth is visible; one retry, then the fallback. */
export const LAZY_THRESHOLD = 0.1;
export const LAZY_RETRIES = 1;

export interface LazyImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'srcSet' | 'sizes'
> {
  src: string;
  /** Required: describe the image, or '' for a decorative one. */
  alt: string;
  /** Intrinsic size: reserves the box (no layout shift) and lets the browser pick the decode size. */
  width: number;
  height: number;
  /** The page's main image (the first banner): loads at once with high fetch priority. */
  priority?: boolean;
  /**
   * How wide the image is shown, for the browser's pick among the server's widths of a generated
   * picture (decision P29). A lazy image is measured by the browser itself (`sizes="auto"`), and this
   * is only the answer for browsers without it; a `priority` one loads before layout, so this must
   * be right. Default: the viewport's width.
   */
  sizes?: string;
  /** Shown when the image still fails after the retry; default a quiet plate of the same size. */
  fallback?: ReactNode;
}

/** `src` with a retry marker, so the browser asks the server again instead of reusing the failure. */
export function retryUrl(src: string, attempt: number): string {
  if (attempt === 0) return src;
  const [base = '', hash] = src.split('#');
  const next = `${base}${base.includes('?') ? '&' : '?'}retry=${attempt}`;
  return hash === undefined ? next : `${next}#${hash}`;
}

const waiting = new WeakMap<Element, () => void>();
let shared: IntersectionObserver | null = null;

/**
 * Runs `run` once when a tenth of `el` is in view; returns the cancel. One observer for every lazy
 * image of the page: a page of game tiles made one each.
 */
export function whenVisible(el: Element, run: () => void): () => void {
  const observer = (shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const start = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        start?.();
      }
    },
    { threshold: LAZY_THRESHOLD },
  ));
  waiting.set(el, run);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer.unobserve(el);
  };
}

/**
 * Whether the element of `ref` has been a tenth in view (spec §9), through {@link whenVisible}; true
 * from the start when `already`, and at once where there is no IntersectionObserver.
 */
export function useSeenOnce(ref: RefObject<Element | null>, already = false): boolean {
  const [seen, setSeen] = useState(already);
  useEffect(() => {
    if (seen) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    return whenVisible(el, () => setSeen(true));
  }, [seen, ref]);
  return seen;
}

/**
 * An image that loads once it scrolls near view (IntersectionObserver, threshold 0.1), retries once on
 * error and then shows a fallback. `priority` images skip the observer for the LCP. The server's own
 * artwork lists its widths as `srcset` (decision P29), so a phone fetches and decodes about what it shows.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  priority = false,
  sizes = '100vw',
  fallback,
  className,
  onLoad,
  ...rest
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const visible = useSeenOnce(ref, priority);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  // The pictures of the page the visitor landed on appear with it; those of the pages they go to next
  // fade in. A 300-ms fade per picture was raster and compositor work in the first load's busiest
  // second (decision P30).
  const [fades] = useState(() => !priority && !onLandingPage());
  // A new source starts over.
  const [prevSrc, setPrevSrc] = useState(src);
  if (prevSrc !== src) {
    setPrevSrc(src);
    setAttempt(0);
    setLoaded(false);
  }

  if (attempt > LAZY_RETRIES) {
    return (
      fallback ?? (
        <span
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          data-testid="lazy-image-fallback"
          className={cn('block bg-[linear-gradient(135deg,var(--surface-3),var(--surface-2))]', className)}
          style={{ aspectRatio: `${width} / ${height}` }}
        />
      )
    );
  }

  const url = visible ? retryUrl(src, attempt) : undefined;
  const srcSet = url === undefined ? undefined : artworkSrcSet(url);
  return (
    <img
      ref={ref}
      {...rest}
      sizes={srcSet === undefined ? undefined : priority ? sizes : `auto, ${sizes}`}
      srcSet={srcSet}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      data-loaded={loaded || undefined}
      onLoad={(event) => {
        setLoaded(true);
        onLoad?.(event);
      }}
      onError={() => setAttempt((a) => a + 1)}
      className={cn(!loaded && !priority && 'opacity-0', fades && 'image-fade', className)}
    />
  );
}

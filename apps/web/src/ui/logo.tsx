import { useId } from 'react';
import { cn } from '../lib/cn';

/** Jade's mark: a faceted jade gem with a gold rim, and the brand name as a gold wordmark. */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  const id = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3ee0b0" />
          <stop offset="0.55" stopColor="#0e9a72" />
          <stop offset="1" stopColor="#04513c" />
        </linearGradient>
        <linearGradient id={`${id}r`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff0bf" />
          <stop offset="0.5" stopColor="#e6bd55" />
          <stop offset="1" stopColor="#a8791a" />
        </linearGradient>
      </defs>
      <path d="M32 3 58 18v28L32 61 6 46V18z" fill={`url(#${id}g)`} stroke={`url(#${id}r)`} strokeWidth="4" />
      <path
        d="M32 3v16M58 18 44 25M6 18l14 7M32 61V45"
        stroke="#ffffff"
        strokeOpacity="0.18"
        strokeWidth="1.5"
      />
      <path d="M20 25 32 19l12 6v14l-12 6-12-6z" fill="#ffffff" fillOpacity="0.1" />
      <path
        d="M36.5 17.5v21c0 6.2-4.1 10.2-10 10.2-3.4 0-6.2-1.3-8.2-3.4l3.3-4.6c1.3 1.2 2.8 1.9 4.4 1.9 2.7 0 4.3-1.6 4.3-5V17.5z"
        fill={`url(#${id}r)`}
      />
    </svg>
  );
}

/** The same mark as a standalone SVG document (drawn into canvases, e.g. the QR code's logo). */
export const LOGO_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3ee0b0"/><stop offset="0.55" stop-color="#0e9a72"/><stop offset="1" stop-color="#04513c"/></linearGradient><linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff0bf"/><stop offset="0.5" stop-color="#e6bd55"/><stop offset="1" stop-color="#a8791a"/></linearGradient></defs><path d="M32 3 58 18v28L32 61 6 46V18z" fill="url(#g)" stroke="url(#r)" stroke-width="4"/><path d="M32 3v16M58 18 44 25M6 18l14 7M32 61V45" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1.5"/><path d="M20 25 32 19l12 6v14l-12 6-12-6z" fill="#ffffff" fill-opacity="0.1"/><path d="M36.5 17.5v21c0 6.2-4.1 10.2-10 10.2-3.4 0-6.2-1.3-8.2-3.4l3.3-4.6c1.3 1.2 2.8 1.9 4.4 1.9 2.7 0 4.3-1.6 4.3-5V17.5z" fill="url(#r)"/></svg>`;

export function Logo({
  name,
  size = 40,
  className,
  tone = 'header',
  wordmarkClassName,
}: {
  name: string;
  size?: number;
  className?: string;
  wordmarkClassName?: string;
  /** 'header' for the dark jade bars, 'page' for page surfaces. */
  tone?: 'header' | 'page';
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark size={size} />
      <span
        className={cn(
          'text-[1.6rem] leading-none font-extrabold tracking-[0.14em] uppercase',
          tone === 'header' ? 'gold-text' : 'text-brand-fg',
          wordmarkClassName,
        )}
        style={{ fontSize: size * 0.62 }}
      >
        {name}
      </span>
    </span>
  );
}

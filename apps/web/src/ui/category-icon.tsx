import type { GameCategory } from '@jade/contract/games';
import type { ReactNode } from 'react';

/** One drawn icon per game category, for the navigation and the home showcase. */
export function CategoryIcon({ category, size = 22 }: { category: GameCategory; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[category] ?? PATHS.RNG}
    </svg>
  );
}

const PATHS: Partial<Record<GameCategory, ReactNode>> = {
  RNG: (
    <>
      <rect x="3" y="5" width="15" height="14" rx="2.5" />
      <path d="M8 5v14M13 5v14" />
      <path d="M4.6 10.5h1.8l-1 3M9.6 10.5h1.8l-1 3M14.6 10.5h1.8l-1 3" />
      <path d="M18 9h1.5a1 1 0 0 1 1 1v3M20.5 7.5v1.5" />
      <circle cx="20.5" cy="6.5" r="1" />
    </>
  ),
  LIVE: (
    <>
      <rect x="4" y="4.5" width="9.5" height="13" rx="1.8" transform="rotate(-10 8.75 11)" />
      <rect x="10.5" y="6.5" width="9.5" height="13" rx="1.8" transform="rotate(8 15.25 13)" />
      <path
        d="M15.4 10.8c1 1.1 2.2 1.9 2 3.1-.1.9-1.3 1.2-2 .4-.7.8-1.9.5-2-.4-.2-1.2 1-2 2-3.1Z"
        fill="currentColor"
      />
    </>
  ),
  FISH: (
    <>
      <path d="M3 12c3-4.5 8.5-6 13-3.5l4-2.5-1.5 6 1.5 6-4-2.5C11.5 18 6 16.5 3 12Z" />
      <circle cx="7.5" cy="11.3" r="0.9" fill="currentColor" />
      <path d="M11 9.5c.8 1.6.8 3.4 0 5" />
    </>
  ),
  PVP: (
    <>
      <path d="M12 3.5c2.6 3 6.5 5 6.5 8.5a3.3 3.3 0 0 1-5.6 2.3l1 4.2H10.1l1-4.2A3.3 3.3 0 0 1 5.5 12c0-3.5 3.9-5.5 6.5-8.5Z" />
    </>
  ),
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m12 7.8 3.6 2.6-1.4 4.2H9.8l-1.4-4.2L12 7.8Z" />
      <path d="M12 3.5v4.3M15.6 10.4l4-1.5M14.2 14.6l2.5 3.4M9.8 14.6 7.3 18M8.4 10.4l-4-1.5" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M7 7.5h10a4 4 0 0 1 3.9 3.2l.9 4.6a2.4 2.4 0 0 1-4.2 2L15.8 15H8.2l-1.8 2.3a2.4 2.4 0 0 1-4.2-2l.9-4.6A4 4 0 0 1 7 7.5Z" />
      <path d="M8 10v3M6.5 11.5h3" />
      <circle cx="15.5" cy="10.6" r=".6" fill="currentColor" />
      <circle cx="17.2" cy="12.4" r=".6" fill="currentColor" />
    </>
  ),
  LOTT: (
    <>
      <circle cx="8" cy="9" r="4.5" />
      <circle cx="16.5" cy="8" r="3.5" />
      <circle cx="13" cy="16.5" r="4" />
      <path d="M7 8.3 8.3 7.3v4M16 7h1.3l-1 2.5M12.2 15.5h1.6l-1.2 2.5" />
    </>
  ),
  ELOTT: (
    <>
      <rect x="3.5" y="4" width="17" height="12.5" rx="2" />
      <path d="M8.5 20.5h7M12 16.5v4" />
      <circle cx="8.5" cy="10.2" r="2.2" />
      <circle cx="15.5" cy="10.2" r="2.2" />
    </>
  ),
  COCKFIGHT: (
    <>
      <path d="M9 20.5h6M12 17.5v3" />
      <path d="M6 9c0-2.5 2-4.5 4.5-4.5 1 0 1.8.3 2.5.8l1.5-1.8.3 2.6 2.2.4-1.8 1.4c.5 1.4.3 2.9-.2 4.1 2-.5 3.7-2 4-4.5 1.3 3.5-.2 8-5 9.5H9.5C7.5 16.8 6 14.5 6.5 12L4 11.5 6 9Z" />
      <circle cx="10.5" cy="8" r=".7" fill="currentColor" />
    </>
  ),
};

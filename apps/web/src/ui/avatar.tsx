import { useState } from 'react';
import { cn } from '../lib/cn';

/** Built-in avatars: a player silhouette on a jade or gold medallion, one per static avatar id. */
const PALETTES: readonly [string, string][] = [
  ['#0a7556', '#0e9a71'],
  ['#b48412', '#e6bd55'],
  ['#1f5f8b', '#3b8fc9'],
  ['#7a3a8c', '#a865c9'],
  ['#a33b2b', '#d9634f'],
  ['#2f6b3a', '#5aa164'],
];

function medallion([dark, light]: [string, string]): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="64" height="64" fill="url(#g)"/>` +
    `<circle cx="32" cy="25" r="11" fill="#fff" fill-opacity=".92"/>` +
    `<path d="M12 58c2-11 10-17 20-17s18 6 20 17z" fill="#fff" fill-opacity=".92"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The image shown when an avatar is missing or fails to load (spec §8 "Avatar load error"). */
export const FALLBACK_AVATAR = medallion(['#3d5249', '#6f877c']);

/** The image URL of an avatar id from the icon call: a URL as it is, a static id as a built-in one. */
export function avatarSrc(avatar: string | null | undefined): string {
  if (!avatar) return FALLBACK_AVATAR;
  if (/^(https?:)?\/|^data:image\//.test(avatar)) return avatar;
  const index = Number.parseInt(avatar, 10);
  if (!Number.isInteger(index) || index < 0) return FALLBACK_AVATAR;
  return medallion(PALETTES[index % PALETTES.length]!);
}

export function Avatar({
  avatar,
  size = 40,
  className,
}: {
  avatar: string | null | undefined;
  size?: number;
  className?: string;
}) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const src = avatarSrc(avatar);
  return (
    <img
      src={failedFor === src ? FALLBACK_AVATAR : src}
      onError={() => setFailedFor(src)}
      alt=""
      width={size}
      height={size}
      data-testid="avatar"
      className={cn('shrink-0 rounded-full border-2 border-gold object-cover', className)}
      style={{ width: size, height: size }}
    />
  );
}

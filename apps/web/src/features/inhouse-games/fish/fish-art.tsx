import type { ReactNode } from 'react';

/**
 * Jade Fish Hunt's own fish, drawn here as SVG (no copied assets). Every drawing faces right in a
 * 120 × 80 box; the screen mirrors it for fish swimming left. `size` is the fish's width relative to
 * the smallest, so the big game reads as big.
 */
export const FISH_LOOK: Record<string, { size: number; speed: number }> = {
  clownfish: { size: 1, speed: 1.25 },
  pufferfish: { size: 1.05, speed: 1 },
  angelfish: { size: 1.15, speed: 1.05 },
  lionfish: { size: 1.3, speed: 0.95 },
  'sea-turtle': { size: 1.55, speed: 0.7 },
  'manta-ray': { size: 1.8, speed: 0.8 },
  shark: { size: 2.1, speed: 0.9 },
  octopus: { size: 1.8, speed: 0.6 },
  'golden-whale': { size: 2.7, speed: 0.45 },
  'dragon-king': { size: 2.8, speed: 0.55 },
};

const eye = (cx: number, cy: number, r = 4) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill="#fff" />
    <circle cx={cx + r * 0.25} cy={cy} r={r * 0.55} fill="#0b1320" />
    <circle cx={cx + r * 0.45} cy={cy - r * 0.35} r={r * 0.2} fill="#fff" />
  </g>
);

const DRAWINGS: Record<string, ReactNode> = {
  clownfish: (
    <g>
      <path d="M14 40 L2 24 L4 40 L2 56 Z" fill="#ff7a1a" stroke="#1b1b1b" strokeWidth="2" />
      <ellipse cx="58" cy="40" rx="46" ry="24" fill="#ff7a1a" stroke="#1b1b1b" strokeWidth="2.5" />
      <path d="M38 17 Q46 40 38 63 L50 63 Q58 40 50 17 Z" fill="#fff" stroke="#1b1b1b" strokeWidth="2" />
      <path d="M72 18 Q80 40 72 62 L82 60 Q88 40 82 20 Z" fill="#fff" stroke="#1b1b1b" strokeWidth="2" />
      <path d="M50 16 Q62 4 76 16" fill="#ff9a4a" stroke="#1b1b1b" strokeWidth="2" />
      {eye(92, 34, 5)}
    </g>
  ),
  pufferfish: (
    <g>
      <path d="M22 40 L6 28 L8 40 L6 52 Z" fill="#e9c46a" stroke="#6b4f12" strokeWidth="2" />
      {Array.from({ length: 14 }, (_, i) => {
        const a = (i / 14) * Math.PI * 2;
        return (
          <path
            key={i}
            d={`M${60 + Math.cos(a) * 30} ${40 + Math.sin(a) * 30} L${60 + Math.cos(a) * 40} ${40 + Math.sin(a) * 38}`}
            stroke="#6b4f12"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        );
      })}
      <circle cx="60" cy="40" r="32" fill="#f4d58d" stroke="#6b4f12" strokeWidth="2.5" />
      <path d="M32 48 Q60 72 88 48 Q60 62 32 48 Z" fill="#fff6dc" />
      {[44, 58, 72].map((x) => (
        <circle key={x} cx={x} cy="32" r="3" fill="#b08a2e" />
      ))}
      {eye(80, 34, 6)}
      <ellipse cx="93" cy="46" rx="4" ry="3" fill="#c0392b" />
    </g>
  ),
  angelfish: (
    <g>
      <path
        d="M60 12 L40 -4 Q52 20 56 24 Z M60 68 L40 84 Q52 60 56 56 Z"
        fill="#6fd3ff"
        stroke="#0d4d7a"
        strokeWidth="2"
      />
      <path d="M20 40 L4 26 L8 40 L4 54 Z" fill="#6fd3ff" stroke="#0d4d7a" strokeWidth="2" />
      <path d="M20 40 Q60 -2 104 40 Q60 82 20 40 Z" fill="#ffd84d" stroke="#0d4d7a" strokeWidth="2.5" />
      <path d="M48 20 Q54 40 48 60 M64 16 Q70 40 64 64" stroke="#1e6fb0" strokeWidth="5" fill="none" />
      {eye(88, 36, 4.5)}
    </g>
  ),
  lionfish: (
    <g>
      {[-30, -15, 0, 15, 30].map((d) => (
        <path key={d} d={`M60 24 L${48 + d} 0`} stroke="#b3261e" strokeWidth="3" strokeLinecap="round" />
      ))}
      {[-25, -5, 15].map((d) => (
        <path key={d} d={`M56 56 L${44 + d} 80`} stroke="#b3261e" strokeWidth="3" strokeLinecap="round" />
      ))}
      <path d="M16 40 L2 26 L6 40 L2 54 Z" fill="#fbe3d4" stroke="#7a1d16" strokeWidth="2" />
      <ellipse cx="60" cy="40" rx="44" ry="20" fill="#fbe3d4" stroke="#7a1d16" strokeWidth="2.5" />
      {[30, 44, 58, 72, 86].map((x) => (
        <path key={x} d={`M${x} 22 Q${x + 6} 40 ${x} 58`} stroke="#d1342a" strokeWidth="5" fill="none" />
      ))}
      {eye(94, 36, 4.5)}
    </g>
  ),
  'sea-turtle': (
    <g>
      <path
        d="M34 20 Q18 4 8 10 Q20 22 34 28 Z M34 60 Q18 76 8 70 Q20 58 34 52 Z"
        fill="#6cc08b"
        stroke="#1f5c35"
        strokeWidth="2"
      />
      <path
        d="M84 22 Q98 8 108 16 Q96 26 86 30 Z M84 58 Q98 72 108 64 Q96 54 86 50 Z"
        fill="#6cc08b"
        stroke="#1f5c35"
        strokeWidth="2"
      />
      <ellipse cx="100" cy="40" rx="14" ry="11" fill="#6cc08b" stroke="#1f5c35" strokeWidth="2" />
      <ellipse cx="60" cy="40" rx="34" ry="26" fill="#8a5a2b" stroke="#3d2610" strokeWidth="2.5" />
      <path d="M60 16 L72 28 L72 52 L60 64 L48 52 L48 28 Z" fill="#b07a3c" stroke="#3d2610" strokeWidth="2" />
      <path d="M48 28 L30 24 M48 52 L30 56 M72 28 L90 24 M72 52 L90 56" stroke="#3d2610" strokeWidth="2" />
      {eye(104, 36, 3.5)}
    </g>
  ),
  'manta-ray': (
    <g>
      <path d="M4 40 Q-4 40 -10 44" stroke="#1d2b4f" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path
        d="M10 40 Q40 38 56 4 Q74 30 112 36 Q116 40 112 44 Q74 50 56 76 Q40 42 10 40 Z"
        fill="#3b5a9a"
        stroke="#16264a"
        strokeWidth="2.5"
      />
      <path d="M30 40 Q56 34 100 38 Q56 46 30 40 Z" fill="#9fb6e6" opacity="0.6" />
      <path d="M108 34 L118 28 M108 46 L118 52" stroke="#16264a" strokeWidth="3" strokeLinecap="round" />
      {eye(100, 34, 3)}
    </g>
  ),
  shark: (
    <g>
      <path d="M58 22 L66 0 L80 24 Z" fill="#6d7f93" stroke="#243140" strokeWidth="2" />
      <path d="M16 38 L0 14 L6 40 L0 64 Z" fill="#6d7f93" stroke="#243140" strokeWidth="2" />
      <path
        d="M10 40 Q40 14 96 24 Q116 32 118 42 Q106 54 70 58 Q36 60 10 40 Z"
        fill="#8da2b8"
        stroke="#243140"
        strokeWidth="2.5"
      />
      <path d="M30 46 Q70 60 112 44 Q96 54 70 58 Q40 58 30 46 Z" fill="#eef3f7" />
      <path d="M56 56 L48 72 L68 58 Z" fill="#6d7f93" stroke="#243140" strokeWidth="2" />
      <path d="M84 34 v10 M88 33 v10 M92 33 v10" stroke="#243140" strokeWidth="1.6" />
      <path d="M100 46 L112 45" stroke="#243140" strokeWidth="2" strokeLinecap="round" />
      {eye(102, 33, 3.2)}
    </g>
  ),
  octopus: (
    <g>
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          d={`M${48 + i * 4} 48 Q${30 - i * 2} ${58 + i * 4} ${10 + i * 4} ${46 + i * 7} Q${26} ${66 + i * 3} ${46 + i * 2} ${54 + i}`}
          fill="#b24cc9"
          stroke="#4d1259"
          strokeWidth="2"
        />
      ))}
      <ellipse cx="76" cy="34" rx="34" ry="28" fill="#c964dd" stroke="#4d1259" strokeWidth="2.5" />
      {[64, 78, 92].map((x) => (
        <circle key={x} cx={x} cy="20" r="3.5" fill="#e7a6f2" />
      ))}
      {eye(88, 38, 5.5)}
      {eye(70, 40, 5)}
    </g>
  ),
  'golden-whale': (
    <g>
      <path
        d="M14 34 L0 14 Q10 30 4 36 Q10 44 0 58 L14 42 Z"
        fill="#e0a81c"
        stroke="#6b4a00"
        strokeWidth="2"
      />
      <path
        d="M12 38 Q30 10 80 12 Q116 14 118 44 Q112 66 70 68 Q30 68 12 38 Z"
        fill="url(#fish-gold)"
        stroke="#6b4a00"
        strokeWidth="2.5"
      />
      <path d="M40 56 Q80 74 116 50" stroke="#fff2c2" strokeWidth="8" fill="none" opacity="0.8" />
      {[46, 56, 66, 76, 86].map((x) => (
        <path key={x} d={`M${x} 60 v8`} stroke="#b88400" strokeWidth="1.6" />
      ))}
      <path d="M60 52 L48 66 L70 58 Z" fill="#e0a81c" stroke="#6b4a00" strokeWidth="2" />
      <path
        d="M86 10 Q84 0 78 -4 M88 10 Q92 0 98 -4"
        stroke="#bfe9ff"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      {eye(98, 36, 4)}
      <path d="M30 26 l3 -6 3 6 -6 -3 h6 z" fill="#fff" opacity="0.9" />
    </g>
  ),
  'dragon-king': (
    <g>
      <path
        d="M6 44 Q20 22 36 40 Q50 58 64 40 Q78 22 96 34"
        stroke="#0e7c5a"
        strokeWidth="22"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M6 44 Q20 22 36 40 Q50 58 64 40 Q78 22 96 34"
        stroke="url(#fish-jade)"
        strokeWidth="16"
        fill="none"
        strokeLinecap="round"
      />
      {[18, 34, 50, 66, 82].map((x, i) => (
        <path
          key={x}
          d={`M${x} ${i % 2 ? 46 : 30} l4 -10 4 10 z`}
          fill="#f2c230"
          stroke="#7a5a00"
          strokeWidth="1"
        />
      ))}
      <path
        d="M88 24 Q104 16 116 26 Q120 36 110 42 Q98 46 88 42 Z"
        fill="#22a67a"
        stroke="#07402c"
        strokeWidth="2.5"
      />
      <path
        d="M96 20 Q94 6 86 2 M104 20 Q108 6 116 4"
        stroke="#f2c230"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M110 38 Q118 50 108 58 M100 42 Q102 56 92 62"
        stroke="#f2c230"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M2 44 L-6 32 L-2 46 L-6 58 Z" fill="#f2c230" stroke="#7a5a00" strokeWidth="1.5" />
      {eye(106, 30, 4)}
      <circle cx="118" cy="34" r="5" fill="#fffbe0" stroke="#d4a017" strokeWidth="2" />
    </g>
  ),
};

/** Gradients shared by every drawing: rendered once by the game (ids are document-wide). */
export function FishDefs() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      <defs>
        <linearGradient id="fish-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1a8" />
          <stop offset="0.5" stopColor="#f5c431" />
          <stop offset="1" stopColor="#c18a00" />
        </linearGradient>
        <linearGradient id="fish-jade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8ff0c8" />
          <stop offset="1" stopColor="#139268" />
        </linearGradient>
        <linearGradient id="cannon-barrel" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a67c1a" />
          <stop offset="0.45" stopColor="#ffe28a" />
          <stop offset="1" stopColor="#a67c1a" />
        </linearGradient>
        <linearGradient id="cannon-base" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe28a" />
          <stop offset="1" stopColor="#9a6a00" />
        </linearGradient>
      </defs>
    </svg>
  );
}

/** One fish drawing, decorative (the button around it carries the name). */
export function FishArt({ fish, className }: { fish: string; className?: string }) {
  return (
    <svg
      viewBox="-12 -8 136 96"
      aria-hidden="true"
      focusable="false"
      className={className}
      overflow="visible"
    >
      {DRAWINGS[fish] ?? DRAWINGS.clownfish}
    </svg>
  );
}

/** The cannon; its barrel turns by the stage's --aim angle (0° points straight up). */
export function CannonArt() {
  return (
    <svg
      viewBox="-50 -70 100 80"
      aria-hidden="true"
      focusable="false"
      className="h-full w-full"
      overflow="visible"
    >
      <g className="fish-barrel">
        <rect
          x="-9"
          y="-62"
          width="18"
          height="56"
          rx="5"
          fill="url(#cannon-barrel)"
          stroke="#5b3d00"
          strokeWidth="2"
        />
        <rect x="-12" y="-64" width="24" height="10" rx="3" fill="#f7d774" stroke="#5b3d00" strokeWidth="2" />
        <path d="M-4 -50 v36" stroke="#fff6cc" strokeWidth="3" strokeLinecap="round" opacity="0.7" />
      </g>
      <path
        d="M-40 10 Q-40 -22 0 -22 Q40 -22 40 10 Z"
        fill="url(#cannon-base)"
        stroke="#5b3d00"
        strokeWidth="2.5"
      />
      <circle cx="0" cy="-6" r="11" fill="#0f7a57" stroke="#f7d774" strokeWidth="3" />
    </svg>
  );
}

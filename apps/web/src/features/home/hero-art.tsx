import { useId } from 'react';

/** The home hero's artwork, drawn in SVG: a jade gem on a gold coin stack with cards, dice and chips. */
export function HeroArt({ className }: { className?: string }) {
  const id = useId();
  const g = (name: string) => `${id}${name}`;
  return (
    <svg viewBox="0 0 520 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={g('glow')} cx="50%" cy="45%" r="50%">
          <stop offset="0" stopColor="#3ee0b0" stopOpacity="0.55" />
          <stop offset="1" stopColor="#3ee0b0" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={g('gold')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1c2" />
          <stop offset="0.45" stopColor="#efc75e" />
          <stop offset="1" stopColor="#a8761a" />
        </linearGradient>
        <linearGradient id={g('goldSide')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a8761a" />
          <stop offset="0.5" stopColor="#e6bd55" />
          <stop offset="1" stopColor="#8a5f12" />
        </linearGradient>
        <linearGradient id={g('jade')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7af0c9" />
          <stop offset="0.45" stopColor="#16a57b" />
          <stop offset="1" stopColor="#03402f" />
        </linearGradient>
        <linearGradient id={g('card')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#eaf2ee" />
        </linearGradient>
        <linearGradient id={g('chip')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e8433a" />
          <stop offset="1" stopColor="#9e1b16" />
        </linearGradient>
        <filter id={g('shadow')} x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="10" stdDeviation="10" floodColor="#021a13" floodOpacity="0.55" />
        </filter>
      </defs>

      <ellipse cx="270" cy="170" rx="230" ry="170" fill={`url(#${g('glow')})`} />
      {/* light rays */}
      <g opacity="0.18" fill="#f0cc70">
        <path d="M270 160 200 0h30z" />
        <path d="M270 160 330 0h30z" />
        <path d="M270 160 470 40l10 22z" />
        <path d="M270 160 60 40l-10 22z" />
      </g>

      {/* playing cards */}
      <g filter={`url(#${g('shadow')})`}>
        <g transform="translate(70 120) rotate(-18)">
          <rect
            width="108"
            height="150"
            rx="12"
            fill={`url(#${g('card')})`}
            stroke="#d7a93a"
            strokeWidth="3"
          />
          <text x="14" y="34" fontSize="28" fontWeight="800" fill="#0a7556" fontFamily="inherit">
            A
          </text>
          <path
            d="M54 62c10 12 26 20 26 34a13 13 0 0 1-22 9l4 17H46l4-17a13 13 0 0 1-22-9c0-14 16-22 26-34Z"
            fill="#0a7556"
          />
        </g>
        <g transform="translate(118 104) rotate(-4)">
          <rect
            width="108"
            height="150"
            rx="12"
            fill={`url(#${g('card')})`}
            stroke="#d7a93a"
            strokeWidth="3"
          />
          <text x="14" y="34" fontSize="28" fontWeight="800" fill="#c0262d" fontFamily="inherit">
            K
          </text>
          <path
            d="M54 118c-20-16-32-26-32-40a16 16 0 0 1 32-6 16 16 0 0 1 32 6c0 14-12 24-32 40Z"
            fill="#c0262d"
          />
        </g>
      </g>

      {/* coin stack */}
      <g filter={`url(#${g('shadow')})`}>
        {[0, 1, 2, 3, 4].map((i) => (
          <g key={i} transform={`translate(0 ${-i * 16})`}>
            <ellipse cx="300" cy="300" rx="78" ry="22" fill={`url(#${g('goldSide')})`} />
            <rect x="222" y="284" width="156" height="16" fill={`url(#${g('goldSide')})`} />
            <ellipse
              cx="300"
              cy="284"
              rx="78"
              ry="22"
              fill={`url(#${g('gold')})`}
              stroke="#8a5f12"
              strokeWidth="1.5"
            />
            <ellipse
              cx="300"
              cy="284"
              rx="56"
              ry="14"
              fill="none"
              stroke="#b8871f"
              strokeWidth="2"
              opacity="0.7"
            />
          </g>
        ))}
      </g>

      {/* jade gem */}
      <g filter={`url(#${g('shadow')})`} transform="translate(300 118)">
        <path
          d="M0-96 84-48v96L0 96-84 48v-96z"
          fill={`url(#${g('jade')})`}
          stroke={`url(#${g('gold')})`}
          strokeWidth="7"
        />
        <path
          d="M0-96V-34M84-48 30-18M-84-48l54 30M0 96V34M84 48 30 18M-84 48l54-30"
          stroke="#fff"
          strokeOpacity="0.22"
          strokeWidth="2"
        />
        <path d="M-30-18 0-34l30 16v36L0 34l-30-16z" fill="#fff" fillOpacity="0.16" />
        <path
          d="M10-40v52c0 16-10 27-26 27-9 0-16-3-21-9l9-12c3 3 7 5 11 5 7 0 11-4 11-13v-50z"
          fill={`url(#${g('gold')})`}
        />
      </g>

      {/* dice */}
      <g filter={`url(#${g('shadow')})`} transform="translate(410 210) rotate(14)">
        <rect width="70" height="70" rx="14" fill="#fff" stroke="#d7a93a" strokeWidth="3" />
        <circle cx="18" cy="18" r="7" fill="#c0262d" />
        <circle cx="35" cy="35" r="7" fill="#0a7556" />
        <circle cx="52" cy="52" r="7" fill="#0a7556" />
      </g>

      {/* chips */}
      <g filter={`url(#${g('shadow')})`}>
        <g transform="translate(424 120)">
          <circle r="30" fill={`url(#${g('chip')})`} />
          <circle r="30" fill="none" stroke="#fff" strokeWidth="8" strokeDasharray="10 13.5" />
          <circle r="18" fill="#fff" fillOpacity="0.92" />
          <circle r="12" fill="none" stroke="#c0262d" strokeWidth="2" />
        </g>
        <g transform="translate(196 300)">
          <circle r="24" fill="#0a7556" />
          <circle r="24" fill="none" stroke="#f0cc70" strokeWidth="7" strokeDasharray="8 10.8" />
          <circle r="14" fill="#f0cc70" />
        </g>
      </g>

      {/* sparkles */}
      <g fill="#fff4cf">
        {[
          [120, 60, 1],
          [460, 60, 0.8],
          [390, 310, 0.7],
          [60, 300, 0.9],
          [230, 40, 0.6],
        ].map(([x, y, s]) => (
          <path
            key={`${x}-${y}`}
            transform={`translate(${x} ${y}) scale(${s})`}
            d="M0-14 3-3 14 0 3 3 0 14-3 3-14 0-3-3z"
          />
        ))}
      </g>
    </svg>
  );
}

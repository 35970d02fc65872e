import { useId, type ReactNode } from 'react';
import { SLOT_THEMES } from './slot-themes';

/**
 * The reel symbols, drawn as vector art in a 100×100 box (crisp at any size, no image requests). Each
 * machine has its own pictures; the card ranks share one drawing in the machine's colours.
 */
export function SymbolArt({ gameId, symbol, label }: { gameId: string; symbol: string; label: string }) {
  const uid = useId().replace(/:/g, '');
  const theme = SLOT_THEMES[gameId] ?? SLOT_THEMES['jade-dragon']!;
  const rank = theme.ranks[symbol];
  const art = rank ? <RankGlyph id={uid} text={symbol} colours={rank} /> : drawPicture(gameId, symbol, uid);
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={label} className="h-full w-full" data-symbol={symbol}>
      <title>{label}</title>
      {art}
    </svg>
  );
}

function RankGlyph({ id, text, colours }: { id: string; text: string; colours: [string, string, string] }) {
  const [top, bottom, ink] = colours;
  return (
    <>
      <defs>
        <linearGradient id={`${id}r`} x2="0" y2="1">
          <stop offset="0" stopColor="#fff" />
          <stop offset=".18" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <text
        x="50"
        y="72"
        textAnchor="middle"
        fontSize={text.length > 1 ? 50 : 64}
        fontWeight="900"
        fontFamily="Georgia, 'Times New Roman', serif"
        fill={`url(#${id}r)`}
        stroke={ink}
        strokeWidth="5"
        paintOrder="stroke"
        letterSpacing={text.length > 1 ? -4 : 0}
      >
        {text}
      </text>
      <text
        x="50"
        y="72"
        textAnchor="middle"
        fontSize={text.length > 1 ? 50 : 64}
        fontWeight="900"
        fontFamily="Georgia, 'Times New Roman', serif"
        fill="none"
        stroke="#fff"
        strokeOpacity=".55"
        strokeWidth="1"
        letterSpacing={text.length > 1 ? -4 : 0}
      >
        {text}
      </text>
    </>
  );
}

/** Shared gradients: gold metal, a glossy highlight and a soft drop shadow. */
function Defs({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <defs>
      <linearGradient id={`${id}g`} x2="0" y2="1">
        <stop offset="0" stopColor="#fff4c2" />
        <stop offset=".45" stopColor="#f2c14e" />
        <stop offset="1" stopColor="#9a6406" />
      </linearGradient>
      <radialGradient id={`${id}h`} cx=".35" cy=".3" r=".45">
        <stop offset="0" stopColor="#fff" stopOpacity=".9" />
        <stop offset="1" stopColor="#fff" stopOpacity="0" />
      </radialGradient>
      <filter id={`${id}s`} x="-20%" y="-20%" width="140%" height="140%">
        <feDropShadow dx="0" dy="2" stdDeviation="2" floodColor="#000" floodOpacity=".55" />
      </filter>
      {children}
    </defs>
  );
}

function radial(id: string, inner: string, outer: string) {
  return (
    <radialGradient id={id} cx=".4" cy=".35" r=".7">
      <stop offset="0" stopColor={inner} />
      <stop offset="1" stopColor={outer} />
    </radialGradient>
  );
}

/** A round medallion with a gold rim and a word across it (the wilds). */
function WildMedallion({
  id,
  inner,
  outer,
  word = 'WILD',
}: {
  id: string;
  inner: string;
  outer: string;
  word?: string;
}) {
  return (
    <>
      <Defs id={id}>{radial(`${id}w`, inner, outer)}</Defs>
      <g filter={`url(#${id}s)`}>
        <circle cx="50" cy="50" r="44" fill={`url(#${id}g)`} />
        <circle cx="50" cy="50" r="38" fill={`url(#${id}w)`} stroke="#5a3a00" strokeWidth="1.5" />
        {Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          return (
            <circle key={i} cx={50 + 41 * Math.cos(a)} cy={50 + 41 * Math.sin(a)} r="1.8" fill="#fff7d6" />
          );
        })}
        <text
          x="50"
          y="60"
          textAnchor="middle"
          fontSize="27"
          fontWeight="900"
          fontFamily="Georgia, serif"
          fill={`url(#${id}g)`}
          stroke="#3a2200"
          strokeWidth="3.5"
          paintOrder="stroke"
        >
          {word}
        </text>
        <circle cx="50" cy="50" r="38" fill={`url(#${id}h)`} opacity=".5" />
      </g>
    </>
  );
}

function Pearl({ id, colour = '#fff8e1', halo = '#ffd54f' }: { id: string; colour?: string; halo?: string }) {
  return (
    <>
      <Defs id={id}>
        {radial(`${id}p`, colour, '#c9a227')}
        <radialGradient id={`${id}o`}>
          <stop offset=".5" stopColor={halo} stopOpacity=".7" />
          <stop offset="1" stopColor={halo} stopOpacity="0" />
        </radialGradient>
      </Defs>
      <circle cx="50" cy="50" r="48" fill={`url(#${id}o)`} />
      {Array.from({ length: 8 }, (_, i) => (
        <path
          key={i}
          d="M50 4 L54 22 L46 22 Z"
          fill="#fff3b0"
          opacity=".85"
          transform={`rotate(${i * 45} 50 50)`}
        />
      ))}
      <g filter={`url(#${id}s)`}>
        <circle cx="50" cy="50" r="27" fill={`url(#${id}p)`} stroke="#7a5a00" strokeWidth="1.5" />
        <circle cx="50" cy="50" r="27" fill={`url(#${id}h)`} />
      </g>
    </>
  );
}

function drawPicture(gameId: string, symbol: string, id: string): ReactNode {
  const key = `${gameId}/${symbol}`;
  switch (key) {
    // ----------------------------------------------------------------------------- Jade Dragon
    case 'jade-dragon/wild':
      return <WildMedallion id={id} inner="#35d49a" outer="#04523a" />;
    case 'jade-dragon/scatter':
      return <Pearl id={id} />;
    case 'jade-dragon/jade-dragon':
      return (
        <>
          <Defs id={id}>{radial(`${id}j`, '#7ef0c0', '#066146')}</Defs>
          <g filter={`url(#${id}s)`}>
            <circle cx="50" cy="50" r="45" fill="#3a0a0d" stroke={`url(#${id}g)`} strokeWidth="4" />
            {/* Coiled body */}
            <path
              d="M22 74 C10 52 34 40 48 50 C62 60 84 50 74 30 C70 22 60 20 54 24"
              fill="none"
              stroke="#02261b"
              strokeWidth="17"
              strokeLinecap="round"
            />
            <path
              d="M22 74 C10 52 34 40 48 50 C62 60 84 50 74 30 C70 22 60 20 54 24"
              fill="none"
              stroke={`url(#${id}j)`}
              strokeWidth="12"
              strokeLinecap="round"
            />
            <path
              d="M22 74 C10 52 34 40 48 50 C62 60 84 50 74 30"
              fill="none"
              stroke="#f2c14e"
              strokeWidth="2"
              strokeDasharray="3 5"
            />
            {/* Head */}
            <path
              d="M40 16 L58 18 L66 28 L52 34 L40 30 Z"
              fill={`url(#${id}j)`}
              stroke="#02261b"
              strokeWidth="2.5"
            />
            <path
              d="M44 17 L36 6 M52 18 L50 5"
              stroke={`url(#${id}g)`}
              strokeWidth="3"
              strokeLinecap="round"
            />
            <circle cx="52" cy="24" r="2.6" fill="#ffd54f" stroke="#3a0a0d" strokeWidth="1" />
            <path
              d="M60 30 C68 34 72 40 70 46"
              fill="none"
              stroke="#ffd54f"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
            {/* Claw holding the pearl */}
            <circle cx="26" cy="76" r="7" fill="#fff3c4" stroke="#9a6406" strokeWidth="1.5" />
            <circle cx="26" cy="76" r="7" fill={`url(#${id}h)`} />
          </g>
        </>
      );
    case 'jade-dragon/phoenix':
      return (
        <>
          <Defs id={id}>
            <linearGradient id={`${id}f`} x2="0" y2="1">
              <stop offset="0" stopColor="#ffe082" />
              <stop offset=".5" stopColor="#ff7043" />
              <stop offset="1" stopColor="#b71c1c" />
            </linearGradient>
          </Defs>
          <g filter={`url(#${id}s)`}>
            {/* Tail feathers */}
            {[-34, -12, 10].map((r) => (
              <path
                key={r}
                d="M50 58 C38 70 30 86 40 94 C46 84 50 76 52 66 Z"
                fill={`url(#${id}f)`}
                stroke="#5d0b0b"
                strokeWidth="1.5"
                transform={`rotate(${r} 50 58)`}
              />
            ))}
            {/* Wings */}
            <path
              d="M48 46 C30 30 14 34 6 22 C14 44 28 56 46 58 Z"
              fill={`url(#${id}f)`}
              stroke="#5d0b0b"
              strokeWidth="2"
            />
            <path
              d="M52 46 C70 30 86 34 94 22 C86 44 72 56 54 58 Z"
              fill={`url(#${id}f)`}
              stroke="#5d0b0b"
              strokeWidth="2"
            />
            {/* Body and head */}
            <ellipse cx="50" cy="50" rx="9" ry="14" fill="#ff8a65" stroke="#5d0b0b" strokeWidth="2" />
            <circle cx="50" cy="30" r="8" fill="#ffb74d" stroke="#5d0b0b" strokeWidth="2" />
            <path
              d="M50 22 C46 14 52 10 50 4 C56 10 56 16 54 22"
              fill="#ffd54f"
              stroke="#5d0b0b"
              strokeWidth="1.2"
            />
            <path d="M57 31 L64 33 L57 35 Z" fill="#ffd54f" stroke="#5d0b0b" strokeWidth="1" />
            <circle cx="52" cy="29" r="1.6" fill="#1a0000" />
          </g>
        </>
      );
    case 'jade-dragon/tiger':
      return (
        <>
          <Defs id={id}>{radial(`${id}t`, '#ffcc80', '#e65100')}</Defs>
          <g filter={`url(#${id}s)`}>
            <circle cx="24" cy="24" r="11" fill="#e65100" stroke="#2b1200" strokeWidth="2.5" />
            <circle cx="76" cy="24" r="11" fill="#e65100" stroke="#2b1200" strokeWidth="2.5" />
            <circle cx="24" cy="24" r="5" fill="#ffe0b2" />
            <circle cx="76" cy="24" r="5" fill="#ffe0b2" />
            <ellipse
              cx="50"
              cy="54"
              rx="38"
              ry="36"
              fill={`url(#${id}t)`}
              stroke="#2b1200"
              strokeWidth="2.5"
            />
            {/* Stripes */}
            <path d="M50 19 L46 30 L50 36 L54 30 Z" fill="#2b1200" />
            <path d="M16 48 L30 50 L16 56 Z M84 48 L70 50 L84 56 Z" fill="#2b1200" />
            <path d="M18 64 L30 62 L20 70 Z M82 64 L70 62 L80 70 Z" fill="#2b1200" />
            <path d="M34 26 L38 38 M66 26 L62 38" stroke="#2b1200" strokeWidth="3" strokeLinecap="round" />
            {/* Muzzle, eyes, nose */}
            <ellipse cx="50" cy="70" rx="17" ry="13" fill="#fff3e0" />
            <path
              d="M30 46 Q37 40 44 47 Q37 50 30 46 Z M70 46 Q63 40 56 47 Q63 50 70 46 Z"
              fill="#fff176"
              stroke="#2b1200"
              strokeWidth="1.6"
            />
            <circle cx="37" cy="46" r="2" fill="#111" />
            <circle cx="63" cy="46" r="2" fill="#111" />
            <path d="M44 60 L56 60 L50 67 Z" fill="#d84315" stroke="#2b1200" strokeWidth="1.5" />
            <path
              d="M50 67 L50 72 M50 72 Q44 77 40 73 M50 72 Q56 77 60 73"
              stroke="#2b1200"
              strokeWidth="1.8"
              fill="none"
              strokeLinecap="round"
            />
          </g>
        </>
      );
    case 'jade-dragon/lantern':
      return (
        <>
          <Defs id={id}>{radial(`${id}l`, '#ff6f60', '#8e0000')}</Defs>
          <g filter={`url(#${id}s)`}>
            <path d="M50 2 L50 14" stroke="#9a6406" strokeWidth="2.5" />
            <rect
              x="34"
              y="12"
              width="32"
              height="8"
              rx="2"
              fill={`url(#${id}g)`}
              stroke="#5a3a00"
              strokeWidth="1.5"
            />
            <ellipse cx="50" cy="48" rx="34" ry="29" fill={`url(#${id}l)`} stroke="#4a0000" strokeWidth="2" />
            {[-20, -8, 8, 20].map((dx) => (
              <path
                key={dx}
                d={`M${50 + dx * 0.3} 20 Q${50 + dx * 1.5} 48 ${50 + dx * 0.3} 76`}
                fill="none"
                stroke="#ffcc80"
                strokeOpacity=".55"
                strokeWidth="1.4"
              />
            ))}
            <ellipse cx="50" cy="48" rx="34" ry="29" fill={`url(#${id}h)`} opacity=".7" />
            <circle cx="50" cy="48" r="11" fill={`url(#${id}g)`} stroke="#5a3a00" strokeWidth="1.2" />
            <path d="M50 40 L50 56 M42 48 L58 48" stroke="#8e0000" strokeWidth="2" />
            <rect
              x="36"
              y="75"
              width="28"
              height="7"
              rx="2"
              fill={`url(#${id}g)`}
              stroke="#5a3a00"
              strokeWidth="1.5"
            />
            {[-6, -2, 2, 6].map((dx) => (
              <path
                key={dx}
                d={`M${50 + dx} 82 L${50 + dx * 1.4} 97`}
                stroke="#ffd54f"
                strokeWidth="2"
                strokeLinecap="round"
              />
            ))}
          </g>
        </>
      );
    // --------------------------------------------------------------------------- Lotus Fortune
    case 'lotus-fortune/wild':
      return <WildMedallion id={id} inner="#ff9ec7" outer="#8e0f4e" />;
    case 'lotus-fortune/scatter':
      return (
        <>
          <Pearl id={id} colour="#fff" halo="#80deea" />
          <g filter={`url(#${id}s)`}>
            <path
              d="M50 24 C36 24 32 36 32 50 L28 64 L72 64 L68 50 C68 36 64 24 50 24 Z"
              fill={`url(#${id}g)`}
              stroke="#5a3a00"
              strokeWidth="2"
            />
            <rect
              x="46"
              y="16"
              width="8"
              height="9"
              rx="2"
              fill={`url(#${id}g)`}
              stroke="#5a3a00"
              strokeWidth="1.5"
            />
            <path d="M34 54 L66 54" stroke="#9a6406" strokeWidth="2" />
            <circle cx="50" cy="70" r="6" fill={`url(#${id}g)`} stroke="#5a3a00" strokeWidth="1.5" />
          </g>
        </>
      );
    case 'lotus-fortune/lotus':
      return (
        <>
          <Defs id={id}>
            <linearGradient id={`${id}p`} x2="0" y2="1">
              <stop offset="0" stopColor="#fff0f6" />
              <stop offset=".6" stopColor="#ff80b5" />
              <stop offset="1" stopColor="#c2185b" />
            </linearGradient>
          </Defs>
          <g filter={`url(#${id}s)`}>
            <ellipse cx="50" cy="80" rx="40" ry="9" fill="#2e7d32" stroke="#0b3d0e" strokeWidth="2" />
            {[-64, -40, 40, 64, -18, 18, 0].map((r) => (
              <path
                key={r}
                d="M50 76 C36 60 40 34 50 18 C60 34 64 60 50 76 Z"
                fill={`url(#${id}p)`}
                stroke="#7a0f3a"
                strokeWidth="1.6"
                transform={`rotate(${r} 50 76)`}
              />
            ))}
            <circle cx="50" cy="60" r="6" fill={`url(#${id}g)`} stroke="#5a3a00" strokeWidth="1.2" />
          </g>
        </>
      );
    case 'lotus-fortune/crane':
      return (
        <>
          <Defs id={id}>{radial(`${id}c`, '#4dd0e1', '#00575e')}</Defs>
          <circle cx="50" cy="50" r="45" fill={`url(#${id}c)`} stroke={`url(#${id}g)`} strokeWidth="4" />
          <g filter={`url(#${id}s)`}>
            <path
              d="M30 62 C24 44 40 34 58 40 C70 44 78 54 90 52 C80 62 66 70 48 70 Z"
              fill="#fafafa"
              stroke="#263238"
              strokeWidth="2"
            />
            <path
              d="M40 44 C30 30 40 20 56 14 C50 26 52 34 60 42 Z"
              fill="#eceff1"
              stroke="#263238"
              strokeWidth="2"
            />
            <path
              d="M32 58 C30 40 26 28 34 18"
              fill="none"
              stroke="#263238"
              strokeWidth="6"
              strokeLinecap="round"
            />
            <path
              d="M32 58 C30 40 26 28 34 18"
              fill="none"
              stroke="#fafafa"
              strokeWidth="3.5"
              strokeLinecap="round"
            />
            <circle cx="35" cy="17" r="5" fill="#fafafa" stroke="#263238" strokeWidth="1.6" />
            <circle cx="35" cy="13.5" r="2.6" fill="#e53935" />
            <path d="M39 17 L54 21 L39 19.5 Z" fill="#ffb300" stroke="#5a3a00" strokeWidth="0.8" />
            <path d="M80 56 L92 60 L82 62 Z" fill="#263238" />
            <path d="M46 70 L42 90 M54 70 L58 90" stroke="#263238" strokeWidth="2.2" strokeLinecap="round" />
          </g>
        </>
      );
    case 'lotus-fortune/golden-fan':
      return (
        <>
          <Defs id={id}>
            <linearGradient id={`${id}f`} x2="1" y2="1">
              <stop offset="0" stopColor="#ff8a80" />
              <stop offset="1" stopColor="#b71c1c" />
            </linearGradient>
          </Defs>
          <g filter={`url(#${id}s)`}>
            <path
              d="M50 84 L8 40 A56 56 0 0 1 92 40 Z"
              fill={`url(#${id}f)`}
              stroke="#4a0000"
              strokeWidth="2.2"
            />
            <path d="M50 84 L22 56 A36 36 0 0 1 78 56 Z" fill="#4a0000" opacity=".25" />
            {Array.from({ length: 9 }, (_, i) => {
              const a = Math.PI * (1.2 + (i * 0.6) / 8);
              return (
                <path
                  key={i}
                  d={`M50 84 L${50 + 60 * Math.cos(a)} ${84 + 60 * Math.sin(a)}`}
                  stroke="#f2c14e"
                  strokeWidth="1.6"
                />
              );
            })}
            <path d="M8 40 A56 56 0 0 1 92 40" fill="none" stroke={`url(#${id}g)`} strokeWidth="4" />
            <circle cx="50" cy="84" r="5" fill={`url(#${id}g)`} stroke="#5a3a00" strokeWidth="1.5" />
            <path
              d="M50 89 Q44 96 48 99 M50 89 Q56 96 52 99"
              stroke="#ffd54f"
              strokeWidth="1.8"
              fill="none"
            />
          </g>
        </>
      );
    case 'lotus-fortune/gold-ingot':
      return (
        <>
          <Defs id={id} />
          <g filter={`url(#${id}s)`}>
            <path
              d="M8 46 C20 44 30 54 50 54 C70 54 80 44 92 46 C88 70 72 82 50 82 C28 82 12 70 8 46 Z"
              fill={`url(#${id}g)`}
              stroke="#5a3a00"
              strokeWidth="2.2"
            />
            <ellipse cx="50" cy="46" rx="22" ry="16" fill={`url(#${id}g)`} stroke="#5a3a00" strokeWidth="2" />
            <ellipse cx="50" cy="46" rx="22" ry="16" fill={`url(#${id}h)`} />
            <path
              d="M14 50 C26 50 34 60 50 60 C66 60 74 50 86 50"
              fill="none"
              stroke="#fff4c2"
              strokeWidth="1.5"
              opacity=".8"
            />
          </g>
        </>
      );
    // ----------------------------------------------------------------------------- Koi Riches
    case 'koi-riches/wild':
      return <WildMedallion id={id} inner="#4fc3f7" outer="#0d2a66" />;
    case 'koi-riches/scatter':
      return (
        <>
          <Defs id={id}>{radial(`${id}m`, '#fffde7', '#ffca28')}</Defs>
          <g filter={`url(#${id}s)`}>
            <rect
              x="6"
              y="10"
              width="88"
              height="84"
              rx="10"
              fill="#5d1f12"
              stroke={`url(#${id}g)`}
              strokeWidth="3"
            />
            <circle cx="50" cy="54" r="32" fill="#0a1f44" stroke={`url(#${id}g)`} strokeWidth="4" />
            <circle cx="50" cy="50" r="16" fill={`url(#${id}m)`} />
            <path
              d="M22 76 C34 70 40 78 50 74 C60 70 66 78 78 74"
              fill="none"
              stroke="#4fc3f7"
              strokeWidth="2.4"
            />
            <path d="M6 22 L94 22" stroke={`url(#${id}g)`} strokeWidth="3" />
          </g>
        </>
      );
    case 'koi-riches/koi':
      return (
        <>
          <Defs id={id}>
            <linearGradient id={`${id}k`} x2="1">
              <stop offset="0" stopColor="#fff8e1" />
              <stop offset=".5" stopColor="#ff9800" />
              <stop offset="1" stopColor="#e65100" />
            </linearGradient>
          </Defs>
          <g filter={`url(#${id}s)`} transform="rotate(-25 50 50)">
            <path d="M84 50 L98 34 L96 50 L98 66 Z" fill="#ff7043" stroke="#4e1a00" strokeWidth="2" />
            <path
              d="M10 50 C18 30 50 26 72 40 C80 45 84 50 84 50 C84 50 80 55 72 60 C50 74 18 70 10 50 Z"
              fill={`url(#${id}k)`}
              stroke="#4e1a00"
              strokeWidth="2.2"
            />
            <path
              d="M40 36 C46 28 56 28 60 36 Z M40 64 C46 72 56 72 60 64 Z"
              fill="#ff7043"
              stroke="#4e1a00"
              strokeWidth="1.6"
            />
            <path
              d="M34 42 C40 48 40 54 34 58 M50 40 C56 48 56 54 50 60"
              fill="none"
              stroke="#fff"
              strokeWidth="1.6"
              opacity=".75"
            />
            <circle cx="20" cy="46" r="3" fill="#111" />
            <path d="M12 54 C6 58 4 64 8 68" fill="none" stroke="#4e1a00" strokeWidth="1.5" />
            <path d="M10 50 C18 30 50 26 72 40" fill="none" stroke={`url(#${id}h)`} strokeWidth="4" />
          </g>
        </>
      );
    case 'koi-riches/golden-turtle':
      return (
        <>
          <Defs id={id}>{radial(`${id}t`, '#ffe082', '#b8860b')}</Defs>
          <g filter={`url(#${id}s)`}>
            <ellipse cx="50" cy="16" rx="9" ry="10" fill="#8bc34a" stroke="#1b3300" strokeWidth="2" />
            <path
              d="M22 30 L8 20 M78 30 L92 20 M24 74 L10 86 M76 74 L90 86"
              stroke="#1b3300"
              strokeWidth="11"
              strokeLinecap="round"
            />
            <path
              d="M22 30 L8 20 M78 30 L92 20 M24 74 L10 86 M76 74 L90 86"
              stroke="#8bc34a"
              strokeWidth="7"
              strokeLinecap="round"
            />
            <ellipse
              cx="50"
              cy="52"
              rx="34"
              ry="36"
              fill={`url(#${id}t)`}
              stroke="#3e2700"
              strokeWidth="2.4"
            />
            <path
              d="M50 36 L62 44 L62 58 L50 66 L38 58 L38 44 Z"
              fill="none"
              stroke="#6d4c00"
              strokeWidth="2"
            />
            <path
              d="M50 16 L50 36 M62 44 L82 36 M62 58 L82 68 M50 66 L50 88 M38 58 L18 68 M38 44 L18 36"
              stroke="#6d4c00"
              strokeWidth="2"
            />
            <ellipse cx="50" cy="52" rx="34" ry="36" fill={`url(#${id}h)`} opacity=".6" />
            <circle cx="46" cy="13" r="1.6" fill="#111" />
            <circle cx="54" cy="13" r="1.6" fill="#111" />
          </g>
        </>
      );
    case 'koi-riches/pearl':
      return (
        <>
          <Defs id={id}>{radial(`${id}c`, '#f8bbd0', '#ad1457')}</Defs>
          <g filter={`url(#${id}s)`}>
            <path d="M8 62 C8 86 92 86 92 62 Z" fill={`url(#${id}c)`} stroke="#4a0020" strokeWidth="2" />
            <path
              d="M8 60 C10 20 90 20 92 60 C80 50 20 50 8 60 Z"
              fill={`url(#${id}c)`}
              stroke="#4a0020"
              strokeWidth="2"
            />
            {[20, 35, 50, 65, 80].map((x) => (
              <path
                key={x}
                d={`M50 58 L${x} ${x === 50 ? 28 : 34}`}
                stroke="#4a0020"
                strokeWidth="1.2"
                opacity=".5"
              />
            ))}
            <circle cx="50" cy="60" r="15" fill="#fffafc" stroke="#8e6a7a" strokeWidth="1.4" />
            <circle cx="50" cy="60" r="15" fill={`url(#${id}h)`} />
          </g>
        </>
      );
    case 'koi-riches/bamboo':
      return (
        <>
          <Defs id={id}>
            <linearGradient id={`${id}b`} x2="1">
              <stop offset="0" stopColor="#2e7d32" />
              <stop offset=".45" stopColor="#9ccc65" />
              <stop offset="1" stopColor="#1b5e20" />
            </linearGradient>
          </Defs>
          <g filter={`url(#${id}s)`}>
            {[
              [30, 10],
              [52, 4],
              [72, 14],
            ].map(([x, y]) => (
              <g key={x}>
                <rect
                  x={x! - 7}
                  y={y}
                  width="14"
                  height={92 - y!}
                  rx="4"
                  fill={`url(#${id}b)`}
                  stroke="#0b2a0d"
                  strokeWidth="1.8"
                />
                {[30, 54, 76].map((k) => (
                  <path key={k} d={`M${x! - 8} ${k} L${x! + 8} ${k}`} stroke="#0b2a0d" strokeWidth="2.4" />
                ))}
              </g>
            ))}
            <path
              d="M60 30 C72 20 84 22 94 18 C86 28 72 32 60 30 Z"
              fill="#66bb6a"
              stroke="#0b2a0d"
              strokeWidth="1.4"
            />
            <path
              d="M24 54 C14 44 6 46 2 40 C8 52 16 56 24 54 Z"
              fill="#66bb6a"
              stroke="#0b2a0d"
              strokeWidth="1.4"
            />
          </g>
        </>
      );
    default:
      return (
        <text
          x="50"
          y="62"
          textAnchor="middle"
          fontSize="30"
          fontWeight="800"
          fill="#fff"
          data-fallback="true"
        >
          {symbol.slice(0, 3)}
        </text>
      );
  }
}

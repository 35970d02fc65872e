const SUIT_PATHS: Record<string, string> = {
  H: 'M10 18.5C-5 7 3-3.5 10 5c7-8.5 15 2 0 13.5Z',
  D: 'M10 0.5 18.5 10 10 19.5 1.5 10Z',
  S: 'M10 1c8 8 12 12 7 15.5-3 2-5.5-.5-6-1.5l1.5 5h-5l1.5-5c-.5 1-3 3.5-6 1.5C-2 13 2 9 10 1Z',
  C: 'M10 .8a4.6 4.6 0 0 1 3.9 7A4.6 4.6 0 1 1 11 15l1.5 4.5h-5L9 15a4.6 4.6 0 1 1-2.9-7.2A4.6 4.6 0 0 1 10 .8Z',
};
const SUIT_NAMES: Record<string, string> = { H: 'hearts', D: 'diamonds', S: 'spades', C: 'clubs' };
const RANK_NAMES: Record<string, string> = { A: 'ace', J: 'jack', Q: 'queen', K: 'king' };

/** A playing card ('AS', '10H', 'KD'), drawn in SVG so every suit is crisp in every font. */
export function PlayingCard({ card, className }: { card: string; className?: string }) {
  const rank = card.slice(0, -1);
  const suit = card.slice(-1);
  const red = suit === 'H' || suit === 'D';
  const ink = red ? '#c62828' : '#111827';
  const label = `${RANK_NAMES[rank] ?? rank} of ${SUIT_NAMES[suit] ?? suit}`;
  return (
    <svg viewBox="0 0 60 84" role="img" aria-label={label} data-card={card} className={className}>
      <title>{label}</title>
      <rect
        x="0.75"
        y="0.75"
        width="58.5"
        height="82.5"
        rx="5"
        fill="#fdfdf8"
        stroke="#c9c2a8"
        strokeWidth="1.5"
      />
      <text
        x="6"
        y="17"
        fontSize={rank.length > 1 ? 13 : 15}
        fontWeight="800"
        fill={ink}
        fontFamily="Georgia, serif"
        letterSpacing={rank.length > 1 ? -1.5 : 0}
      >
        {rank}
      </text>
      <path d={SUIT_PATHS[suit]} fill={ink} transform="translate(6 21) scale(.5)" />
      <path d={SUIT_PATHS[suit]} fill={ink} transform="translate(18 34) scale(1.25)" />
      <g transform="rotate(180 30 42)">
        <text
          x="6"
          y="17"
          fontSize={rank.length > 1 ? 13 : 15}
          fontWeight="800"
          fill={ink}
          fontFamily="Georgia, serif"
          letterSpacing={rank.length > 1 ? -1.5 : 0}
        >
          {rank}
        </text>
        <path d={SUIT_PATHS[suit]} fill={ink} transform="translate(6 21) scale(.5)" />
      </g>
    </svg>
  );
}

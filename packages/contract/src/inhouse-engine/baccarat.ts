/**
 * Baccarat (Punto Banco), 8 decks.
 *
 * Shoe: every round uses a FRESH 416-card shoe in canonical order (deck 1 … 8; in each deck the suits
 * S, H, D, C; in each suit A, 2, …, 10, J, Q, K), shuffled with one Fisher–Yates pass of the round's
 * fair stream (`rng.shuffle`, i.e. nextInt(416), nextInt(415), …, nextInt(2)). Cards are dealt from
 * the front. A per-round shuffle makes every round verifiable on its own and makes rounds
 * independent (no card counting); the odds are those of the first coup of a full 8-deck shoe.
 *
 * Deal: player, banker, player, banker; then the player's third card, then the banker's.
 *   Card values: A = 1, 2–9 face value, 10/J/Q/K = 0; a hand's total is its sum mod 10.
 *   Natural: if either two-card total is 8 or 9, both stand.
 *   Player: draws on 0–5, stands on 6–7.
 *   Banker, if the player stood: draws on 0–5, stands on 6–7.
 *   Banker, if the player drew a third card worth p: on 0–2 draws; on 3 draws unless p = 8; on 4
 *   draws if p is 2–7; on 5 draws if p is 4–7; on 6 draws if p is 6–7; on 7 stands.
 * Bets (amounts are positive integers in minor units; "return" includes the stake):
 *   player 1:1; banker 0.95:1 (5 % commission: the win is floor(stake × 95 / 100)); on a tie both
 *   push (stake returned); tie 8:1; player pair / banker pair (the hand's first two cards have the
 *   same rank) 11:1.
 */
import { ruleText, type RuleText } from './rule-text';
import type { Rng } from '../provably-fair';

export const BACCARAT_DECKS = 8;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

/** A card as rank + suit, e.g. 'AS', '10H', 'KD'. */
export type Card = string;

export function cardRank(card: Card): Rank {
  return card.slice(0, -1) as Rank;
}

/** Baccarat value: A = 1, 2–9 face value, 10/J/Q/K = 0. */
export function cardValue(card: Card): number {
  const i = RANKS.indexOf(cardRank(card));
  if (i < 0) throw new RangeError(`not a card: ${card}`);
  return i < 9 ? i + 1 : 0;
}

/** A fresh shoe in canonical order (deck by deck, suits S H D C, ranks A … K). */
export function freshShoe(decks = BACCARAT_DECKS): Card[] {
  const shoe: Card[] = [];
  for (let d = 0; d < decks; d++) for (const s of SUITS) for (const r of RANKS) shoe.push(r + s);
  return shoe;
}

const handTotal = (cards: readonly Card[]) => cards.reduce((t, c) => t + cardValue(c), 0) % 10;

/** Whether the banker draws, given its two-card total and the player's third card value (null: none). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type BaccaratOutcome = 'player' | 'banker' | 'tie';

export interface BaccaratCoup {
  /** Every card dealt, in order, with the hand it went to. */
  dealt: { card: Card; to: 'player' | 'banker' }[];
  player: { cards: Card[]; total: number };
  banker: { cards: Card[]; total: number };
  natural: boolean;
  outcome: BaccaratOutcome;
  playerPair: boolean;
  bankerPair: boolean;
}

/** Plays the coup from the front of a card sequence (at least 6 cards). */
export function dealCoup(cards: readonly Card[]): BaccaratCoup {
  if (cards.length < 6) throw new RangeError('a coup needs up to 6 cards');
  let next = 0;
  const dealt: BaccaratCoup['dealt'] = [];
  const player: Card[] = [];
  const banker: Card[] = [];
  const give = (to: 'player' | 'banker') => {
    const card = cards[next++]!;
    dealt.push({ card, to });
    (to === 'player' ? player : banker).push(card);
    return card;
  };
  give('player');
  give('banker');
  give('player');
  give('banker');
  const p2 = handTotal(player);
  const b2 = handTotal(banker);
  const natural = p2 >= 8 || b2 >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (p2 <= 5) playerThird = cardValue(give('player'));
    if (bankerDraws(b2, playerThird)) give('banker');
  }
  const pt = handTotal(player);
  const bt = handTotal(banker);
  return {
    dealt,
    player: { cards: player, total: pt },
    banker: { cards: banker, total: bt },
    natural,
    outcome: pt > bt ? 'player' : bt > pt ? 'banker' : 'tie',
    playerPair: cardRank(player[0]!) === cardRank(player[1]!),
    bankerPair: cardRank(banker[0]!) === cardRank(banker[1]!),
  };
}

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];
export type BaccaratBets = Partial<Record<BaccaratBet, number>>;

/** Payouts: profit per unit staked when the bet wins (banker: 95/100, floored to the minor unit). */
export const BACCARAT_PAYS: Readonly<Record<BaccaratBet, { num: number; den: number }>> = {
  player: { num: 1, den: 1 },
  banker: { num: 95, den: 100 },
  tie: { num: 8, den: 1 },
  playerPair: { num: 11, den: 1 },
  bankerPair: { num: 11, den: 1 },
};

export interface BaccaratBetResult {
  bet: BaccaratBet;
  stake: number;
  result: 'win' | 'lose' | 'push';
  /** Amount paid back, stake included (0 on a loss). */
  return: number;
}

export interface BaccaratRound extends BaccaratCoup {
  gameId: 'baccarat';
  bets: BaccaratBetResult[];
  totalStake: number;
  totalReturn: number;
}

/** Throws unless every stake is a positive integer and at least one bet is placed. */
export function checkBaccaratBets(bets: BaccaratBets): void {
  let any = false;
  for (const [bet, stake] of Object.entries(bets)) {
    if (!(BACCARAT_BETS as readonly string[]).includes(bet))
      throw new RangeError(`unknown baccarat bet: ${bet}`);
    if (stake === undefined) continue;
    if (!Number.isSafeInteger(stake) || stake <= 0)
      throw new RangeError('a baccarat stake is a positive integer');
    any = true;
  }
  if (!any) throw new RangeError('no baccarat bet');
}

/** Settles the bets on a coup. */
export function settleBaccarat(coup: BaccaratCoup, bets: BaccaratBets): BaccaratBetResult[] {
  checkBaccaratBets(bets);
  const out: BaccaratBetResult[] = [];
  for (const bet of BACCARAT_BETS) {
    const stake = bets[bet];
    if (stake === undefined) continue;
    let result: BaccaratBetResult['result'];
    switch (bet) {
      case 'player':
      case 'banker':
        result = coup.outcome === 'tie' ? 'push' : coup.outcome === bet ? 'win' : 'lose';
        break;
      case 'tie':
        result = coup.outcome === 'tie' ? 'win' : 'lose';
        break;
      case 'playerPair':
        result = coup.playerPair ? 'win' : 'lose';
        break;
      case 'bankerPair':
        result = coup.bankerPair ? 'win' : 'lose';
        break;
    }
    const pay = BACCARAT_PAYS[bet];
    const ret =
      result === 'win' ? stake + Math.floor((stake * pay.num) / pay.den) : result === 'push' ? stake : 0;
    out.push({ bet, stake, result, return: ret });
  }
  return out;
}

/** Plays one round: fresh shoe, one shuffle from the fair stream, one coup, settled. */
export function playBaccarat(rng: Rng & { shuffle<T>(a: T[]): T[] }, bets: BaccaratBets): BaccaratRound {
  checkBaccaratBets(bets);
  const shoe = rng.shuffle(freshShoe());
  const coup = dealCoup(shoe);
  const settled = settleBaccarat(coup, bets);
  return {
    gameId: 'baccarat',
    ...coup,
    bets: settled,
    totalStake: settled.reduce((t, b) => t + b.stake, 0),
    totalReturn: settled.reduce((t, b) => t + b.return, 0),
  };
}

// ---------------------------------------------------------------------------------------------------
// Exact odds by enumeration

export interface BaccaratOdds {
  player: number;
  banker: number;
  tie: number;
  /** P(the player's — or, equally, the banker's — first two cards are a pair). */
  pair: number;
  /** House edge (expected loss per unit staked) of each bet; player/banker count ties as pushes. */
  edge: Record<BaccaratBet, number>;
}

/**
 * Exact probabilities of the first coup of a full shoe, by enumerating the card values dealt (up to
 * six) without replacement, each weighted by the number of cards of that value left.
 */
export function baccaratOdds(decks = BACCARAT_DECKS): BaccaratOdds {
  const left = [
    16 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
    4 * decks,
  ];
  let total = 52 * decks;
  const p = { player: 0, banker: 0, tie: 0 };
  // draw(prob, k): for each value v, with probability left[v]/total, continue with v removed.
  const draw = (prob: number, k: (v: number, q: number) => void) => {
    for (let v = 0; v < 10; v++) {
      if (left[v] === 0) continue;
      const q = (prob * left[v]!) / total;
      left[v]!--;
      total--;
      k(v, q);
      left[v]!++;
      total++;
    }
  };
  const finish = (pt: number, bt: number, q: number) => {
    if (pt > bt) p.player += q;
    else if (bt > pt) p.banker += q;
    else p.tie += q;
  };
  draw(1, (p1, q1) =>
    draw(q1, (b1, q2) =>
      draw(q2, (p2, q3) =>
        draw(q3, (b2, q4) => {
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (pt >= 8 || bt >= 8) return finish(pt, bt, q4);
          if (pt <= 5) {
            draw(q4, (p3, q5) => {
              const pt3 = (pt + p3) % 10;
              if (bankerDraws(bt, p3)) draw(q5, (b3, q6) => finish(pt3, (bt + b3) % 10, q6));
              else finish(pt3, bt, q5);
            });
          } else if (bankerDraws(bt, null)) {
            draw(q4, (b3, q5) => finish(pt, (bt + b3) % 10, q5));
          } else finish(pt, bt, q4);
        }),
      ),
    ),
  );
  const perRank = 4 * decks;
  const pair = (perRank - 1) / (52 * decks - 1);
  return {
    ...p,
    pair,
    edge: {
      player: p.banker - p.player,
      banker: p.player - 0.95 * p.banker,
      tie: 1 - p.tie - 8 * p.tie,
      playerPair: 1 - 12 * pair,
      bankerPair: 1 - 12 * pair,
    },
  };
}

export interface BaccaratDescription {
  gameId: 'baccarat';
  kind: 'table';
  name: string;
  /** Rule sentences as i18n keys and arguments (the site translates them). */
  rules: RuleText[];
  paytable: { bet: BaccaratBet; pays: string; houseEdge: number }[];
  drawingRules: { player: RuleText; banker: RuleText[] };
}

let oddsCache: BaccaratOdds | null = null;

export function describeBaccarat(): BaccaratDescription {
  oddsCache ??= baccaratOdds();
  const edge = oddsCache.edge;
  return {
    gameId: 'baccarat',
    kind: 'table',
    name: 'Jade Baccarat',
    rules: [
      ruleText('ih_rule_bac_shoe', 8),
      ruleText('ih_rule_bac_values'),
      ruleText('ih_rule_bac_natural'),
      ruleText('ih_rule_bac_player_draw'),
      ruleText('ih_rule_bac_banker_draw'),
      ruleText('ih_rule_bac_winner'),
      ruleText('ih_rule_bac_pays'),
      ruleText('ih_rule_bac_pair'),
    ],
    paytable: [
      { bet: 'player', pays: '1:1', houseEdge: edge.player },
      { bet: 'banker', pays: '0.95:1', houseEdge: edge.banker },
      { bet: 'tie', pays: '8:1', houseEdge: edge.tie },
      { bet: 'playerPair', pays: '11:1', houseEdge: edge.playerPair },
      { bet: 'bankerPair', pays: '11:1', houseEdge: edge.bankerPair },
    ],
    drawingRules: {
      player: ruleText('ih_rule_bac_draw_player'),
      banker: [
        ruleText('ih_rule_bac_draw_0_2'),
        ruleText('ih_rule_bac_draw_3'),
        ruleText('ih_rule_bac_draw_4'),
        ruleText('ih_rule_bac_draw_5'),
        ruleText('ih_rule_bac_draw_6'),
        ruleText('ih_rule_bac_draw_7'),
      ],
    },
  };
}

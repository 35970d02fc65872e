import { describe, expect, it } from 'vitest';
import {
  baccaratOdds,
  bankerDraws,
  cardValue,
  dealCoup,
  describeBaccarat,
  freshShoe,
  playBaccarat,
  settleBaccarat,
} from '@jade/contract/inhouse-engine/baccarat';
import { createFairRng } from './fair-rng';

// Filler so every sequence has 6 cards; unused when the coup ends earlier.
const deal = (...cards: string[]) => dealCoup([...cards, 'KS', 'KS', 'KS', 'KS', 'KS', 'KS']);

describe('baccarat rules', () => {
  it('values cards', () => {
    expect(['AS', '2H', '9D', '10C', 'JS', 'QH', 'KD'].map(cardValue)).toEqual([1, 2, 9, 0, 0, 0, 0]);
  });

  it('stops on a natural of either hand', () => {
    const c = deal('4S', 'KH', '5D', '2C');
    expect(c).toMatchObject({ natural: true, outcome: 'player', player: { total: 9 }, banker: { total: 2 } });
    expect(c.dealt.map((d) => d.to)).toEqual(['player', 'banker', 'player', 'banker']);
    expect(deal('2S', '8H', '3D', 'KC')).toMatchObject({
      natural: true,
      outcome: 'banker',
      banker: { total: 8 },
    });
    expect(deal('2S', '4H', '6D', '4C')).toMatchObject({ natural: true, outcome: 'tie' });
  });

  it('player stands on 6–7; banker then draws on 0–5 and stands on 6–7', () => {
    const c = deal('6S', '2H', 'KD', '3C', '4H');
    expect(c.player.cards).toEqual(['6S', 'KD']);
    expect(c.banker.cards).toEqual(['2H', '3C', '4H']);
    expect(c).toMatchObject({ natural: false, outcome: 'banker', banker: { total: 9 } });
    const s = deal('7S', '6H', 'KD', 'KC');
    expect(s.dealt).toHaveLength(4);
    expect(s.outcome).toBe('player');
  });

  it('player draws on 0–5 and the banker follows the tableau', () => {
    // banker 3, player's third card 8 → banker stands: player 2+3+8 = 3, banker 3 → tie
    const t = deal('2S', '3H', '3D', 'KC', '8H', '9C');
    expect(t.dealt).toHaveLength(5);
    expect(t).toMatchObject({ outcome: 'tie', player: { total: 3 }, banker: { total: 3 } });
    // banker 3, third card 9 → draws 5 → 8
    const d = deal('2S', '3H', '3D', 'KC', '9H', '5D');
    expect(d.dealt.map((x) => x.card)).toEqual(['2S', '3H', '3D', 'KC', '9H', '5D']);
    expect(d).toMatchObject({ outcome: 'banker', player: { total: 4 }, banker: { total: 8 } });
    // player 0 draws
    expect(deal('KS', '7H', 'QD', 'KC', '5H').player.cards).toHaveLength(3);
  });

  it('implements the whole banker drawing tableau', () => {
    // rows: banker total 0–7; columns: player third card none, 0, 1, …, 9 (D draw, S stand)
    const table = [
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDSD',
      'D SSDDDDDDSS',
      'D SSSSDDDDSS',
      'S SSSSSSDDSS',
      'S SSSSSSSSSS',
    ];
    table.forEach((row, bt) => {
      expect(bankerDraws(bt, null) ? 'D' : 'S').toBe(row[0]);
      for (let p = 0; p <= 9; p++)
        expect(bankerDraws(bt, p) ? 'D' : 'S', `banker ${bt}, third ${p}`).toBe(row[2 + p]);
    });
  });

  it('detects pairs by rank, not value', () => {
    expect(deal('KS', '2H', 'KD', '2C')).toMatchObject({ playerPair: true, bankerPair: true });
    expect(deal('KS', '2H', 'QD', '3C')).toMatchObject({ playerPair: false, bankerPair: false });
  });
});

describe('baccarat payouts', () => {
  it('pays player 1:1, banker 0.95:1 floored, tie 8:1, pairs 11:1; pushes player and banker on a tie', () => {
    const banker = deal('2S', '8H', '3D', 'KC');
    expect(
      settleBaccarat(banker, { banker: 1000, player: 500, tie: 100, bankerPair: 10, playerPair: 10 }),
    ).toEqual([
      { bet: 'player', stake: 500, result: 'lose', return: 0 },
      { bet: 'banker', stake: 1000, result: 'win', return: 1950 },
      { bet: 'tie', stake: 100, result: 'lose', return: 0 },
      { bet: 'playerPair', stake: 10, result: 'lose', return: 0 },
      { bet: 'bankerPair', stake: 10, result: 'lose', return: 0 },
    ]);
    expect(settleBaccarat(banker, { banker: 30 })[0]!.return).toBe(30 + 28);
    const tie = deal('2S', '4H', '6D', '4C');
    expect(
      settleBaccarat(tie, { player: 100, banker: 100, tie: 100 }).map((b) => [b.result, b.return]),
    ).toEqual([
      ['push', 100],
      ['push', 100],
      ['win', 900],
    ]);
    const pairs = deal('KS', '2H', 'KD', '2C');
    expect(
      settleBaccarat(pairs, { playerPair: 10, bankerPair: 10, player: 10 }).map((b) => b.return),
    ).toEqual([0, 120, 120]);
  });

  it('refuses empty or bad bets', () => {
    const c = deal('2S', '8H', '3D', 'KC');
    expect(() => settleBaccarat(c, {})).toThrow(RangeError);
    expect(() => settleBaccarat(c, { player: 0 })).toThrow(RangeError);
    expect(() => settleBaccarat(c, { player: 1.5 })).toThrow(RangeError);
    expect(() => settleBaccarat(c, { side: 5 } as never)).toThrow(RangeError);
  });

  it('deals each round from a fresh 8-deck shoe shuffled by the fair stream', () => {
    const shoe = freshShoe();
    expect(shoe).toHaveLength(416);
    expect(shoe.filter((c) => c.startsWith('Q')).length).toBe(32);
    expect(new Set(shoe).size).toBe(52);
    const seeds = { serverSeed: 'ab'.repeat(32), clientSeed: 'baccarat', nonce: 3 };
    const round = playBaccarat(createFairRng(seeds), { player: 100 });
    const expected = createFairRng(seeds).shuffle(freshShoe());
    expect(round.dealt.map((d) => d.card)).toEqual(expected.slice(0, round.dealt.length));
    expect(round.totalStake).toBe(100);
    expect(round.gameId).toBe('baccarat');
  });
});

describe('baccarat exact house edges (8 decks)', () => {
  const odds = baccaratOdds();
  it('sums to one', () => {
    expect(odds.player + odds.banker + odds.tie).toBeCloseTo(1, 10);
  });
  it('has the known edges', () => {
    expect(Math.abs(odds.edge.banker * 100 - 1.0579)).toBeLessThan(0.01);
    expect(Math.abs(odds.edge.player * 100 - 1.2351)).toBeLessThan(0.01);
    expect(Math.abs(odds.edge.tie * 100 - 14.3596)).toBeLessThan(0.01);
    expect(odds.pair).toBeCloseTo(31 / 415, 15);
    expect(Math.abs(odds.edge.playerPair * 100 - 10.3614)).toBeLessThan(0.01);
    // Well-known probabilities of the 8-deck game
    expect(odds.banker).toBeCloseTo(0.458597, 6);
    expect(odds.player).toBeCloseTo(0.446247, 6);
    expect(odds.tie).toBeCloseTo(0.095156, 6);
  });
  it('describes rules and edges', () => {
    const d = describeBaccarat();
    expect(d.paytable.find((p) => p.bet === 'banker')!.houseEdge).toBeCloseTo(odds.edge.banker, 12);
    expect(d.drawingRules.banker).toHaveLength(6);
  });
});

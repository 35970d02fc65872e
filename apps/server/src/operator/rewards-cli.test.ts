import { describe, expect, it } from 'vitest';
import { UsageError } from './parse-args';
import { parseLevelList, parseSegments } from './rewards-cli';

describe('rewards vip set levels', () => {
  it('reads levels from level 0 in order', () => {
    expect(parseLevelList('VIP0:0:0:0:0,Gold:1000.50:10000:5000:38')).toEqual([
      {
        level: 0,
        name: 'VIP0',
        depositThreshold: '0',
        turnoverThreshold: '0',
        retainTurnover: '0',
        upgradeBonus: '0',
        monthlyBonus: '0',
        birthdayBonus: '0',
        withdrawDailyAmount: '0',
        withdrawDailyCount: 0,
      },
      {
        level: 1,
        name: 'Gold',
        depositThreshold: '1000.50',
        turnoverThreshold: '10000',
        retainTurnover: '5000',
        upgradeBonus: '38',
        monthlyBonus: '0',
        birthdayBonus: '0',
        withdrawDailyAmount: '0',
        withdrawDailyCount: 0,
      },
    ]);
  });

  it('refuses missing fields, extra fields and bad amounts', () => {
    expect(() => parseLevelList(undefined)).toThrow(UsageError);
    expect(() => parseLevelList('VIP0:0:0:0')).toThrow('Bad level');
    expect(() => parseLevelList('VIP0:0:0:0:0:9')).toThrow('Bad level');
    expect(() => parseLevelList('VIP0:0:-5:0:0')).toThrow('Bad level');
    expect(() => parseLevelList('VIP0:0:1.234:0:0')).toThrow('Bad level');
    expect(() => parseLevelList('VIP0:0:0:0:0:1:2:x')).toThrow('Bad level');
  });

  it('reads the optional benefits: the monthly bonus and the daily withdrawal limits', () => {
    expect(parseLevelList('VIP0:0:0:0:0,VIP1:10:100:50:5:8:500000:12')[1]).toMatchObject({
      monthlyBonus: '8',
      withdrawDailyAmount: '500000',
      withdrawDailyCount: 12,
    });
  });

  it('reads the birthday bonus after the withdrawal limits', () => {
    expect(parseLevelList('VIP0:0:0:0:0,VIP1:10:100:50:5:8:0:0:18')[1]).toMatchObject({
      birthdayBonus: '18',
      monthlyBonus: '8',
    });
    expect(() => parseLevelList('VIP0:0:0:0:0:8:0:0:18:1')).toThrow('Bad level');
  });
});

describe('rewards wheel set segments', () => {
  it('reads kind:amount:weight segments and refuses others', () => {
    expect(parseSegments('cash:8:25,bonus:18.50:20,none:0:5')).toEqual([
      { kind: 'cash', amount: '8', weight: 25 },
      { kind: 'bonus', amount: '18.50', weight: 20 },
      { kind: 'none', amount: '0', weight: 5 },
    ]);
    expect(() => parseSegments('gold:8:1')).toThrow('Bad segment');
    expect(() => parseSegments('cash:8')).toThrow('Bad segment');
    expect(() => parseSegments(undefined)).toThrow('Bad segment');
  });
});

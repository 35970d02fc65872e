import { TEST_MERCHANT } from './accounts';

/**
 * The bonus templates of the rewards test files. Saving templates deactivates a brand's others, and
 * the files share the database and run side by side: every file that saves templates saves this same
 * list, so none of them switches off a template another one needs.
 */
const weights = [
  { productType: 'RNG', weight: 100 },
  { productType: 'LIVE', weight: 10 },
  { productType: 'FISH', weight: 100 },
  { productType: 'PVP', weight: 50 },
  { productType: 'SPORTS', weight: 50 },
  { productType: 'ESPORTS', weight: 50 },
  { productType: 'LOTT', weight: 20 },
  { productType: 'ELOTT', weight: 20 },
  { productType: 'COCKFIGHT', weight: 20 },
];

const manual = (
  code: string,
  kind: string,
  name: string,
  multiple: number,
  expiryDays: number,
  fixedAmount = '0',
) =>
  ({
    code,
    kind,
    trigger: 'manual',
    name,
    fixedAmount,
    multiple,
    base: 'bonus',
    expiryDays,
    weights,
    active: true,
  }) as const;

export const TEST_BONUS_TEMPLATES = {
  merchantCode: TEST_MERCHANT,
  withdrawalRule: 'block',
  templates: [
    // A welcome bonus of 50 % of a first deposit from 7,777.77 (a minimum no other file's deposits
    // reach), at most 5,000, 2× bonus and deposit within 7 days.
    {
      code: 'welcome',
      kind: 'welcome',
      trigger: 'firstDeposit',
      name: 'Welcome 50%',
      percent: 50,
      maxBonus: '5000',
      minDeposit: '7777.77',
      multiple: 2,
      base: 'bonusDeposit',
      expiryDays: 7,
      weights,
      active: true,
    },
    manual('goodwill', 'manual', 'Goodwill', 1, 3, '20'),
    // The reward centre's (as seeded).
    manual('sign-in', 'signIn', 'Daily sign-in bonus', 1, 3),
    manual('register', 'register', 'Registration bonus', 3, 7),
    manual('rescue', 'rescue', 'Rescue fund', 1, 3),
    manual('birthday', 'birthday', 'Birthday bonus', 5, 7),
    manual('wheel', 'wheel', 'Prize wheel bonus', 3, 7),
    // Invite friends: 15 to the inviter when an invitee's first deposit reaches 100.
    { ...manual('referral', 'referral', 'Referral bonus', 3, 14, '15'), minDeposit: '100' },
    // The VIP review's monthly bonus.
    manual('vip-monthly', 'vipMonthly', 'VIP monthly bonus', 3, 14),
    // Missions' (each mission names its own multiple).
    manual('mission', 'mission', 'Mission reward', 1, 7),
  ],
} as const;

import type { GameCategory } from '@jade/contract/games';
import type { ModuleId } from '@jade/contract/module-ids';
import type { RegisterField, RegisterRule, Resource } from '@jade/contract/system';
import type { BrandConfig } from '../modules/brand/tables';

/** The demo brand that `npm start` creates on an empty database (design brief, "Demo data"). */
export const DEMO_BRAND = {
  code: 'jade',
  name: 'Jade',
  defaultLanguage: 'MY',
  config: {
    platform: 'web',
    device: 'WEB',
    lotteryType: 'SEA',
    prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
    agentTypes: [1, 2, 41, 42],
    trialTypes: [4],
    loginRequired: false,
    gtagId: '',
    // '' = same origin: artwork and game launches are served by this server.
    imageCDNs: [''],
    launchGameCDNs: [''],
  } satisfies BrandConfig,
};

export interface DemoRegion {
  code: string;
  country: string;
  countryName: string;
  dialingCode: string;
  currency: string;
  /** IANA time zone: the region's brand days and hours (reports, wages, dividends). */
  timeZone: string;
  currencySymbol: string;
  currencyPosition: 'F' | 'B';
  languages: string[];
  domains: string[];
  isDefault?: boolean;
}

/** Spec §3 "Regions", one merchant code each; jade_ph is the default merchant. */
export const DEMO_REGIONS: DemoRegion[] = [
  {
    code: 'jade_ph',
    country: 'PH',
    timeZone: 'Asia/Manila',
    countryName: 'Philippines',
    dialingCode: '63',
    currency: 'MMK',
    currencySymbol: 'Ks',
    currencyPosition: 'B',
    languages: ['MY', 'EN'],
    domains: ['ph.jade.local'],
    isDefault: true,
  },
  {
    code: 'jade_bd',
    country: 'BD',
    timeZone: 'Asia/Dhaka',
    countryName: 'Bangladesh',
    dialingCode: '880',
    currency: 'BDT',
    currencySymbol: '৳',
    currencyPosition: 'F',
    languages: ['EN', 'BN'],
    domains: ['bd.jade.local'],
  },
  {
    code: 'jade_in',
    country: 'IN',
    timeZone: 'Asia/Kolkata',
    countryName: 'India',
    dialingCode: '91',
    currency: 'INR',
    currencySymbol: '₹',
    currencyPosition: 'F',
    languages: ['HI', 'EN'],
    domains: ['in.jade.local'],
  },
  {
    code: 'jade_ng',
    country: 'NG',
    timeZone: 'Africa/Lagos',
    countryName: 'Nigeria',
    dialingCode: '234',
    currency: 'NGN',
    currencySymbol: '₦',
    currencyPosition: 'F',
    languages: ['EN'],
    domains: ['ng.jade.local'],
  },
  {
    code: 'jade_id',
    country: 'ID',
    timeZone: 'Asia/Jakarta',
    countryName: 'Indonesia',
    dialingCode: '62',
    currency: 'IDRK',
    currencySymbol: 'Rp',
    currencyPosition: 'F',
    languages: ['EN', 'ID'],
    domains: ['id.jade.local'],
  },
  {
    code: 'jade_pk',
    country: 'PK',
    timeZone: 'Asia/Karachi',
    countryName: 'Pakistan',
    dialingCode: '92',
    currency: 'PKR',
    currencySymbol: 'Rs',
    currencyPosition: 'F',
    languages: ['EN', 'UR'],
    domains: ['pk.jade.local'],
  },
  {
    code: 'jade_ke',
    country: 'KE',
    timeZone: 'Africa/Nairobi',
    countryName: 'Kenya',
    dialingCode: '254',
    currency: 'KES',
    currencySymbol: 'KSh',
    currencyPosition: 'F',
    languages: ['EN'],
    domains: ['ke.jade.local'],
  },
];

/**
 * The module tree (wire §3): every module id, with the parent that must be on for it to count as on.
 * All on except GEETEST3: Jade has its own captcha (CAPTCHA3) and no third-party challenge provider.
 */
export const DEMO_MODULES: { modId: ModuleId; parent: ModuleId | null; enabled: boolean }[] = [
  { modId: 'COMM3', parent: null, enabled: true },
  { modId: 'CAPTCHA3', parent: 'COMM3', enabled: true },
  { modId: 'GEETEST3', parent: 'COMM3', enabled: false },
  { modId: 'PROFPIC3', parent: 'COMM3', enabled: true },
  { modId: 'INBOX3', parent: 'COMM3', enabled: true },
  { modId: 'CBS3', parent: 'COMM3', enabled: true },
  { modId: 'FEEDBACK3', parent: 'COMM3', enabled: true },
  { modId: 'AFFMAN3', parent: 'COMM3', enabled: true },
  { modId: 'REG3', parent: null, enabled: true },
  { modId: 'USERNAMEREG3', parent: 'REG3', enabled: true },
  { modId: 'MOBILENUMREG3', parent: 'REG3', enabled: true },
  { modId: 'MOBILENUMPASSREG3', parent: 'REG3', enabled: true },
  { modId: 'REGMOBVERF3', parent: 'REG3', enabled: true },
  { modId: 'VERIFICATION3', parent: null, enabled: true },
  { modId: 'MOBILEVERCODELOGIN3', parent: 'VERIFICATION3', enabled: true },
  { modId: 'LOGINIPVERF3', parent: 'VERIFICATION3', enabled: true },
  { modId: 'PASS3', parent: null, enabled: true },
  { modId: 'PWDEXPFORCECHANGE3', parent: 'PASS3', enabled: true },
  { modId: 'CHNGPASSVERIF3', parent: 'PASS3', enabled: true },
  { modId: 'PWRESETSMS3', parent: 'PASS3', enabled: true },
  { modId: 'FREEPLAY3', parent: null, enabled: true },
  { modId: 'GAMELO3', parent: null, enabled: true },
  { modId: 'GAMELOHOT3', parent: 'GAMELO3', enabled: true },
  { modId: 'GAMELOREC3', parent: 'GAMELO3', enabled: true },
  { modId: 'GAMELOFAV3', parent: 'GAMELO3', enabled: true },
  { modId: 'AGEANNOUNCE3', parent: 'GAMELO3', enabled: true },
  { modId: 'REWCEN3', parent: null, enabled: true },
  { modId: 'PTSYS3', parent: 'REWCEN3', enabled: true },
  { modId: 'MEMTRANS3', parent: null, enabled: true },
  { modId: 'FUNDTRANS3', parent: null, enabled: true },
  { modId: 'AGENTPOLICY3', parent: null, enabled: true },
  { modId: 'SIGNCONDIV3', parent: 'AGENTPOLICY3', enabled: true },
  { modId: 'DAILYSALCONT3', parent: 'AGENTPOLICY3', enabled: true },
  { modId: 'HOURSAL3', parent: 'AGENTPOLICY3', enabled: true },
  { modId: 'RTSALARY3', parent: 'AGENTPOLICY3', enabled: true },
];

const ANY = '*';
const DIGITS = '^[0-9]+$';
const LETTERS_DIGITS = '^[A-Za-z0-9]+$';
const NO_SPACES = '^\\S+$';

/** Registration field rules (wire §2.9); patternId is the message key reg_pattern_<id> (spec §5). */
export const DEMO_REGISTER_RULES: Record<RegisterField, RegisterRule> = {
  username: rule(true, true, 6, 16, 1, '^[A-Za-z][A-Za-z0-9]*$'),
  // Upper and lower case, a digit and a symbol (pattern 20), 8 to 20 characters: `Jade2026!` passes.
  password: rule(true, true, 8, 20, 20, ANY),
  // 10 digits, or 11 for the Philippine 09xxxxxxxxx form.
  mobileNum: rule(true, true, 10, 11, 6, DIGITS),
  email: rule(true, false, 5, 64, 3, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'),
  payeeName: rule(true, false, 2, 50, 0, ANY),
  paymentPassword: rule(false, false, 6, 6, 6, DIGITS),
  qqNum: rule(false, false, 5, 12, 6, DIGITS),
  line: rule(false, false, 2, 30, 9, NO_SPACES),
  whatsapp: rule(true, false, 8, 15, 6, DIGITS),
  facebook: rule(false, false, 5, 50, 9, NO_SPACES),
  wechat: rule(false, false, 6, 20, 9, NO_SPACES),
  idNumber: rule(false, false, 6, 20, 14, LETTERS_DIGITS),
  recommenderId: rule(true, false, 6, 16, 14, LETTERS_DIGITS),
  affiliateCode: rule(true, false, 4, 16, 14, LETTERS_DIGITS),
  captcha: rule(true, true, 4, 4, 14, LETTERS_DIGITS),
};

function rule(
  enabled: boolean,
  required: boolean,
  minLength: number,
  maxLength: number,
  patternId: number,
  acceptedPattern: string,
): RegisterRule {
  return { enabled, required, minLength, maxLength, patternId, acceptedPattern };
}

export interface DemoVendor {
  code: string;
  displayName: string;
  category: GameCategory;
  hot?: boolean;
  isGame?: 'VASSALAGE';
  gameCode?: string;
  maintenance?: boolean;
  enabled?: boolean;
}

/** Invented vendor brands; the in-house vendor is JADE. Order within a category is the display order. */
export const DEMO_VENDORS: DemoVendor[] = [
  { code: 'JADE', displayName: 'Jade Originals', category: 'RNG', hot: true },
  { code: 'AUR', displayName: 'Aurora Reels', category: 'RNG', hot: true },
  { code: 'BMB', displayName: 'Bamboo Bay', category: 'RNG' },
  { code: 'CBC', displayName: 'Cobalt Crown', category: 'RNG', hot: true },
  { code: 'DFR', displayName: 'Dragonfruit Play', category: 'RNG' },
  { code: 'EMF', displayName: 'Ember Forge', category: 'RNG' },
  { code: 'FBL', displayName: 'Fable Spin', category: 'RNG' },
  { code: 'GLT', displayName: 'Gilded Lotus', category: 'RNG' },
  { code: 'HBL', displayName: 'Harbor Lights', category: 'RNG', maintenance: true },
  { code: 'IDG', displayName: 'Indigo Isle', category: 'RNG' },
  { code: 'JNP', displayName: 'Juniper Slots', category: 'RNG' },
  { code: 'KST', displayName: 'Kestrel Play', category: 'RNG' },
  { code: 'LTW', displayName: 'Lantern Works', category: 'RNG' },
  { code: 'MSN', displayName: 'Monsoon Reels', category: 'RNG' },
  { code: 'OLD', displayName: 'Old Mill Slots', category: 'RNG', enabled: false },
  { code: 'VRL', displayName: 'Velvet Room Live', category: 'LIVE', hot: true },
  { code: 'SRC', displayName: 'Silk Road Casino', category: 'LIVE' },
  { code: 'CRS', displayName: 'Crystal Studio', category: 'LIVE' },
  { code: 'MDB', displayName: 'Midnight Baccarat', category: 'LIVE' },
  { code: 'RBL', displayName: 'Riverboat Live', category: 'LIVE' },
  { code: 'RFR', displayName: 'Reef Raiders', category: 'FISH', hot: true },
  { code: 'CRC', displayName: 'Coral Cannon', category: 'FISH' },
  { code: 'DBH', displayName: 'Deep Blue Hunt', category: 'FISH' },
  { code: 'PRD', displayName: 'Pearl Diver', category: 'FISH' },
  { code: 'TDC', displayName: 'Tidecaller', category: 'FISH' },
  { code: 'OCT', displayName: 'Octo Arcade', category: 'FISH' },
  { code: 'THC', displayName: 'Teahouse Cards', category: 'PVP', hot: true, isGame: 'VASSALAGE' },
  { code: 'RRM', displayName: 'Royal Rummy', category: 'PVP' },
  { code: 'SFP', displayName: 'Saffron Poker', category: 'PVP' },
  { code: 'TGH', displayName: 'Tongits Hall', category: 'PVP' },
  { code: 'DMD', displayName: 'Domino Den', category: 'PVP' },
  { code: 'ACC', displayName: 'Ace Circle', category: 'PVP' },
  { code: 'SMT', displayName: 'Summit Sportsbook', category: 'SPORTS', hot: true },
  { code: 'KOX', displayName: 'Kickoff Exchange', category: 'SPORTS' },
  { code: 'FLD', displayName: 'Fieldline', category: 'SPORTS' },
  { code: 'PXA', displayName: 'Pixel Arena', category: 'ESPORTS' },
  { code: 'FRG', displayName: 'Frag League', category: 'ESPORTS' },
  { code: 'JLT', displayName: 'Jade Lotto', category: 'LOTT', hot: true, gameCode: 'JLT_SEA' },
  { code: 'LNH', displayName: 'Lucky Numbers House', category: 'LOTT', gameCode: 'LNH_DAILY' },
  { code: 'SRD', displayName: 'Sunrise Draw', category: 'LOTT', gameCode: 'SRD_3D' },
  { code: 'QDF', displayName: 'Quick Draw Five', category: 'ELOTT', gameCode: 'QDF_1M' },
  { code: 'RKN', displayName: 'Rapid Keno', category: 'ELOTT', gameCode: 'RKN_KENO' },
  { code: 'SBA', displayName: 'Sabong Arena', category: 'COCKFIGHT', gameCode: 'SBA_MAIN' },
  { code: 'RRG', displayName: 'Rooster Ring', category: 'COCKFIGHT', gameCode: 'RRG_MAIN' },
  { code: 'FCH', displayName: 'Felt and Chips', category: 'TABLE' },
  { code: 'RLR', displayName: 'Roulette Row', category: 'TABLE' },
  { code: 'SBS', displayName: 'Sic Bo Street', category: 'TABLE' },
  { code: 'CCR', displayName: 'Coin Crane', category: 'ARCADE' },
  { code: 'RTR', displayName: 'Retro Rush', category: 'ARCADE' },
  { code: 'BBL', displayName: 'Bubble Blast', category: 'ARCADE' },
  { code: 'MGV', displayName: 'Mega Vault', category: 'JACKPOT', hot: true },
  { code: 'TDP', displayName: 'Thunder Pot', category: 'JACKPOT' },
  { code: 'BGB', displayName: 'Bingo Bay', category: 'BINGO' },
  { code: 'NBL', displayName: 'Ninety Ball', category: 'BINGO' },
];

export const DEMO_RESOURCES: Resource[] = [
  {
    resourceType: 'Android',
    url: 'https://download.example.com/jade/jade.apk',
    labelNameEn: 'Android app',
    qrCodeUrl: 'https://download.example.com/jade/android',
  },
  {
    resourceType: 'IOS',
    url: 'https://download.example.com/jade/ios',
    labelNameEn: 'iOS app',
    qrCodeUrl: 'https://download.example.com/jade/ios',
  },
  {
    resourceType: 'LITE',
    url: 'https://download.example.com/jade/lite',
    labelNameEn: 'Lite app',
    qrCodeUrl: 'https://download.example.com/jade/lite',
  },
  {
    resourceType: 'WHATSAPP',
    url: 'https://whatsapp.example.com/jade',
    labelNameEn: 'WhatsApp',
    qrCodeUrl: null,
  },
  {
    resourceType: 'FACEBOOK',
    url: 'https://facebook.example.com/jade',
    labelNameEn: 'Facebook',
    qrCodeUrl: null,
  },
  {
    resourceType: 'INSTAGRAM',
    url: 'https://instagram.example.com/jade',
    labelNameEn: 'Instagram',
    qrCodeUrl: null,
  },
  {
    resourceType: 'TELEGRAM',
    url: 'https://telegram.example.com/jade',
    labelNameEn: 'Telegram',
    qrCodeUrl: null,
  },
  {
    resourceType: 'YOUTUBE',
    url: 'https://youtube.example.com/jade',
    labelNameEn: 'YouTube',
    qrCodeUrl: null,
  },
];

/** csType 3 URLs are encrypted when seeded (customer-service-path.ts). */
export const DEMO_CUSTOMER_SERVICE: { csType: 1 | 2 | 3; name: string; url: string }[] = [
  { csType: 1, name: 'Live chat', url: 'https://chat.example.com/jade/live' },
  { csType: 2, name: 'VIP service', url: 'https://chat.example.com/jade/vip' },
  { csType: 3, name: 'Help desk', url: 'https://support.example.com/jade' },
];

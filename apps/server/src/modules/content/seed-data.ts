import type { BannerGroup, HelpTag, PromotionCategory, PromotionType } from '@jade/contract/content';

/**
 * The demo brand's content in EN, MY and CN (other languages fall back to EN). Images are the
 * server's generated artwork (/img/banner/<key>.webp), so the demo needs no external files.
 */

type L<T> = { EN: T; MY: T; CN: T };
const l = <T>(EN: T, MY: T, CN: T): L<T> => ({ EN, MY, CN });

export const banner = (key: string, theme: string, title: string, subtitle: string, shape?: string) => {
  const q = new URLSearchParams({ theme, title, subtitle, ...(shape ? { shape } : {}) });
  return `/img/banner/${key}.webp?${q.toString()}`;
};

export interface SeedBanner {
  group: BannerGroup;
  key: string;
  theme: string;
  shape?: 'icon' | 'button' | 'popup';
  title: L<string>;
  subtitle: string;
  link?: { linkageType: 'ROUTE' | 'MEMBER_CENTRE' | 'PROMOTION' | 'URL'; linkage: string };
}

export const SEED_BANNERS: SeedBanner[] = [
  {
    group: 'w_home',
    key: 'home-welcome',
    theme: 'HOME',
    title: l('Welcome bonus 100%', 'ကြိုဆိုဘောနပ်စ် 100%', '首存礼金 100%'),
    subtitle: 'Double your first deposit up to 500,000',
    link: { linkageType: 'ROUTE', linkage: '/promotions' },
  },
  {
    group: 'w_home',
    key: 'home-live',
    theme: 'LIVE',
    title: l('Live casino nights', 'တိုက်ရိုက်ကာစီနို ညများ', '真人娱乐之夜'),
    subtitle: 'Baccarat, roulette and dragon tiger with real dealers',
    link: { linkageType: 'ROUTE', linkage: '/live' },
  },
  {
    group: 'w_home',
    key: 'home-vip',
    theme: 'VIP',
    title: l('VIP club rewards', 'VIP ကလပ် ဆုလာဘ်များ', 'VIP 俱乐部奖励'),
    subtitle: 'Weekly cashback and a personal manager',
    link: { linkageType: 'ROUTE', linkage: '/promotions' },
  },
  {
    group: 'w_rng',
    key: 'rng-spins',
    theme: 'RNG',
    title: l('Slots festival', 'စလော့ ပွဲတော်', '老虎机嘉年华'),
    subtitle: 'Hundreds of reels, daily free-spin drops',
  },
  {
    group: 'w_rng',
    key: 'rng-jackpot',
    theme: 'RNG',
    title: l('Chase the jackpot', 'ဂျက်ပေါ့ကို လိုက်ရှာပါ', '追逐头奖'),
    subtitle: 'Progressive prizes growing every second',
  },
  {
    group: 'w_live',
    key: 'live-tables',
    theme: 'LIVE',
    title: l('Real dealers, real time', 'တကယ့်ဒီလာ၊ တကယ့်အချိန်', '真人荷官 实时对决'),
    subtitle: 'HD tables open around the clock',
  },
  {
    group: 'w_fish',
    key: 'fish-ocean',
    theme: 'FISH',
    title: l('Ocean hunter', 'သမုဒ္ဒရာ မုဆိုး', '深海猎手'),
    subtitle: 'Catch the golden dragon for 300x',
  },
  {
    group: 'w_pvp',
    key: 'pvp-cards',
    theme: 'PVP',
    title: l('Card tables', 'ကတ်ဂိမ်း စားပွဲများ', '棋牌对战'),
    subtitle: 'Play poker and card games against real players',
  },
  {
    group: 'w_sports',
    key: 'sports-match',
    theme: 'SPORTS',
    title: l('Match day odds', 'ပွဲနေ့ အလေးသာမှုများ', '赛事日赔率'),
    subtitle: 'Football, basketball and more, live in-play',
  },
  {
    group: 'w_esports',
    key: 'esports-arena',
    theme: 'ESPORTS',
    title: l('Esports arena', 'အီးစပို့ အားကစားကွင်း', '电竞竞技场'),
    subtitle: 'Bet on the biggest tournaments',
  },
  {
    group: 'w_lott',
    key: 'lott-draw',
    theme: 'LOTT',
    title: l('Lottery draws every minute', 'မိနစ်တိုင်း ထီဖွင့်', '每分钟开奖'),
    subtitle: 'Fast draws and classic numbers',
  },
  {
    group: 'w_down',
    key: 'down-app',
    theme: 'APP',
    title: l('Take Jade with you', 'Jade ကို အတူယူသွားပါ', '随身畅玩 Jade'),
    subtitle: 'Install the app on Android or add it to your iPhone',
  },
  {
    group: 'w_promotion',
    key: 'promo-hub',
    theme: 'PROMO',
    title: l('Promotions for everyone', 'လူတိုင်းအတွက် ပရိုမိုးရှင်း', '人人有份的优惠'),
    subtitle: 'New offers every week',
  },
  {
    group: 'w_shop',
    key: 'shop-mall',
    theme: 'MALL',
    title: l('Point mall', 'ပွိုင့် စျေးဆိုင်', '积分商城'),
    subtitle: 'Turn your points into rewards',
  },
  {
    group: 'w_help',
    key: 'help-centre',
    theme: 'HELP',
    title: l('How can we help?', 'ဘာကူညီပေးရမလဲ?', '需要什么帮助？'),
    subtitle: 'Guides for deposits, withdrawals and your account',
  },
  {
    group: 'w_topup_1',
    key: 'topup-icon',
    theme: 'PROMO',
    shape: 'icon',
    title: l('Deposit bonus', 'ငွေသွင်း ဘောနပ်စ်', '存款红利'),
    subtitle: '+20%',
  },
  {
    group: 'w_topup_2',
    key: 'topup-button',
    theme: 'PROMO',
    shape: 'button',
    title: l('Top up now +20%', 'ယခု ငွေဖြည့်ပါ +20%', '立即充值 +20%'),
    subtitle: 'Deposit bonus',
  },
  {
    group: 'w_topup_3',
    key: 'topup-popup',
    theme: 'PROMO',
    shape: 'popup',
    title: l('20% reload bonus', '20% ပြန်ဖြည့် ဘောနပ်စ်', '20% 续存红利'),
    subtitle: 'On every deposit this week',
    link: { linkageType: 'MEMBER_CENTRE', linkage: 'depositv2' },
  },
  {
    group: 'w_login',
    key: 'login-side',
    theme: 'HOME',
    title: l('Welcome back', 'ပြန်လည်ကြိုဆိုပါတယ်', '欢迎回来'),
    subtitle: 'Your games are waiting',
  },
  {
    group: 'w_reg',
    key: 'reg-side',
    theme: 'PROMO',
    title: l('Join and get 100%', 'ဝင်ရောက်ပြီး 100% ရယူပါ', '注册即享 100%'),
    subtitle: 'Welcome bonus on your first deposit',
  },
];

export interface SeedNotice {
  title: L<string>;
  content: L<string>;
  daysAgo: number;
}

const p = (s: string) => `<p>${s}</p>`;

/** 15 player notices: two pages of 9 in the notice dialog. */
export const SEED_NOTICES: SeedNotice[] = [
  {
    daysAgo: 0,
    title: l('Welcome to Jade', 'Jade မှ ကြိုဆိုပါတယ်', '欢迎来到 Jade'),
    content: l(
      p(
        'Thank you for choosing Jade. Explore slots, live casino, fishing, sports and lottery in one wallet.',
      ),
      p('Jade ကို ရွေးချယ်သည့်အတွက် ကျေးဇူးတင်ပါသည်။ ပိုက်ဆံအိတ်တစ်ခုတည်းဖြင့် ဂိမ်းအားလုံးကို ကစားပါ။'),
      p('感谢选择 Jade。一个钱包畅玩老虎机、真人娱乐、捕鱼、体育和彩票。'),
    ),
  },
  {
    daysAgo: 1,
    title: l('Scheduled maintenance on Tuesday', 'အင်္ဂါနေ့ ပြုပြင်ထိန်းသိမ်းမှု', '周二例行维护'),
    content: l(
      p('Some live tables will be unavailable on Tuesday from 02:00 to 04:00 (UTC). Your balance is safe.'),
      p('အင်္ဂါနေ့ 02:00 မှ 04:00 (UTC) အထိ တိုက်ရိုက်စားပွဲအချို့ ရပ်နားပါမည်။ သင့်လက်ကျန်ငွေ လုံခြုံပါသည်။'),
      p('周二 02:00 至 04:00（UTC）部分真人桌台暂停服务，您的余额安全无虞。'),
    ),
  },
  {
    daysAgo: 2,
    title: l('New fishing game: Dragon Reef', 'ငါးဖမ်းဂိမ်းသစ် - Dragon Reef', '新捕鱼游戏：龙礁'),
    content: l(
      p('Dragon Reef is now live in the fishing lobby, with boss fish paying up to 300x.'),
      p('Dragon Reef ကို ငါးဖမ်းဂိမ်းခန်းတွင် ကစားနိုင်ပါပြီ။ ဘော့စ်ငါးများက 300 ဆအထိ ပေးပါသည်။'),
      p('龙礁现已登陆捕鱼大厅，首领鱼最高 300 倍。'),
    ),
  },
  {
    daysAgo: 3,
    title: l('Faster withdrawals', 'ငွေထုတ်ယူမှု ပိုမြန်လာပြီ', '提款更快了'),
    content: l(
      p('Most withdrawals are now reviewed within 15 minutes during business hours.'),
      p('ငွေထုတ်ယူမှု အများစုကို ယခု အလုပ်ချိန်အတွင်း မိနစ် 15 အတွင်း စစ်ဆေးပါသည်။'),
      p('工作时间内大部分提款现可在 15 分钟内完成审核。'),
    ),
  },
  {
    daysAgo: 4,
    title: l('Protect your account', 'သင့်အကောင့်ကို ကာကွယ်ပါ', '保护您的账户'),
    content: l(
      p(
        'Jade staff will never ask for your password or SMS code. Set a payment password in the security centre.',
      ),
      p('Jade ဝန်ထမ်းများက သင့်စကားဝှက် သို့မဟုတ် SMS ကုဒ်ကို ဘယ်တော့မှ မမေးပါ။'),
      p('Jade 员工绝不会索要您的密码或短信验证码。请在安全中心设置支付密码。'),
    ),
  },
  {
    daysAgo: 5,
    title: l('Weekend reload bonus', 'စနေ၊ တနင်္ဂနွေ ပြန်ဖြည့်ဘောနပ်စ်', '周末续存红利'),
    content: l(
      p('Deposit on Saturday or Sunday and apply for a 20% reload bonus in Promotions.'),
      p('စနေ သို့မဟုတ် တနင်္ဂနွေတွင် ငွေသွင်းပြီး ပရိုမိုးရှင်းတွင် 20% ဘောနပ်စ် လျှောက်ထားပါ။'),
      p('周六或周日存款，即可在优惠页面申请 20% 续存红利。'),
    ),
  },
  {
    daysAgo: 6,
    title: l('Provably fair in-house games', 'သက်သေပြနိုင်သော တရားမျှတသည့် ဂိမ်းများ', '可验证公平的自营游戏'),
    content: l(
      p('Every round of our in-house games can be verified from your betting records.'),
      p('ကျွန်ုပ်တို့၏ ဂိမ်းအကြိမ်တိုင်းကို လောင်းကစားမှတ်တမ်းမှ စစ်ဆေးနိုင်ပါသည်။'),
      p('自营游戏的每一局都可在投注记录中验证。'),
    ),
  },
  {
    daysAgo: 7,
    title: l('New payment method', 'ငွေပေးချေမှုနည်းလမ်း အသစ်', '新增支付方式'),
    content: l(
      p(
        'Instant online payment is now available for deposits. Funds arrive as soon as the payment completes.',
      ),
      p('ငွေသွင်းရန် အွန်လိုင်း ချက်ချင်းငွေပေးချေမှု ရရှိနိုင်ပါပြီ။'),
      p('现已支持在线即时支付存款，付款完成即到账。'),
    ),
  },
  {
    daysAgo: 8,
    title: l('Invite friends, earn together', 'သူငယ်ချင်းများကို ဖိတ်ပါ၊ အတူရယူပါ', '邀请好友 共同赚取'),
    content: l(
      p('Share your referral link from the member centre and earn when your friends play.'),
      p('အသင်းဝင်စင်တာမှ ရည်ညွှန်းလင့်ခ်ကို မျှဝေပြီး သူငယ်ချင်းများ ကစားသည့်အခါ ရယူပါ။'),
      p('在会员中心分享您的推荐链接，好友游戏您也有收益。'),
    ),
  },
  {
    daysAgo: 9,
    title: l('Lottery draw schedule', 'ထီဖွင့်ချိန်ဇယား', '彩票开奖时间表'),
    content: l(
      p('Fast lottery draws run every minute; classic draws run daily at 18:00 local time.'),
      p('အမြန်ထီကို မိနစ်တိုင်း ဖွင့်ပြီး ပုံမှန်ထီကို နေ့စဉ် ဒေသစံတော်ချိန် 18:00 တွင် ဖွင့်ပါသည်။'),
      p('快速彩每分钟开奖；经典彩每日当地时间 18:00 开奖。'),
    ),
  },
  {
    daysAgo: 10,
    title: l('Responsible gaming tools', 'တာဝန်ယူမှုရှိသော ကစားနည်း ကိရိယာများ', '理性游戏工具'),
    content: l(
      p('Need a break? Contact customer service to set deposit limits or a cooling-off period.'),
      p('အနားယူလိုပါသလား? ငွေသွင်းကန့်သတ်ချက် သတ်မှတ်ရန် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။'),
      p('需要休息？请联系客服设置存款限额或冷静期。'),
    ),
  },
  {
    daysAgo: 11,
    title: l('Sports: live in-play betting', 'အားကစား - တိုက်ရိုက် လောင်းကစား', '体育：滚球投注'),
    content: l(
      p('Bet while the match is running, with odds updated every few seconds.'),
      p('ပွဲကစားနေစဉ် လောင်းကြေးထပ်ပါ၊ အလေးသာမှုများကို စက္ကန့်အနည်းငယ်တိုင်း အပ်ဒိတ်လုပ်ပါသည်။'),
      p('比赛进行中即可投注，赔率每几秒更新一次。'),
    ),
  },
  {
    daysAgo: 12,
    title: l('VIP levels explained', 'VIP အဆင့်များ ရှင်းလင်းချက်', 'VIP 等级说明'),
    content: l(
      p(
        'Your VIP level rises with your monthly turnover. Higher levels get faster service and better rebates.',
      ),
      p('သင့် VIP အဆင့်သည် လစဉ် လောင်းကြေးပမာဏနှင့်အတူ မြင့်တက်လာပါသည်။'),
      p('VIP 等级随月度流水提升，等级越高服务越快、返水越高。'),
    ),
  },
  {
    daysAgo: 13,
    title: l('Download the app', 'အက်ပ်ကို ဒေါင်းလုဒ်လုပ်ပါ', '下载应用'),
    content: l(
      p('Scan the QR code on the download page to install Jade on your phone.'),
      p('ဖုန်းတွင် Jade ထည့်သွင်းရန် ဒေါင်းလုဒ်စာမျက်နှာရှိ QR ကုဒ်ကို စကင်ဖတ်ပါ။'),
      p('扫描下载页面的二维码，即可在手机上安装 Jade。'),
    ),
  },
  {
    daysAgo: 14,
    title: l('Customer service is open 24/7', 'ဖောက်သည်ဝန်ဆောင်မှု 24/7 ဖွင့်ထားသည်', '客服全天候在线'),
    content: l(
      p('Our team answers live chat around the clock in English, Myanmar and Chinese.'),
      p('ကျွန်ုပ်တို့အဖွဲ့က အင်္ဂလိပ်၊ မြန်မာ၊ တရုတ် ဘာသာဖြင့် နေ့ညမပြတ် ဖြေကြားပေးပါသည်။'),
      p('我们的团队提供中英缅三语 24 小时在线客服。'),
    ),
  },
];

export const SEED_POPUP_NOTICE = {
  title: l('Tonight: double points', 'ယနေ့ည - ပွိုင့် နှစ်ဆ', '今晚：双倍积分'),
  content: l(
    p('Every bet placed between 20:00 and 23:00 earns <strong>double points</strong> for the point mall.'),
    p('20:00 မှ 23:00 အတွင်း လောင်းကြေးတိုင်းက ပွိုင့်စျေးဆိုင်အတွက် <strong>ပွိုင့် နှစ်ဆ</strong> ရပါသည်။'),
    p('20:00 至 23:00 期间的每笔投注均可获得<strong>双倍积分</strong>。'),
  ),
};

/** Notices for agents only (audience `agents`): the agent centre's Announcement page. */
export const SEED_AGENT_NOTICES: SeedNotice[] = [
  {
    daysAgo: 0,
    title: l('Settlement calendar for agents', 'ကိုယ်စားလှယ်များအတွက် စာရင်းရှင်းလင်းမည့် ပြက္ခဒိန်', '代理结算日程'),
    content: l(
      p(
        'Daily wages are paid after each day closes at midnight brand time; hourly wages every hour. Dividends are settled for each half-month or month, as your contract says, and show in My income.',
      ),
      p(
        'နေ့စဉ်လုပ်ခကို တံဆိပ်အချိန် သန်းခေါင်တွင် နေ့ပိတ်ပြီးနောက် ပေးချေပါသည်၊ နာရီအလိုက်လုပ်ခကို နာရီတိုင်း ပေးပါသည်။ အမြတ်ဝေစုကို သင့်စာချုပ်အတိုင်း လဝက် သို့မဟုတ် တစ်လချင်း ရှင်းလင်းပြီး ကျွန်ုပ်၏ဝင်ငွေတွင် ပြသပါသည်။',
      ),
      p(
        '日工资在品牌时间每日零点日结后发放，时薪每小时发放。分红按契约以半月或整月结算，并显示在“我的收入”中。',
      ),
    ),
  },
  {
    daysAgo: 2,
    title: l('Affiliate links with QR codes', 'QR ကုဒ်ပါသော တွဲဖက်လင့်ခ်များ', '推广链接支持二维码'),
    content: l(
      p(
        'In the Register centre you can create up to 20 affiliate links, each for players or sub-agents, share them as a link or a QR code and see who registered through each one.',
      ),
      p(
        'အကောင့်ဖွင့်စင်တာတွင် ကစားသမား သို့မဟုတ် လက်အောက်ကိုယ်စားလှယ်များအတွက် တွဲဖက်လင့်ခ် အများဆုံး ၂၀ ခု ဖန်တီးနိုင်ပြီး လင့်ခ် သို့မဟုတ် QR ကုဒ်အဖြစ် မျှဝေကာ တစ်ခုစီမှ မည်သူ စာရင်းသွင်းသည်ကို ကြည့်နိုင်ပါသည်။',
      ),
      p(
        '在注册中心最多可生成 20 个推广链接（玩家或下级代理），以链接或二维码分享，并查看每个链接的注册会员。',
      ),
    ),
  },
  {
    daysAgo: 5,
    title: l('Keep your payment password safe', 'သင့်ငွေပေးချေမှု စကားဝှက်ကို လုံခြုံစွာ ထားပါ', '请妥善保管支付密码'),
    content: l(
      p(
        'Transfers to your downline and collections from it ask for your payment password. Five wrong tries lock it for 15 minutes. Never share it, not even with your upline.',
      ),
      p(
        'သင့်အောက်လိုင်းသို့ ငွေလွှဲခြင်းနှင့် ပြန်ယူခြင်းများတွင် ငွေပေးချေမှု စကားဝှက် လိုအပ်ပါသည်။ ငါးကြိမ် မှားပါက ၁၅ မိနစ် ပိတ်ထားပါမည်။ သင့်အထက်လိုင်းကိုပင် မမျှဝေပါနှင့်။',
      ),
      p(
        '向下级转账和从下级回收资金都需要支付密码。连续输错五次将锁定 15 分钟。切勿告诉任何人，包括您的上级。',
      ),
    ),
  },
];

export const SEED_HELP_NOTICE = {
  title: l(
    'Need help fast? Use live chat',
    'အမြန်အကူအညီလိုပါသလား? Live chat သုံးပါ',
    '需要快速帮助？请使用在线客服',
  ),
  content: l(
    p('The chat button in the side bar connects you to an agent in under a minute.'),
    p('ဘေးဘားရှိ chat ခလုတ်က တစ်မိနစ်အတွင်း ဝန်ထမ်းနှင့် ချိတ်ဆက်ပေးပါသည်။'),
    p('侧边栏的聊天按钮可在一分钟内为您接通客服。'),
  ),
};

export interface SeedPromotion {
  key: string;
  theme: string;
  category: PromotionCategory;
  type: PromotionType;
  /** Days from now (negative: started in the past). */
  startDays: number;
  endDays: number | null;
  prize?: [bigint, bigint];
  title: L<string>;
  summary: L<string>;
  content: L<string>;
}

const terms = (en: string[]) => `<ul>${en.map((x) => `<li>${x}</li>`).join('')}</ul>`;

export const SEED_PROMOTIONS: SeedPromotion[] = [
  {
    key: 'promo-welcome',
    theme: 'PROMO',
    category: 'new_member',
    type: 'MANUAL',
    startDays: -30,
    endDays: 60,
    title: l('100% welcome bonus', '100% ကြိုဆိုဘောနပ်စ်', '100% 首存红利'),
    summary: l(
      'Double your first deposit, up to 500,000.',
      'ပထမဆုံး ငွေသွင်းမှုကို နှစ်ဆ ရယူပါ။',
      '首笔存款翻倍，最高 500,000。',
    ),
    content: l(
      `<h3>How it works</h3>${p('Make your first deposit, then apply here with your deposit reference.')}${terms(['Minimum deposit 10,000.', 'Bonus up to 500,000.', 'Turnover 10x the bonus before withdrawal.', 'One bonus per person, household and device.'])}`,
      `<h3>လုပ်ဆောင်ပုံ</h3>${p('ပထမဆုံး ငွေသွင်းပြီးနောက် ငွေသွင်းအမှတ်ဖြင့် ဤနေရာတွင် လျှောက်ထားပါ။')}${terms(['အနည်းဆုံး ငွေသွင်း 10,000။', 'ဘောနပ်စ် အများဆုံး 500,000။', 'ငွေမထုတ်မီ ဘောနပ်စ်၏ 10 ဆ လောင်းရပါမည်။'])}`,
      `<h3>参与方式</h3>${p('完成首笔存款后，在此提交申请并注明存款单号。')}${terms(['最低存款 10,000。', '红利最高 500,000。', '提款前需完成红利 10 倍流水。', '每人、每户、每台设备限领一次。'])}`,
    ),
  },
  {
    key: 'promo-reload',
    theme: 'PROMO',
    category: 'deposit',
    type: 'MANUAL',
    startDays: -7,
    endDays: 30,
    title: l('20% weekend reload', '20% စနေတနင်္ဂနွေ ပြန်ဖြည့်', '20% 周末续存'),
    summary: l(
      'Deposit at the weekend and get 20% extra.',
      'စနေတနင်္ဂနွေတွင် ငွေသွင်းပြီး 20% ပိုရယူပါ။',
      '周末存款额外获得 20%。',
    ),
    content: l(
      `${p('Every Saturday and Sunday, deposit and apply with a screenshot of your payment.')}${terms(['Bonus 20% up to 100,000.', 'Turnover 5x.', 'Apply within 24 hours of the deposit.'])}`,
      `${p('စနေနှင့် တနင်္ဂနွေတိုင်း ငွေသွင်းပြီး ငွေပေးချေမှု ဓာတ်ပုံဖြင့် လျှောက်ထားပါ။')}${terms(['ဘောနပ်စ် 20% အများဆုံး 100,000။', 'လောင်းကြေး 5 ဆ။'])}`,
      `${p('每周六、周日存款后，附上付款截图提交申请。')}${terms(['红利 20%，最高 100,000。', '5 倍流水。', '存款后 24 小时内申请。'])}`,
    ),
  },
  {
    key: 'promo-raffle',
    theme: 'HOME',
    category: 'daily',
    type: 'RAFFLE',
    startDays: -3,
    endDays: 27,
    prize: [1_00n, 88_00n],
    title: l('Lucky red envelope', 'ကံကောင်း အနီရောင်စာအိတ်', '幸运红包'),
    summary: l(
      'Open a red envelope once and win up to 88.',
      'အနီရောင်စာအိတ်ကို တစ်ကြိမ်ဖွင့်ပြီး 88 အထိ ရယူပါ။',
      '拆一次红包，最高赢 88。',
    ),
    content: l(
      `${p('Every real member can open one lucky red envelope during the event. The prize goes straight to your wallet.')}${terms(['One envelope per member.', 'Prizes from 1 to 88.', 'No turnover requirement.'])}`,
      `${p('ပွဲအတွင်း အသင်းဝင်တိုင်း ကံကောင်းစာအိတ် တစ်ခု ဖွင့်နိုင်ပါသည်။ ဆုငွေကို ပိုက်ဆံအိတ်ထဲ တိုက်ရိုက်ထည့်ပေးပါသည်။')}`,
      `${p('活动期间每位正式会员可拆一次幸运红包，奖金直接存入钱包。')}${terms(['每位会员限一次。', '奖金 1 至 88。', '无流水要求。'])}`,
    ),
  },
  {
    key: 'promo-rebate',
    theme: 'RNG',
    category: 'rebate',
    type: 'LUCKYBET',
    startDays: -60,
    endDays: null,
    title: l('Daily slots rebate 1%', 'နေ့စဉ် စလော့ ပြန်အမ်းငွေ 1%', '每日老虎机返水 1%'),
    summary: l(
      '1% of your slots turnover back every day.',
      'သင့်စလော့ လောင်းကြေး၏ 1% ကို နေ့စဉ် ပြန်ရပါမည်။',
      '每日返还老虎机流水的 1%。',
    ),
    content: l(
      `${p('Rebates are calculated at midnight and credited automatically. No application needed.')}`,
      `${p('ပြန်အမ်းငွေကို သန်းခေါင်တွင် တွက်ချက်ပြီး အလိုအလျောက် ထည့်ပေးပါသည်။')}`,
      `${p('返水于每日零点计算并自动发放，无需申请。')}`,
    ),
  },
  {
    key: 'promo-vip',
    theme: 'VIP',
    category: 'vip',
    type: 'UPGRADE_BONUS',
    startDays: -90,
    endDays: null,
    title: l('VIP upgrade bonus', 'VIP အဆင့်မြှင့် ဘောနပ်စ်', 'VIP 晋级礼金'),
    summary: l(
      'A bonus every time you reach a new VIP level.',
      'VIP အဆင့်သစ်ရောက်တိုင်း ဘောနပ်စ်။',
      '每次晋升 VIP 等级即享礼金。',
    ),
    content: l(
      `<table><thead><tr><th>Level</th><th>Bonus</th></tr></thead><tbody><tr><td>VIP1</td><td>1,000</td></tr><tr><td>VIP2</td><td>5,000</td></tr><tr><td>VIP3</td><td>20,000</td></tr></tbody></table>`,
      `<table><thead><tr><th>အဆင့်</th><th>ဘောနပ်စ်</th></tr></thead><tbody><tr><td>VIP1</td><td>1,000</td></tr><tr><td>VIP2</td><td>5,000</td></tr><tr><td>VIP3</td><td>20,000</td></tr></tbody></table>`,
      `<table><thead><tr><th>等级</th><th>礼金</th></tr></thead><tbody><tr><td>VIP1</td><td>1,000</td></tr><tr><td>VIP2</td><td>5,000</td></tr><tr><td>VIP3</td><td>20,000</td></tr></tbody></table>`,
    ),
  },
  {
    key: 'promo-live',
    theme: 'LIVE',
    category: 'special',
    type: 'MANUAL',
    startDays: -10,
    endDays: 20,
    title: l('Live casino winning streak', 'တိုက်ရိုက်ကာစီနို အနိုင်ဆက်', '真人连赢奖'),
    summary: l(
      'Win 8 baccarat hands in a row and claim 8,888.',
      'ဘာကာရာ 8 ပွဲဆက်နိုင်ပြီး 8,888 ရယူပါ။',
      '百家乐连赢 8 局，领取 8,888。',
    ),
    content: l(
      `${p('Win eight consecutive baccarat hands at any live table with a minimum bet of 1,000, then apply with your round numbers.')}`,
      `${p('အနည်းဆုံး 1,000 လောင်းကြေးဖြင့် ဘာကာရာ 8 ပွဲဆက်နိုင်ပြီးနောက် အကြိမ်နံပါတ်များဖြင့် လျှောက်ထားပါ။')}`,
      `${p('在任意真人桌以最低 1,000 投注连赢 8 局百家乐，然后附上局号提交申请。')}`,
    ),
  },
  {
    key: 'promo-sports',
    theme: 'SPORTS',
    category: 'special',
    type: 'MANUAL',
    startDays: 5,
    endDays: 40,
    title: l('Football cup cashback', 'ဘောလုံးဖလား ငွေပြန်အမ်း', '足球杯返现'),
    summary: l(
      'Coming soon: 10% cashback on cup matches.',
      'မကြာမီ - ဖလားပွဲများတွင် 10% ငွေပြန်အမ်း။',
      '即将开始：杯赛 10% 返现。',
    ),
    content: l(
      `${p('Lose a single bet on a cup match and get 10% back, up to 50,000 per day.')}`,
      `${p('ဖလားပွဲတွင် တစ်ပွဲတည်းလောင်း ရှုံးပါက 10% ပြန်ရပါမည်။')}`,
      `${p('杯赛单注输掉可获 10% 返现，每日最高 50,000。')}`,
    ),
  },
  {
    key: 'promo-spring',
    theme: 'FISH',
    category: 'special',
    type: 'MANUAL',
    startDays: -40,
    endDays: -2,
    title: l('Fishing frenzy week', 'ငါးဖမ်း ပွဲတော်ရက်သတ္တပတ်', '捕鱼狂欢周'),
    summary: l('This event has ended.', 'ဤပွဲ ပြီးဆုံးသွားပါပြီ။', '本活动已结束。'),
    content: l(
      `${p('Thanks to everyone who joined. Winners were announced in the notices.')}`,
      `${p('ပါဝင်ခဲ့သူတိုင်းကို ကျေးဇူးတင်ပါသည်။')}`,
      `${p('感谢所有参与者，获奖名单已在公告中公布。')}`,
    ),
  },
];

export const SEED_GIFT_POPUPS = [
  {
    kind: 'gift_before_login' as const,
    title: l('A gift is waiting for you', 'သင့်အတွက် လက်ဆောင်တစ်ခု စောင့်နေပါသည်', '礼物等您来拿'),
    content: l(
      p('Register today and get a <strong>100% welcome bonus</strong> on your first deposit.'),
      p('ယနေ့ စာရင်းသွင်းပြီး ပထမဆုံးငွေသွင်းမှုတွင် <strong>100% ကြိုဆိုဘောနပ်စ်</strong> ရယူပါ။'),
      p('今日注册，首存即享 <strong>100% 首存红利</strong>。'),
    ),
    button: l('Join now', 'ယခု ဝင်ရောက်ပါ', '立即加入'),
    link: { linkageType: 'ROUTE' as const, linkage: '/register' },
    image: banner('gift-before', 'PROMO', 'Welcome gift', '100% on your first deposit', 'popup'),
  },
  {
    kind: 'gift_after_login' as const,
    title: l('Your daily red envelope', 'သင့်နေ့စဉ် အနီရောင်စာအိတ်', '您的每日红包'),
    content: l(
      p('Open your lucky red envelope in Promotions and win up to 88.'),
      p('ပရိုမိုးရှင်းတွင် ကံကောင်းစာအိတ်ကို ဖွင့်ပြီး 88 အထိ ရယူပါ။'),
      p('前往优惠页面拆开幸运红包，最高赢 88。'),
    ),
    button: l('Open it', 'ဖွင့်ပါ', '去拆红包'),
    link: { linkageType: 'ROUTE' as const, linkage: '/promotions' },
    image: banner('gift-after', 'HOME', 'Lucky red envelope', 'Up to 88 today', 'popup'),
  },
  {
    kind: 'activity' as const,
    title: l('Weekend reload is on', 'စနေတနင်္ဂနွေ ပြန်ဖြည့် စတင်ပါပြီ', '周末续存进行中'),
    content: l(
      p('Deposit this weekend and apply for a 20% bonus.'),
      p('ဤစနေတနင်္ဂနွေ ငွေသွင်းပြီး 20% ဘောနပ်စ် လျှောက်ပါ။'),
      p('本周末存款即可申请 20% 红利。'),
    ),
    button: l('See details', 'အသေးစိတ်ကြည့်ပါ', '查看详情'),
    link: { linkageType: 'ROUTE' as const, linkage: '/promotions' },
    image: banner('activity-reload', 'PROMO', 'Weekend reload 20%', 'Apply in Promotions', 'popup'),
  },
];

export interface SeedHelpCategory {
  tag: HelpTag;
  bgColor: string;
  title: L<string>;
  articles: { title: L<string>; content: L<string> }[];
}

export const SEED_HELP: SeedHelpCategory[] = [
  {
    tag: 'deposit',
    bgColor: '#1f6f5c',
    title: l('Deposits', 'ငွေသွင်းခြင်း', '存款'),
    articles: [
      {
        title: l('How do I deposit?', 'ငွေဘယ်လိုသွင်းရမလဲ?', '如何存款？'),
        content: l(
          `<ol><li>Log in and open <strong>Deposit</strong> in the member centre.</li><li>Choose a method: bank transfer or instant online payment.</li><li>Enter the amount within the limits shown.</li><li>For a bank transfer, pay the account shown, then upload your receipt (PNG or JPG, up to 5 MB).</li><li>Online payments are credited as soon as the payment completes; bank transfers after a quick review.</li></ol>`,
          `<ol><li>အကောင့်ဝင်ပြီး အသင်းဝင်စင်တာရှိ <strong>ငွေသွင်း</strong> ကို ဖွင့်ပါ။</li><li>ဘဏ်လွှဲ သို့မဟုတ် အွန်လိုင်းငွေပေးချေမှုကို ရွေးပါ။</li><li>ပြထားသော ကန့်သတ်ချက်အတွင်း ပမာဏ ထည့်ပါ။</li><li>ဘဏ်လွှဲအတွက် ပြထားသော အကောင့်သို့ ပေးချေပြီး ပြေစာ (PNG/JPG၊ 5 MB အထိ) တင်ပါ။</li></ol>`,
          `<ol><li>登录后在会员中心打开<strong>存款</strong>。</li><li>选择银行转账或在线即时支付。</li><li>在显示的限额内输入金额。</li><li>银行转账请向显示的账户付款，然后上传凭证（PNG 或 JPG，最大 5 MB）。</li><li>在线支付完成即到账；银行转账经快速审核后到账。</li></ol>`,
        ),
      },
      {
        title: l('My deposit has not arrived', 'ငွေသွင်းထားတာ မရောက်သေးပါ', '存款未到账'),
        content: l(
          `${p('Check the status in <strong>Deposit records</strong>. "Pending" means we are checking your receipt; most are approved within 15 minutes.')}${p('If it was rejected, the reason is shown beside it. Contact customer service with your deposit number if you need help.')}`,
          `${p('<strong>ငွေသွင်းမှတ်တမ်း</strong> တွင် အခြေအနေကို စစ်ပါ။ "ဆိုင်းငံ့" ဆိုသည်မှာ ပြေစာကို စစ်ဆေးနေခြင်းဖြစ်သည်။')}`,
          `${p('请在<strong>存款记录</strong>中查看状态。“待处理”表示正在核对凭证，大部分在 15 分钟内通过。')}${p('如被拒绝，旁边会显示原因。如需帮助，请携带存款单号联系客服。')}`,
        ),
      },
    ],
  },
  {
    tag: 'withdraw',
    bgColor: '#7a4b12',
    title: l('Withdrawals', 'ငွေထုတ်ခြင်း', '提款'),
    articles: [
      {
        title: l('How do I withdraw?', 'ငွေဘယ်လိုထုတ်ရမလဲ?', '如何提款？'),
        content: l(
          `<ol><li>Set a six-digit payment password in the security centre (once).</li><li>Open <strong>Withdrawal</strong>, enter the amount and your payee details.</li><li>Confirm with your payment password. The amount is held until the payout.</li><li>When the money arrives, confirm <em>received</em> in your withdrawal records.</li></ol>${p('Limits and the fee are shown before you confirm.')}`,
          `<ol><li>လုံခြုံရေးစင်တာတွင် ဂဏန်း ခြောက်လုံး ငွေပေးချေမှုစကားဝှက် သတ်မှတ်ပါ။</li><li><strong>ငွေထုတ်</strong> ကိုဖွင့်ပြီး ပမာဏ ထည့်ပါ။</li><li>ငွေပေးချေမှုစကားဝှက်ဖြင့် အတည်ပြုပါ။</li><li>ငွေရောက်ပါက <em>လက်ခံရရှိ</em> ကို အတည်ပြုပါ။</li></ol>`,
          `<ol><li>在安全中心设置六位数支付密码（仅需一次）。</li><li>打开<strong>提款</strong>，输入金额和收款信息。</li><li>使用支付密码确认，金额将被冻结直至出款。</li><li>到账后，请在提款记录中确认<em>已收到</em>。</li></ol>${p('确认前会显示限额和手续费。')}`,
        ),
      },
      {
        title: l('I did not receive my payout', 'ငွေထုတ်ထားတာ မရရှိပါ', '未收到出款'),
        content: l(
          `${p('In your withdrawal records choose <strong>Not received</strong> and upload proof if you have it. Our finance team checks with the bank; if the payout failed, the money comes back to your wallet.')}${p('Without a confirmation within the time shown, a paid withdrawal counts as received.')}`,
          `${p('ငွေထုတ်မှတ်တမ်းတွင် <strong>မရရှိပါ</strong> ကို ရွေးပြီး အထောက်အထား တင်ပါ။')}`,
          `${p('请在提款记录中选择<strong>未收到</strong>，如有凭证请上传。财务团队将与银行核对，若出款失败，资金将退回您的钱包。')}${p('若在显示的时间内未确认，已出款的提款将视为已收到。')}`,
        ),
      },
    ],
  },
  {
    tag: 'security',
    bgColor: '#23407a',
    title: l('Account security', 'အကောင့် လုံခြုံရေး', '账户安全'),
    articles: [
      {
        title: l('Keeping your account safe', 'သင့်အကောင့်ကို လုံခြုံအောင်ထားခြင်း', '保障账户安全'),
        content: l(
          `<ul><li>Use a password you use nowhere else, with letters and digits.</li><li>Never share your password, payment password or SMS codes — our staff will never ask for them.</li><li>Log out on shared devices.</li><li>If you see a login you do not recognise, change your password at once and contact us.</li></ul>`,
          `<ul><li>အခြားနေရာတွင် မသုံးသော စကားဝှက်ကို သုံးပါ။</li><li>စကားဝှက် သို့မဟုတ် SMS ကုဒ်ကို ဘယ်သူ့ကိုမှ မပေးပါနှင့်။</li><li>မျှဝေသုံးစက်များတွင် ထွက်ပါ။</li></ul>`,
          `<ul><li>使用字母加数字、且未在其他地方使用过的密码。</li><li>切勿透露密码、支付密码或短信验证码——我们的员工绝不会索要。</li><li>在共用设备上请退出登录。</li><li>如发现陌生登录，请立即修改密码并联系我们。</li></ul>`,
        ),
      },
      {
        title: l('I forgot my password', 'စကားဝှက် မေ့သွားပါပြီ', '忘记密码'),
        content: l(
          `${p('Use <strong>Forgot password</strong> on the login form: reset by e-mail link or by an SMS code sent to your registered mobile number.')}`,
          `${p('အကောင့်ဝင်ပုံစံရှိ <strong>စကားဝှက်မေ့နေသည်</strong> ကို သုံးပါ။')}`,
          `${p('在登录表单中点击<strong>忘记密码</strong>，可通过邮件链接或发送到注册手机的短信验证码重置。')}`,
        ),
      },
    ],
  },
  {
    tag: 'responsible',
    bgColor: '#5b2a6e',
    title: l('Responsible gaming', 'တာဝန်ယူမှုရှိသော ကစားခြင်း', '理性游戏'),
    articles: [
      {
        title: l('Play for fun, stay in control', 'ပျော်ရွှင်ဖို့ ကစားပါ၊ ထိန်းချုပ်ထားပါ', '娱乐为主，理性控制'),
        content: l(
          `<ul><li>Set yourself a budget before you play and never chase losses.</li><li>Take regular breaks; gaming should never get in the way of work, family or sleep.</li><li>Only adults (18+) may play.</li><li>Ask customer service for a deposit limit, a cooling-off period or self-exclusion at any time.</li></ul>`,
          `<ul><li>မကစားမီ ဘတ်ဂျက် သတ်မှတ်ပြီး ရှုံးငွေကို လိုက်မရှာပါနှင့်။</li><li>ပုံမှန် အနားယူပါ။</li><li>အသက် 18 နှစ်နှင့်အထက်သာ ကစားနိုင်သည်။</li><li>ငွေသွင်းကန့်သတ်ချက် သို့မဟုတ် ကိုယ်တိုင်ပိတ်ပင်မှုအတွက် ဖောက်သည်ဝန်ဆောင်မှုကို မေးပါ။</li></ul>`,
          `<ul><li>游戏前先设定预算，切勿追损。</li><li>定时休息，游戏不应影响工作、家庭和睡眠。</li><li>仅限成年人（18 岁以上）参与。</li><li>可随时联系客服设置存款限额、冷静期或自我禁入。</li></ul>`,
        ),
      },
    ],
  },
  {
    tag: 'fair',
    bgColor: '#0f5f73',
    title: l('Provably fair', 'သက်သေပြနိုင်သော တရားမျှတမှု', '可验证公平'),
    articles: [
      {
        title: l('How fairness is proven', 'တရားမျှတမှုကို ဘယ်လိုသက်သေပြသလဲ', '如何证明公平'),
        content: l(
          `${p('Before each round of our in-house games the server commits to a secret seed by publishing its SHA-256 hash. Your client seed and a round number are combined with it to draw the result.')}${p('After the round, the server seed is revealed: anyone can hash it, check it matches the commitment, and replay the result. Open a round in your betting records and choose <strong>Verify</strong>.')}`,
          `${p('အကြိမ်တိုင်းမတိုင်မီ ဆာဗာက လျှို့ဝှက်မျိုးစေ့၏ SHA-256 hash ကို ထုတ်ပြန်ပါသည်။ အကြိမ်ပြီးနောက် မျိုးစေ့ကို ဖော်ပြပြီး မည်သူမဆို စစ်ဆေးနိုင်ပါသည်။')}`,
          `${p('每局自营游戏开始前，服务器会公布秘密种子的 SHA-256 哈希作为承诺；结果由该种子、您的客户端种子和局号共同决定。')}${p('对局结束后服务器种子公开，任何人都可以计算哈希、核对承诺并重放结果。在投注记录中打开对局并选择<strong>验证</strong>即可。')}`,
        ),
      },
    ],
  },
  {
    tag: 'faqs',
    bgColor: '#3d3d3d',
    title: l('FAQs', 'မေးလေ့ရှိသော မေးခွန်းများ', '常见问题'),
    articles: [
      {
        title: l('What is a trial account?', 'စမ်းသပ်အကောင့်ဆိုတာ ဘာလဲ?', '什么是试玩账户？'),
        content: l(
          `${p('Free play gives you a trial account with demo money to try games. It cannot deposit, withdraw or join promotions; register a real account for those.')}`,
          `${p('အခမဲ့ကစားခြင်းက ဂိမ်းစမ်းရန် စမ်းသပ်အကောင့်တစ်ခု ပေးပါသည်။ ငွေသွင်း/ထုတ် မလုပ်နိုင်ပါ။')}`,
          `${p('免费试玩会提供带有体验金的试玩账户，无法存取款或参加优惠，请注册正式账户。')}`,
        ),
      },
      {
        title: l('Which languages are supported?', 'ဘယ်ဘာသာစကားများ ရနိုင်သလဲ?', '支持哪些语言？'),
        content: l(
          `${p('The site is available in Myanmar, English and Chinese, and more. Content not yet translated is shown in English.')}`,
          `${p('ဝဘ်ဆိုက်ကို မြန်မာ၊ အင်္ဂလိပ်၊ တရုတ် စသည်ဖြင့် ရနိုင်ပါသည်။ ဘာသာမပြန်ရသေးသော အကြောင်းအရာကို အင်္ဂလိပ်ဖြင့် ပြပါသည်။')}`,
          `${p('网站支持缅甸语、英语、中文等多种语言。尚未翻译的内容将以英文显示。')}`,
        ),
      },
    ],
  },
  {
    tag: 'aboutus',
    bgColor: '#8a6d1d',
    title: l('About us', 'ကျွန်ုပ်တို့အကြောင်း', '关于我们'),
    articles: [
      {
        title: l('About Jade', 'Jade အကြောင်း', '关于 Jade'),
        content: l(
          `${p('Jade is an online gaming platform with slots, live casino, fishing, card games, sports and lottery, one wallet for all of them, and support around the clock.')}`,
          `${p('Jade သည် စလော့၊ တိုက်ရိုက်ကာစီနို၊ ငါးဖမ်း၊ ကတ်ဂိမ်း၊ အားကစားနှင့် ထီ ပါဝင်သော အွန်လိုင်းဂိမ်းပလက်ဖောင်း ဖြစ်သည်။')}`,
          `${p('Jade 是一个在线游戏平台，提供老虎机、真人娱乐、捕鱼、棋牌、体育和彩票，一个钱包通玩，全天候客服支持。')}`,
        ),
      },
    ],
  },
];

export const SEED_FEEDBACK_TYPES = [
  { code: 'deposit', label: l('Deposit', 'ငွေသွင်း', '存款') },
  { code: 'withdrawal', label: l('Withdrawal', 'ငွေထုတ်', '提款') },
  { code: 'account', label: l('Account and security', 'အကောင့်နှင့် လုံခြုံရေး', '账户与安全') },
  { code: 'games', label: l('Games', 'ဂိမ်းများ', '游戏') },
  { code: 'promotion', label: l('Promotions', 'ပရိုမိုးရှင်းများ', '优惠活动') },
  { code: 'suggestion', label: l('Suggestion', 'အကြံပြုချက်', '建议') },
  { code: 'other', label: l('Other', 'အခြား', '其他') },
];

export const WELCOME_MESSAGE_TITLE = 'Welcome to Jade, {nickname}!';
export const SEED_WELCOME_MESSAGE = {
  title: l(WELCOME_MESSAGE_TITLE, 'Jade မှ ကြိုဆိုပါတယ် {nickname}!', '欢迎来到 Jade，{nickname}！'),
  content: l(
    `${p('Hello {nickname}, thank you for joining Jade.')}<ul><li>Claim your <strong>100% welcome bonus</strong> in Promotions.</li><li>Set a payment password in the security centre before your first withdrawal.</li><li>Our customer service is open 24/7.</li></ul>`,
    `${p('မင်္ဂလာပါ {nickname}၊ Jade သို့ ဝင်ရောက်သည့်အတွက် ကျေးဇူးတင်ပါသည်။')}<ul><li>ပရိုမိုးရှင်းတွင် <strong>100% ကြိုဆိုဘောနပ်စ်</strong> ရယူပါ။</li><li>ဖောက်သည်ဝန်ဆောင်မှု 24/7 ဖွင့်ထားပါသည်။</li></ul>`,
    `${p('{nickname} 您好，感谢加入 Jade。')}<ul><li>前往优惠页面领取 <strong>100% 首存红利</strong>。</li><li>首次提款前请在安全中心设置支付密码。</li><li>客服 24 小时在线。</li></ul>`,
  ),
};

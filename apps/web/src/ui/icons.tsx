import type { SVGProps } from 'react';

/** Inline SVG icons drawn for Jade. Decorative by default: give the control an accessible name. */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const SunIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="4.2" />
    <path d="M12 2.5v2.2M12 19.3v2.2M4.6 4.6l1.6 1.6M17.8 17.8l1.6 1.6M2.5 12h2.2M19.3 12h2.2M4.6 19.4l1.6-1.6M17.8 6.2l1.6-1.6" />
  </Svg>
);
export const MoonIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
  </Svg>
);
export const GlobeIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.6 2.6 3.9 5.6 3.9 9s-1.3 6.4-3.9 9c-2.6-2.6-3.9-5.6-3.9-9S9.4 5.6 12 3Z" />
  </Svg>
);
export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6.5h16M4 12h16M4 17.5h16" />
  </Svg>
);
export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);
export const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);
export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4 4-6 8-6s7.2 2 8 6" />
  </Svg>
);
export const LockIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Svg>
);
export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </Svg>
);
export const HeadsetIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4.5" height="6.5" rx="1.6" />
    <rect x="16.5" y="13" width="4.5" height="6.5" rx="1.6" />
    <path d="M19 19.5c0 1.4-1.6 2-4 2h-2" />
  </Svg>
);
export const DownloadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3.5v11M7.5 10 12 14.5 16.5 10M4.5 18.5h15" />
  </Svg>
);
export const ShareIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
  </Svg>
);
export const ArrowUpIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 19.5V5M5.5 11.5 12 5l6.5 6.5" />
  </Svg>
);
export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 11 12 4l8.5 7" />
    <path d="M5.5 9.5V20h13V9.5" />
    <path d="M10 20v-5.5h4V20" />
  </Svg>
);
export const GiftIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8.5h14V12M12 8v12.5" />
    <path d="M12 8S10.5 3.5 8 4s-1.5 4 4 4Zm0 0s1.5-4.5 4-4 1.5 4-4 4Z" />
  </Svg>
);
export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 5.5h16v11H9l-5 4v-15Z" />
    <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" strokeWidth={2.6} />
  </Svg>
);
export const CrownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 8 7.5 12l4.5-6.5 4.5 6.5 4-4-1.8 10.5H5.3L3.5 8Z" />
  </Svg>
);
export const LinkIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </Svg>
);
export const WrenchIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14.5 6.5a4 4 0 0 0 5 5l-8.8 8.8a2.1 2.1 0 0 1-3-3l8.8-8.8a4 4 0 0 0-2-2Z" />
  </Svg>
);
export const ShieldIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </Svg>
);
/** Member centre money pages: my wallet, transfers, account record, betting record, profit and loss. */
export const WalletIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="3.5" y="7.5" width="17" height="12" rx="2.5" />
    <path d="M16 13.5h2" />
  </Svg>
);
export const TransferIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 8h14.5M15 4.5 18.5 8 15 11.5" />
    <path d="M20 16H5.5M9 12.5 5.5 16 9 19.5" />
  </Svg>
);
export const ReceiptIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3.5h12v17l-2.4-1.6-2.4 1.6-2.4-1.6-2.4 1.6L6 20.5z" />
    <path d="M9 8.5h6M9 12h6M9 15.5h3.5" />
  </Svg>
);
export const TicketIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 8.5V6.5a1.5 1.5 0 0 1 1.5-1.5h14a1.5 1.5 0 0 1 1.5 1.5v2a2.5 2.5 0 0 0 0 5v2a1.5 1.5 0 0 1-1.5 1.5H5a1.5 1.5 0 0 1-1.5-1.5v-2a2.5 2.5 0 0 0 0-5Z" />
    <path d="M14.5 5v2.5M14.5 10.5v3M14.5 16.5V19" />
  </Svg>
);
export const ChartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 4v16h16" />
    <path d="m7.5 14.5 3.5-4 3 2.5 5-6" />
  </Svg>
);
/** Member centre manual rebate: a coin stack beside a coin marked with a percent sign. */
export const RebateIcon = (p: IconProps) => (
  <Svg {...p}>
    <ellipse cx="9" cy="6.5" rx="5.5" ry="2.5" />
    <path d="M3.5 6.5v8.5c0 1.4 2.5 2.5 5.5 2.5M3.5 10.8c0 1.4 2.5 2.5 5.5 2.5M14.5 6.5v2.6" />
    <circle cx="16" cy="15.5" r="5" />
    <path d="m14 17.5 4-4" />
    <circle cx="14.3" cy="13.8" r="0.4" />
    <circle cx="17.7" cy="17.2" r="0.4" />
  </Svg>
);
export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
  </Svg>
);

/** A flame for hot vendors and games; filled, in the hot colour. */
export const FlameIcon = ({ size = 14, ...rest }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
    <path
      d="M12.5 2.5c.6 3.4-1.6 5.1-3.2 7-1.4 1.6-2.3 3.2-2.3 5.2a5.1 5.1 0 0 0 10.2 0c0-1.9-.9-3.4-1.9-4.6.1 1.4-.5 2.6-1.6 3 .7-3.3-.3-7.6-1.2-10.6Z"
      fill="currentColor"
    />
    <path
      d="M12 21.5a2.6 2.6 0 0 1-2.6-2.6c0-1.6 1.4-2.6 2.4-4 .5 1.5 2.8 2.3 2.8 4a2.6 2.6 0 0 1-2.6 2.6Z"
      fill="#ffd36b"
    />
  </svg>
);

/* Social marks: simplified, drawn for Jade (not the brands' artwork). */
export const WhatsappIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20.5 5.3 16.6A8.5 8.5 0 1 1 8.4 19.4L4 20.5Z" />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.7-2-1-1 .8c-1-.4-2.2-1.6-2.6-2.6l.8-1-1-2L9 8.5Z" />
  </Svg>
);
export const FacebookIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 21v-7.5h2.6l.4-3H14V8.7c0-.9.3-1.5 1.6-1.5h1.5V4.5c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.2H8.5v3H11V21" />
  </Svg>
);
export const InstagramIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.3 6.7h.01" strokeWidth={2.8} />
  </Svg>
);
export const TelegramIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m3 11.3 17.5-7-3 16-5.5-4.3-3 3 .5-4.7 7.5-7.3-9.5 6L3 11.3Z" />
  </Svg>
);
export const YoutubeIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="m10 9 5 3-5 3V9Z" fill="currentColor" />
  </Svg>
);
export const XSocialIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4.5 4.5 19.5 19.5M19.5 4.5l-6.2 6.6M10.7 12.9 4.5 19.5" />
  </Svg>
);
export const AndroidIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 10.5a6 6 0 0 1 12 0V17H6v-6.5Z" />
    <path d="M8 4.5 9.5 7M16 4.5 14.5 7M9.5 10.5h.01M14.5 10.5h.01M9 17v3M15 17v3" />
  </Svg>
);
export const AppleIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M16.5 12.8c0-2.3 1.8-3.3 1.9-3.4-1-1.5-2.6-1.7-3.2-1.7-1.4-.1-2.6.8-3.3.8s-1.7-.8-2.8-.8A4.3 4.3 0 0 0 5.5 10c-1.5 2.6-.4 6.5 1.1 8.6.7 1 1.5 2.2 2.6 2.1 1.1 0 1.4-.7 2.7-.7s1.6.7 2.7.7c1.1 0 1.8-1 2.5-2 .8-1.1 1.1-2.2 1.1-2.3-.1 0-2.1-.8-2.2-3.6Z" />
    <path d="M14.3 6.1c.6-.7 1-1.7.9-2.6-.8 0-1.9.5-2.5 1.2-.5.6-1 1.6-.9 2.5.9.1 1.9-.4 2.5-1.1Z" />
  </Svg>
);
export const BoltIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6l1-8Z" />
  </Svg>
);
export const WarningIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3.5 2.5 20h19L12 3.5Z" />
    <path d="M12 10v4.5M12 17.4v.1" />
  </Svg>
);
export const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m4 7 8 6 8-6" />
  </Svg>
);
export const KeyIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 8.5-8.5M16 7l2.5 2.5M14 9l2 2" />
  </Svg>
);
export const LogoutIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 4.5H6.5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2H9" />
    <path d="M15.5 16.5 20 12l-4.5-4.5M20 12H9.5" />
  </Svg>
);
export const UsersIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="9" cy="8.5" r="3.5" />
    <path d="M2.5 19.5c.8-3.3 3.4-5 6.5-5s5.7 1.7 6.5 5" />
    <path d="M15.5 5.2a3.5 3.5 0 0 1 0 6.6M17.5 14.8c2 .6 3.4 2.2 4 4.7" />
  </Svg>
);
/** Member centre invite friends: a person with a plus. */
export const UserPlusIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="9.5" cy="8" r="3.8" />
    <path d="M2.5 20c.8-3.6 3.5-5.5 7-5.5s6.2 1.9 7 5.5" />
    <path d="M19 7.5v6M16 10.5h6" />
  </Svg>
);
export const RefreshIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M20 11.5A8 8 0 0 0 5.6 7M4 12.5A8 8 0 0 0 18.4 17" />
    <path d="M5 3.5V7.5h4M19 20.5v-4h-4" />
  </Svg>
);
export const EyeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2.5 12s3.5-6.5 9.5-6.5S21.5 12 21.5 12s-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);
export const BadgeCheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.2 2.7 2.6L16 9.5" />
  </Svg>
);
/** Member centre reward centre: a trophy cup on a stand. */
export const TrophyIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7.5 4h9v5.5a4.5 4.5 0 0 1-9 0V4Z" />
    <path d="M7.5 6H4.5v1.5A3 3 0 0 0 7.6 10.5M16.5 6h3v1.5a3 3 0 0 1-3.1 3" />
    <path d="M12 14v3.5M8.5 20.5h7M9.5 20.5l.5-3h4l.5 3" />
  </Svg>
);
/** Daily sign-in: a calendar page with a tick. */
export const CalendarCheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 9.5h17M8 3v4M16 3v4" />
    <path d="m9 15 2 2 4-4" />
  </Svg>
);
/** Prize wheel: a wheel of segments with its pointer. */
export const WheelIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="13" r="8.5" />
    <circle cx="12" cy="13" r="1.6" />
    <path d="M12 4.5v6.9M12 14.6v6.9M3.5 13h6.9M13.6 13h6.9M6 7l4.9 4.9M13.1 14.1 18 19M18 7l-4.9 4.9M10.9 14.1 6 19" />
    <path d="m10 2 2 2.6L14 2" />
  </Svg>
);
/** Birthday bonus: a cake with a candle. */
export const CakeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20.5h16M5 20.5v-6.5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6.5" />
    <path d="M5 15.5c1.2 1 2.3 1 3.5 0s2.3-1 3.5 0 2.3 1 3.5 0 2.3-1 3.5 0" />
    <path d="M12 12V8.5" />
    <path d="M12 3.5c.9 1 1.3 1.8 1.3 2.5a1.3 1.3 0 0 1-2.6 0c0-.7.4-1.5 1.3-2.5Z" />
  </Svg>
);
/** Rescue fund: a lifebuoy. */
export const LifebuoyIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="m6 6 3.5 3.5M14.5 14.5 18 18M18 6l-3.5 3.5M9.5 14.5 6 18" />
  </Svg>
);
/** Missions: a target with an arrow. */
export const TargetIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="13" r="7.5" />
    <circle cx="11" cy="13" r="3.5" />
    <path d="m11 13 8.5-8.5M16 4.5h3.5V8" />
  </Svg>
);

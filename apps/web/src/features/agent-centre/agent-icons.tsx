import { Svg, type IconProps } from '../../ui/icons';

/** Icons of the agent centre's menu that the shared set does not have. */
export const MegaphoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1Z" />
    <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" />
  </Svg>
);

export const UserPlusIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="9.5" cy="8" r="3.5" />
    <path d="M3 20c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5" />
    <path d="M19 8v6M16 11h6" />
  </Svg>
);

export const TreeIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="9" y="3" width="6" height="4.5" rx="1.2" />
    <rect x="3" y="16.5" width="6" height="4.5" rx="1.2" />
    <rect x="15" y="16.5" width="6" height="4.5" rx="1.2" />
    <path d="M12 7.5V12M6 16.5V12h12v4.5" />
  </Svg>
);

export const CalendarIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" />
  </Svg>
);

export const HourglassIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.5 3.5h11M6.5 20.5h11" />
    <path d="M7.5 3.5c0 4.5 4.5 5.5 4.5 8.5s-4.5 4-4.5 8.5M16.5 3.5c0 4.5-4.5 5.5-4.5 8.5s4.5 4 4.5 8.5" />
  </Svg>
);

export const HandCoinsIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="15.5" cy="7" r="3.5" />
    <path d="M2.5 14.5h3l4.5 1.5h3.5a1.5 1.5 0 0 1 0 3H9.5" />
    <path d="m13 19 6.2-2.6a1.6 1.6 0 0 1 1.3 2.9L13.5 22H8l-5.5-1.5" />
  </Svg>
);

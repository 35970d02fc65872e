import { Svg, type IconProps } from '../../ui/icons';

/** The notice bar's megaphone. Decorative: the control carries the name. */
export function MegaphoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 10.5v3a1.5 1.5 0 0 0 1.5 1.5H7l6 4V5L7 9H4.5A1.5 1.5 0 0 0 3 10.5Z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </Svg>
  );
}

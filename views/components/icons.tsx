// Inline SVG icons (decorative: hidden from assistive tech; the control carries the label).
import type { ReactNode, SVGProps } from 'react';
import { ICON_CLASS } from '../style/classNames';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * The <svg> around an icon's shapes: a plain function, so each icon is a single component. Its
 * stroke and fill are the site-wide CSS's ICON_CLASS rule (views/style/globalCss.ts), not five
 * attributes on every icon of every page's HTML (#48); a shape that fills says so itself, and
 * its own attribute outranks what it inherits from the rule.
 */
export function svgIcon({ size = 20, className, ...rest }: IconProps, shape: ReactNode) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={className ? `${ICON_CLASS} ${className}` : ICON_CLASS} aria-hidden="true" focusable="false" {...rest}>
      {shape}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => svgIcon(p, <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = (p: IconProps) => svgIcon(p, <path d="M18 6 6 18M6 6l12 12" />);
export const ArrowDownIcon = (p: IconProps) => svgIcon(p, <path d="M12 5v14M5 12l7 7 7-7" />);
export const ArrowLeftIcon = (p: IconProps) => svgIcon(p, <path d="M19 12H5M12 19l-7-7 7-7" />);
export const MailIcon = (p: IconProps) => svgIcon(p, <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3 7 9 6 9-6" /></>);
export const HeartIcon = (p: IconProps) => svgIcon(p, <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />);
export const ShareIcon = (p: IconProps) => svgIcon(p, <><circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" /></>);
export const RefreshIcon = (p: IconProps) => svgIcon(p, <path d="M21 12a9 9 0 1 1-2.6-6.4M21 4v5h-5" />);
export const ClockIcon = (p: IconProps) => svgIcon(p, <><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>);
export const CalendarIcon = (p: IconProps) => svgIcon(p, <><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M16 3v4M8 3v4M3 11h18" /></>);
export const DownloadIcon = (p: IconProps) => svgIcon(p, <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);
export const ExternalIcon = (p: IconProps) => svgIcon(p, <path d="M14 4h6v6M20 4 10 14M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5" />);
export const SearchIcon = (p: IconProps) => svgIcon(p, <><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></>);
/** Half light, half dark: the colour-theme switch. */
export const ThemeIcon = (p: IconProps) => svgIcon(p, <><circle cx="12" cy="12" r="9" /><path d="M12 3a9 9 0 0 0 0 18z" fill="currentColor" /></>);

export const StarIcon = ({ filled, ...p }: IconProps & { filled: boolean }) =>
  svgIcon(p, <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" fill={filled ? 'currentColor' : undefined} />);

export const XLogo = (p: IconProps) => svgIcon(p, <path stroke="none" fill="currentColor" d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />);
export const LinkedInLogo = (p: IconProps) => svgIcon(p, <path stroke="none" fill="currentColor" d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4z" />);
export const YouTubeLogo = (p: IconProps) => svgIcon(p, <path stroke="none" fill="currentColor" d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9l5.8 3.1z" />);
export const MapPinIcon = (p: IconProps) => svgIcon(p, <><path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></>);

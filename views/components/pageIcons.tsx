// Icons only some pages use. They live apart from icons.tsx, which the header and footer
// import: everything used from that module ships in the bundle of every page.
import { svgIcon, type IconProps } from './icons';

export const PlayIcon = (p: IconProps) => svgIcon(p, <path d="M7 4.5v15l12-7.5z" />);
export const PauseIcon = (p: IconProps) => svgIcon(p, <path d="M8 5v14M16 5v14" />);
export const LightbulbIcon = (p: IconProps) => svgIcon(p, <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />);
export const QuoteIcon = (p: IconProps) => svgIcon(p, <path d="M10 11H6a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v5c0 3-1.5 5-4 6M19 11h-4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v5c0 3-1.5 5-4 6" />);
export const CheckIcon = (p: IconProps) => svgIcon(p, <path d="m5 12.5 4.5 4.5L19 7.5" />);
export const ArrowRightIcon = (p: IconProps) => svgIcon(p, <path d="M5 12h14M12 5l7 7-7 7" />);

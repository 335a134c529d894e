import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigation } from '../app/router';
import { site } from '../content/siteConfig';
import { color, headerHeight, media, radius } from '../style/theme';
import { primaryButtonCss } from '../components/ui';
import { CloseIcon, MenuIcon } from '../components/icons';
import { headerLinks, isCurrentPath, jumpToNewsletter } from './navLinks';
import { ThemeToggle } from './ThemeToggle';
import { labelWithTooltip } from '../style/tooltips';

const headerCss = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${headerHeight};
  background: color-mix(in srgb, ${color.surface} 92%, transparent);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${color.border};
`;

// On a phone the bar is tighter, so the name, the theme toggle, Subscribe and the menu toggle
// all fit a 360 px screen; on a narrower one the name gives way (ellipsis), never the buttons.
const barCss = css`
  height: 100%;
  max-width: 1240px;
  margin: 0 auto;
  padding: 0 12px;
  display: flex;
  align-items: center;
  gap: 5px;
  ${media.sm} { padding: 0 16px; gap: 10px; }
`;

const brandCss = css`
  font-weight: 800;
  font-size: 0.95rem;
  color: ${color.text};
  text-decoration: none;
  white-space: nowrap;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  margin-right: auto;
  ${media.sm} { font-size: 1.05rem; }
`;

const desktopNavCss = css`
  display: none;
  ${media.lg} { display: flex; gap: 2px; }
`;

// The links are styled through their list: one styled element for the list, not two per link.
const navListCss = css`
  margin: 0;
  padding: 0;
  li { list-style: none; }
  a {
    padding: 8px 12px;
    border-radius: ${radius.pill};
    color: ${color.muted};
    text-decoration: none;
    font-size: 0.92rem;
    font-weight: 500;
    &:hover { color: ${color.text}; background: ${color.surfaceAlt}; }
    &[aria-current='page'] { color: ${color.accentStrong}; background: ${color.accentSoft}; font-weight: 600; }
  }
`;

const desktopListCss = css`
  ${navListCss};
  display: flex;
  gap: 2px;
`;

const mobileListCss = css`
  ${navListCss};
  list-style: none;
  display: grid;
  gap: 2px;
  a { display: block; padding: 12px; }
`;

const subscribeCss = css`
  ${primaryButtonCss};
  flex: none;
  min-height: 38px;
  padding: 6px 10px;
  font-size: 0.9rem;
  ${media.sm} { padding: 6px 14px; font-size: 0.95rem; }
`;

const iconButtonCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  cursor: pointer;
`;

const menuToggleCss = css`
  ${iconButtonCss};
  ${media.lg} { display: none; }
`;

const mobileMenuCss = css`
  position: absolute;
  top: ${headerHeight};
  left: 0;
  right: 0;
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  padding: 8px 16px 16px;
  ${media.lg} { display: none; }
`;

export function Header() {
  const { path } = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);

  // Any navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: path is the trigger, not an input
  useEffect(() => setMenuOpen(false), [path]);

  // While the menu is open, Tab and Shift+Tab cycle through the toggle and the menu's links
  // only; Escape closes it and gives focus back to the toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMenuOpen(false);
        toggle.current?.focus();
      } else if (e.key === 'Tab') {
        // biome-ignore lint/style/noNonNullAssertion: both are mounted while the menu is open
        const stops = [toggle.current!, ...menu.current!.querySelectorAll('a')];
        const at = stops.indexOf(document.activeElement as HTMLAnchorElement);
        e.preventDefault();
        stops[(at + (e.shiftKey ? -1 : 1) + stops.length) % stops.length].focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = (onChoose?: () => void) =>
    headerLinks.map((link) => (
      <li key={link.to}>
        <Link to={link.to} aria-current={isCurrentPath(link.to, path) ? 'page' : undefined} onClick={onChoose}>
          {link.label}
        </Link>
      </li>
    ));

  return (
    <header css={headerCss} className="print-hidden">
      <div css={barCss}>
        <Link to="/" css={brandCss}>
          {site.name}
        </Link>
        <nav aria-label="Main" css={desktopNavCss}>
          <ul css={desktopListCss}>{links()}</ul>
        </nav>
        <ThemeToggle css={iconButtonCss} />
        <button
          type="button"
          css={subscribeCss}
          onClick={() => {
            setMenuOpen(false);
            jumpToNewsletter();
          }}
        >
          Subscribe
        </button>
        <button
          ref={toggle}
          type="button"
          css={menuToggleCss}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          {...labelWithTooltip(menuOpen ? 'Close menu' : 'Open menu', 'below-end')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {menuOpen && (
        <nav ref={menu} id="mobile-menu" aria-label="Mobile" css={mobileMenuCss}>
          <ul css={mobileListCss}>{links(() => setMenuOpen(false))}</ul>
        </nav>
      )}
    </header>
  );
}

import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigation } from '../app/router';
import { useSettings } from '../data/settingsQuery';
import { sectionEnabled } from '../lib/sections';
import { media } from '../style/theme';
import { chrome } from '../style/classNames';
import { primaryButtonCss } from '../components/ui';
import { CloseIcon, MenuIcon, SearchIcon } from '../components/icons';
import { isCurrentPath, jumpToNewsletter } from './navLinks';
import { ThemeToggle } from './ThemeToggle';
import { labelWithTooltip, tooltip } from '../style/tooltips';
import { siteNameOf } from '../lib/siteName';

/** A key pressed while typing belongs to the field, not to the page's shortcuts. */
const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const subscribeCss = css`
  ${primaryButtonCss};
  flex: none;
  min-height: 38px;
  padding: 6px 10px;
  font-size: 0.9rem;
  ${media.sm} { padding: 6px 14px; font-size: 0.95rem; }
`;

export function Header() {
  const { path, navigate } = useNavigation();
  const settings = useSettings();
  const headerLinks = settings.navigation.header.filter((link) => sectionEnabled(settings, link.path));
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);

  // '/' opens search (its page, the field focused) from anywhere but a field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      e.preventDefault();
      navigate('/search');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);

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
      <li key={`${link.path} ${link.label}`}>
        <Link to={link.path} aria-current={isCurrentPath(link.path, path) ? 'page' : undefined} onClick={onChoose}>
          {link.label}
        </Link>
      </li>
    ));

  return (
    <header className={`${chrome.header} print-hidden`}>
      <div className={chrome.bar}>
        <Link to="/" className={chrome.brand}>
          {siteNameOf(settings)}
        </Link>
        <nav aria-label="Main" className={chrome.desktopNav}>
          <ul className={chrome.navList}>{links()}</ul>
        </nav>
        {/* From 640 px; a phone's bar has room for the name and three buttons, so there Search is in the menu. */}
        <Link to="/search" className={`${chrome.iconButton} ${chrome.searchButton}`} aria-label="Search" aria-keyshortcuts="/" {...tooltip('Search (/)')}>
          <SearchIcon />
        </Link>
        <ThemeToggle className={chrome.iconButton} />
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
          className={`${chrome.iconButton} ${chrome.menuToggle}`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          {...labelWithTooltip(menuOpen ? 'Close menu' : 'Open menu', 'below-end')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      {menuOpen && (
        <nav ref={menu} id="mobile-menu" aria-label="Mobile" className={chrome.mobileMenu}>
          <ul className={chrome.navList}>
            {links(() => setMenuOpen(false))}
            <li>
              <Link to="/search" aria-current={path === '/search' ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
                Search
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}

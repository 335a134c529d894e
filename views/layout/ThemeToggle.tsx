// The light/dark switch in the header. The choice goes into the theme cookie (the server reads
// it and writes <html data-theme> before the first paint) and onto <html> at once. The server
// cannot know the system theme, so the label names the target theme only once mounted; until
// then it is neutral.
import { useEffect, useState } from 'react';
import { ThemeIcon } from '../components/icons';
import { THEME_COOKIE, type ThemeChoice } from '../style/themePreference';
import { labelWithTooltip } from '../style/tooltips';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The remembered choice, else the system's. */
const themeInForce = (): ThemeChoice =>
  (document.documentElement.dataset.theme as ThemeChoice | undefined) ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

/** className: the button's look, given by the header. */
export function ThemeToggle({ className }: { className?: string }) {
  const [theme, setTheme] = useState<ThemeChoice>();
  useEffect(() => setTheme(themeInForce()), []);

  const next: ThemeChoice = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={className}
      {...labelWithTooltip(theme ? `Switch to ${next} theme` : 'Switch colour theme')}
      onClick={() => {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser this site supports, and it is asynchronous
        document.cookie = `${THEME_COOKIE}=${next}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
        document.documentElement.dataset.theme = next;
        setTheme(next);
      }}
    >
      <ThemeIcon />
    </button>
  );
}

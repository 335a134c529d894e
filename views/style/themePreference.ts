// The visitor's colour theme choice, remembered in a cookie so the server can put it on <html>
// before the first paint (no inline script, so no CSP exception). No cookie: follow the system.

export type ThemeChoice = 'light' | 'dark';

export const THEME_COOKIE = 'theme';

export const parseThemeCookie = (cookieHeader: string | undefined): ThemeChoice | undefined => {
  const value = cookieHeader?.match(/(?:^|;\s*)theme=(light|dark)(?:;|$)/)?.[1];
  return value as ThemeChoice | undefined;
};

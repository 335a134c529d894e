// "Don't count this browser": a cookie on this browser (never set for readers) that the
// server's counting skips. It is read after mount, never while rendering, so the server's HTML
// and the first browser render agree.
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { NOT_COUNTED_COOKIE } from '../../api/analyticsTypes';
import { CheckboxField } from '../components/FormFields';
import { panelCss } from './analyticsCss';

const YEAR_SECONDS = 31_536_000;

const switchPanelCss = css`
  ${panelCss};
  p:last-child { margin-bottom: 0; }
`;

/** The document.cookie assignment that sets (a year) or clears the cookie. */
export const notCountedCookie = (on: boolean, secure: boolean) => `${NOT_COUNTED_COOKIE}=${on ? '1' : ''}; Path=/; Max-Age=${on ? YEAR_SECONDS : 0}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Whether document.cookie holds the cookie as the server reads it (=1). */
export const hasNotCountedCookie = (cookies: string) =>
  cookies.split(';').some((pair) => {
    const [name, value] = pair.trim().split('=');
    return name === NOT_COUNTED_COOKIE && value === '1';
  });

export function NotCountedSwitch() {
  const [notCounted, setNotCounted] = useState(false);
  useEffect(() => setNotCounted(hasNotCountedCookie(document.cookie)), []);
  const change = (on: boolean) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain assignment that every browser takes (the Cookie Store API is missing from older Safari and Firefox)
    document.cookie = notCountedCookie(on, window.location.protocol === 'https:');
    setNotCounted(hasNotCountedCookie(document.cookie));
  };
  return (
    <section css={switchPanelCss} aria-labelledby="analytics-this-browser">
      <h2 id="analytics-this-browser">This browser</h2>
      <CheckboxField label="Don't count this browser" checked={notCounted} onChange={change} hint="Visits from this browser are then not counted, on every page of the site." />
    </section>
  );
}

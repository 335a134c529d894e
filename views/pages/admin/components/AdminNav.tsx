// The admin navigation: every admin page in its group. On a phone it folds into one row, a
// menu that names the current page and opens to all of them (a <details>, so it works before
// the page's script has loaded); from a tablet up the groups show inline.
import { css } from '@emotion/react';
import { useRef } from 'react';
import { Link } from '../../../app/router';
import { color, media, radius } from '../../../style/theme';
import { adminLinkGroups, isCurrentAdminPath } from './adminLinks';

const menuCss = css`
  flex: 1;
  min-width: 0;
  summary {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${radius.pill};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker { display: none; }
  summary::before { content: '☰'; font-size: 1.1rem; }
  summary span { color: ${color.muted}; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  ${media.md} {
    summary { display: none; }
    &::details-content { content-visibility: visible; display: contents; }
  }
`;

const groupsCss = css`
  display: grid;
  gap: 12px;
  padding: 8px 4px 4px;
  ${media.md} { display: flex; flex-wrap: wrap; gap: 6px 18px; padding: 0; }
`;

const groupCss = css`
  display: grid;
  gap: 2px;
  ${media.md} { display: flex; align-items: center; gap: 2px; }
  p { margin: 0 0 2px 12px; font-size: 0.72rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: ${color.muted}; }
  ${media.md} { p { margin: 0 4px 0 0; } }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 2px; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 6px 12px;
    border-radius: ${radius.pill};
    color: ${color.muted};
    font-size: 0.92rem;
    font-weight: 500;
    text-decoration: none;
  }
  a:hover { color: ${color.text}; background: ${color.surfaceAlt}; }
  a[aria-current='page'] { color: ${color.accentStrong}; background: ${color.accentSoft}; font-weight: 600; }
`;

export function AdminNav({ path }: { path: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const current = adminLinkGroups.flatMap((group) => group.links).find((link) => isCurrentAdminPath(link.to, path));
  return (
    <nav aria-label="Admin" css={menuCss}>
      <details ref={menu}>
        <summary>
          Admin menu{current && <span>· {current.label}</span>}
        </summary>
        <div css={groupsCss}>
          {adminLinkGroups.map((group) => (
            <div key={group.label} css={groupCss}>
              <p id={`admin-nav-${group.label.toLowerCase()}`}>{group.label}</p>
              <ul aria-labelledby={`admin-nav-${group.label.toLowerCase()}`}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} aria-current={isCurrentAdminPath(link.to, path) ? 'page' : undefined} onClick={() => menu.current?.removeAttribute('open')}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </nav>
  );
}

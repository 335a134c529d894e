// The admin navigation: every admin page in its group. On a phone it folds into one row, a
// menu button that names the current page and opens to all of them; from a tablet up the groups
// show inline and the button is gone.
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { Link } from '../../app/router';
import { color, media, radius } from '../../style/theme';
import { adminLinkGroups, isCurrentAdminPath } from './adminLinks';

const navCss = css`
  flex: 1;
  min-width: 0;
  > button {
    display: flex;
    align-items: center;
    gap: 6px;
    width: 100%;
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    border-radius: ${radius.pill};
    background: transparent;
    color: ${color.text};
    font: inherit;
    font-size: 0.92rem;
    font-weight: 600;
    cursor: pointer;
    text-align: left;
    white-space: nowrap;
  }
  > button::before { content: '☰'; font-size: 1.1rem; }
  > button span { min-width: 0; color: ${color.muted}; font-weight: 500; overflow: hidden; text-overflow: ellipsis; }
  > button span[data-word] { color: inherit; font-weight: inherit; }
  @media (max-width: 479.98px) {
    > button span[data-word='admin'] { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    > button span[data-word='menu'] { text-transform: capitalize; }
  }
  &[data-open='false'] > div { display: none; }
  ${media.md} {
    > button { display: none; }
    &[data-open='false'] > div { display: flex; }
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
  p { margin: 0 0 2px 12px; font-size: 0.72rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: ${color.muted}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 2px; }
  ${media.md} {
    display: flex;
    align-items: center;
    p { margin: 0 4px 0 0; }
  }
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
  const id = useId();
  const [open, setOpen] = useState(false);
  const current = adminLinkGroups.flatMap((group) => group.links).find((link) => isCurrentAdminPath(link.to, path));
  return (
    <nav aria-label="Admin" css={navCss} data-open={open}>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {/* On a phone the row also holds Forget key: 'Admin' goes, so the current page's name fits whole. */}
        <span data-word="admin">Admin </span>
        <span data-word="menu">menu</span>
        {current && <span data-current>· {current.label}</span>}
      </button>
      <div id={id} css={groupsCss}>
        {adminLinkGroups.map((group) => (
          <div key={group.label} css={groupCss}>
            <p id={`${id}-${group.label.toLowerCase()}`}>{group.label}</p>
            <ul aria-labelledby={`${id}-${group.label.toLowerCase()}`}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} aria-current={isCurrentAdminPath(link.to, path) ? 'page' : undefined} onClick={() => setOpen(false)}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

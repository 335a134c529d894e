import { css } from '@emotion/react';
import { Link } from '../../app/router';
import { color } from '../../style/theme';
import { ArrowLeftIcon } from '../icons';

const backLinkCss = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  color: ${color.muted};
  font-weight: 600;
  font-size: 0.95rem;
  text-decoration: none;
  &:hover { color: ${color.accentStrong}; }
`;

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} css={backLinkCss} className="print-hidden">
      <ArrowLeftIcon size={18} /> {label}
    </Link>
  );
}

// A published item's address follows its title (the spec's edit form derives the slug from it).
// Before such a save, the owner sees where the item will live and that old links will redirect.
import { css } from '@emotion/react';
import { color, radius } from '../../style/theme';

const noteCss = css`
  margin: 0 0 16px;
  padding: 10px 14px;
  border: 1px solid ${color.border};
  border-left: 4px solid ${color.accent};
  border-radius: ${radius.md};
  font-size: 0.92rem;
  overflow-wrap: anywhere;
  code { font-size: 0.88rem; }
`;

export function AddressChangeNote({ from, to }: { from: string; to: string }) {
  if (from === to) return null;
  return (
    <p css={noteCss} role="status">
      The address will change to <code>{to}</code>; the old one, <code>{from}</code>, will redirect to it.
    </p>
  );
}

// The offer of text kept on this device from an earlier visit: restore it or let it go.
import { css } from '@emotion/react';
import { outlineButtonCss } from '../../components/ui';
import { ghostButtonCss } from '../components/ghostButtonCss';
import { color, radius } from '../../style/theme';
import { formatOwnerTime } from './ownerTime';

const offerCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 12px 16px;
  margin-bottom: 20px;
  border: 1px solid ${color.accent};
  border-radius: ${radius.md};
  background: ${color.accentSoft};
  p { margin: 0; flex: 1 1 240px; }
`;

export function LocalCopyOffer({ keptAt, onRestore, onDiscard }: { keptAt: string; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div css={offerCss} role="status">
      <p>Unsaved changes from {formatOwnerTime(keptAt)} were kept on this device.</p>
      <button type="button" css={outlineButtonCss} onClick={onRestore}>
        Restore them
      </button>
      <button type="button" css={ghostButtonCss} onClick={onDiscard}>
        Discard
      </button>
    </div>
  );
}

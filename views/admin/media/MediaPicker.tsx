// The library in a dialog: search it and pick one item (of the kind the field takes).
import { css } from '@emotion/react';
import { useState } from 'react';
import type { MediaItemDto } from '../../api/adminTypes';
import { Dialog } from '../../components/Dialog';
import { inputCss } from '../../components/ui';
import { color, radius } from '../../style/theme';
import { useAdminQuery } from '../adminApi';
import { formatBytes, mediaListKey } from './mediaApi';
import { MediaThumb } from './MediaThumb';

const gridCss = css`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 10px;
  max-height: 55dvh;
  overflow: auto;
  button {
    width: 100%;
    display: grid;
    gap: 4px;
    padding: 6px;
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.text};
    text-align: left;
    font-size: 0.8rem;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  button:hover, button:focus-visible { border-color: ${color.accent}; }
`;

export function MediaPicker({ open, accept, onPick, onClose }: { open: boolean; accept: 'image' | 'file'; onPick: (item: MediaItemDto) => void; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const { query } = useAdminQuery<MediaItemDto[]>(mediaListKey(search.trim()));
  const items = (query.data ?? []).filter((item) => accept === 'file' || item.kind === 'image');
  return (
    <Dialog open={open} onClose={onClose} title={accept === 'image' ? 'Choose an image' : 'Choose a file'}>
      <input css={inputCss} type="search" aria-label="Search the library" placeholder="Search by name or alt text" value={search} onChange={(e) => setSearch(e.target.value)} />
      {query.isPending ? <p>Loading the library...</p> : items.length === 0 ? <p>Nothing in the library yet: upload one instead.</p> : (
        <ul css={gridCss}>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" onClick={() => onPick(item)}>
                <MediaThumb item={item} />
                <span>{item.fileName}</span>
                <span>{formatBytes(item.size)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

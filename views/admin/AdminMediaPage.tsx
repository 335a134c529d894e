// /admin/media: the media library. Upload by picking or dropping (several at once; an image
// asks for its alt text), search, change an alt text, copy an address, delete (asking first,
// and again, naming the pages, when something still shows the item).
import { css } from '@emotion/react';
import { useState, type DragEvent } from 'react';
import type { MediaItemDto } from '../api/adminTypes';
import { inputCss, outlineButtonCss } from '../components/ui';
import { ghostButtonCss } from './components/ghostButtonCss';
import { color, radius } from '../style/theme';
import { failureReason, useAdminQuery } from './adminApi';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { FormAlert } from './components/FormFields';
import { AltTextPrompts } from './media/AltTextPrompts';
import { formatBytes, mediaListKey, useMediaActions, usesOf } from './media/mediaApi';
import { MediaThumb } from './media/MediaThumb';
import { UploadStatusLine } from './media/UploadStatusLine';
import { useUploads } from './media/useUploads';
import { ConfirmDialog, type ConfirmQuestion } from './studio/ConfirmDialog';

const dropCss = css`
  display: grid;
  place-items: center;
  gap: 8px;
  padding: 24px 16px;
  margin-bottom: 16px;
  border: 2px dashed ${color.border};
  border-radius: ${radius.lg};
  text-align: center;
  color: ${color.muted};
  &[data-over='true'] { border-color: ${color.accent}; background: ${color.accentSoft}; }
`;

const gridCss = css`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: 14px;
  li { border: 1px solid ${color.border}; border-radius: ${radius.md}; padding: 10px; display: grid; gap: 8px; background: ${color.surface}; }
  p { margin: 0; font-size: 0.85rem; color: ${color.muted}; overflow-wrap: anywhere; }
  strong { font-size: 0.92rem; overflow-wrap: anywhere; }
`;

const rowCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

function LibraryItem({ item, onDelete }: { item: MediaItemDto; onDelete: (item: MediaItemDto) => void }) {
  const actions = useMediaActions();
  const [alt, setAlt] = useState(item.alt);
  const [note, setNote] = useState('');
  return (
    <li>
      <MediaThumb item={item} />
      <strong>{item.fileName}</strong>
      <p>{formatBytes(item.size)}{item.width ? ` · ${item.width} × ${item.height}` : ''}</p>
      {item.kind === 'image' && (
        <input
          css={inputCss}
          aria-label={`Alt text of ${item.fileName}`}
          placeholder="Alt text"
          maxLength={500}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          onBlur={() => alt !== item.alt && actions.setAlt(item.id, alt).then(() => setNote('Alt text saved'), (error) => setNote(failureReason(error)))}
        />
      )}
      <p aria-live="polite">{note}</p>
      <div css={rowCss}>
        <button type="button" css={outlineButtonCss} onClick={() => navigator.clipboard?.writeText(new URL(item.url, location.href).href).then(() => setNote('Address copied'))}>Copy address</button>
        <button type="button" css={ghostButtonCss} onClick={() => onDelete(item)}>Delete<span className="visually-hidden"> {item.fileName}</span></button>
      </div>
    </li>
  );
}

function Library() {
  const [search, setSearch] = useState('');
  const [over, setOver] = useState(false);
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const [failure, setFailure] = useState('');
  const actions = useMediaActions();
  const uploads = useUploads(() => undefined);
  const state = useAdminQuery<MediaItemDto[]>(mediaListKey(search.trim()));

  const remove = async (item: MediaItemDto, force: boolean) => {
    setFailure('');
    try {
      await actions.remove(item.id, force);
    } catch (error) {
      const uses = usesOf(error);
      // A setting (the portrait, the icon) must choose another item first: no "delete anyway".
      if (!uses || uses.some((use) => use.what === 'Settings')) return setFailure(`Could not delete ${item.fileName}: ${failureReason(error)}`);
      setQuestion({
        title: `${item.fileName} is still used`,
        description: `Shown by ${uses.map((use) => `${use.what.toLowerCase()} “${use.title}”`).join(', ')}. Deleting it leaves a broken ${item.kind} there.`,
        confirmLabel: 'Delete anyway',
        danger: true,
        onConfirm: () => void remove(item, true),
      });
    }
  };
  const askDelete = (item: MediaItemDto) =>
    setQuestion({ title: `Delete ${item.fileName}?`, description: 'It is removed from the site for good.', confirmLabel: 'Delete', danger: true, onConfirm: () => void remove(item, false) });
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    uploads.add([...event.dataTransfer.files]);
  };

  const gate = <AdminQueryView state={state} gateTitle="Access the Media Library" failureMessage="Failed to load the media library. Please check your admin secret key." loadingLabel="Loading the library...">{() => null}</AdminQueryView>;
  if (!state.key) return gate;
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the file button inside does the same from the keyboard */}
      <div
        css={dropCss}
        data-over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <span>Drop images or files here, or</span>
        <label css={outlineButtonCss}>
          Choose files to upload
          <input type="file" multiple className="visually-hidden" onChange={(event) => {
            uploads.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }} />
        </label>
        <span>Images: JPEG, PNG, WebP, AVIF, GIF. Files: PDF, ZIP, Word, Excel, PowerPoint, EPUB, text, Markdown, CSV.</span>
      </div>
      <AltTextPrompts uploads={uploads} />
      <UploadStatusLine status={uploads.status} />
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <input css={inputCss} type="search" aria-label="Search the library" placeholder="Search by name or alt text" value={search} onChange={(e) => setSearch(e.target.value)} />
      <AdminQueryView state={state} gateTitle="Access the Media Library" failureMessage="Failed to load the media library. Please check your admin secret key." loadingLabel="Loading the library...">
        {(items: MediaItemDto[]) => (items.length === 0 ? <p>{search ? 'Nothing matches.' : 'Nothing uploaded yet.'}</p> : (
          <ul css={gridCss}>
            {items.map((item) => <LibraryItem key={item.id} item={item} onDelete={askDelete} />)}
          </ul>
        ))}
      </AdminQueryView>
      <ConfirmDialog question={question} onClose={() => setQuestion(null)} />
    </>
  );
}

export default function AdminMediaPage() {
  return (
    <AdminLayout title="Media Library" intro="Images and files for posts, books and resources. Kept in the database, so a redeploy never loses them.">
      <Library />
    </AdminLayout>
  );
}

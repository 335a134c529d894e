// An image chosen from the media library by its id (the portrait, the site icon): upload a new
// one (it asks for its alt text first) or choose one already there; a preview shows the choice.
// The server takes only library ids, so no address is ever typed here.
import { css } from '@emotion/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { MediaItemDto } from '../../api/adminTypes';
import { outlineButtonCss } from '../../components/ui';
import { ghostButtonCss } from '../components/ghostButtonCss';
import { color, radius } from '../../style/theme';
import { useAdminQuery } from '../adminApi';
import { AltTextPrompts } from '../media/AltTextPrompts';
import { IMAGE_ACCEPT, MEDIA_API } from '../media/mediaApi';
import { MediaPicker } from '../media/MediaPicker';
import { MediaThumb } from '../media/MediaThumb';
import { UploadStatusLine } from '../media/UploadStatusLine';
import { useUploads } from '../media/useUploads';

const frameCss = css`
  border: 0;
  padding: 0;
  margin: 0 0 20px;
  min-width: 0;
  legend { font-weight: 600; font-size: 0.95rem; margin-bottom: 8px; padding: 0; }
`;

const previewCss = css`
  width: 160px;
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  overflow: hidden;
  margin-bottom: 10px;
`;

const rowCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 10px;
`;

const noneCss = css`
  margin: 0 0 10px;
  color: ${color.muted};
`;

const errorCss = css`
  margin: 0 0 10px;
  color: ${color.danger};
  font-weight: 600;
`;

function Preview({ id }: { id: number }) {
  const { query } = useAdminQuery<MediaItemDto>([MEDIA_API, String(id)]);
  if (query.isPending) return <p css={noneCss}>Loading the image...</p>;
  if (query.isError) return <p css={noneCss}>Image {id} is no longer in the library.</p>;
  return (
    <div css={previewCss}>
      <MediaThumb item={query.data} />
    </div>
  );
}

interface MediaIdFieldProps {
  label: string;
  value: number | null;
  /** The chosen item (its alt text may serve as a default), or null when removed. */
  onChange: (item: MediaItemDto | null) => void;
  /** Shown when nothing is chosen, e.g. 'Your initials show instead.' */
  emptyText: string;
  error?: string;
  /** Told whether a chosen file waits for its own Upload button (or is uploading): nothing is chosen until it is done. */
  onWaitingChange?: (waiting: boolean) => void;
  /** Shown under the chosen image while no upload waits (its alt text field): an upload asks for its own. */
  children?: ReactNode;
}

export function MediaIdField({ label, value, onChange, emptyText, error, onWaitingChange, children }: MediaIdFieldProps) {
  const [picking, setPicking] = useState(false);
  const uploads = useUploads(onChange);
  const waiting = uploads.waiting.length > 0 || uploads.status?.tone === 'pending';
  useEffect(() => onWaitingChange?.(waiting), [waiting, onWaitingChange]);
  return (
    <fieldset css={frameCss}>
      <legend>{label}</legend>
      {value === null ? <p css={noneCss}>{emptyText}</p> : <Preview id={value} />}
      {error && <p css={errorCss}>{error}</p>}
      <div css={rowCss}>
        <label css={outlineButtonCss}>
          Upload an image
          <input
            type="file"
            className="visually-hidden"
            accept={IMAGE_ACCEPT}
            onChange={(event) => {
              uploads.add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </label>
        <button type="button" css={outlineButtonCss} onClick={() => setPicking(true)}>Choose from library</button>
        {value !== null && <button type="button" css={ghostButtonCss} onClick={() => onChange(null)}>Remove image</button>}
      </div>
      <AltTextPrompts uploads={uploads} />
      <UploadStatusLine status={uploads.status} />
      {value !== null && !waiting && children}
      <MediaPicker
        open={picking}
        accept="image"
        onClose={() => setPicking(false)}
        onPick={(item) => {
          onChange(item);
          setPicking(false);
        }}
      />
    </fieldset>
  );
}

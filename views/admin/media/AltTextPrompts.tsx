// Before an image is uploaded: what a reader who cannot see it should be told. A fieldset, not
// a form: it sits inside the record's own form, and forms cannot nest.
import { css } from '@emotion/react';
import { outlineButtonCss, primaryButtonCss } from '../../components/ui';
import { color, radius } from '../../style/theme';
import { TextField } from '../components/FormFields';
import type { useUploads } from './useUploads';

const promptCss = css`
  border: 1px dashed ${color.border};
  border-radius: ${radius.md};
  padding: 12px 14px 4px;
  min-width: 0;
  margin-bottom: 12px;
  div:last-of-type { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 12px; }
`;

export function AltTextPrompts({ uploads }: { uploads: ReturnType<typeof useUploads> }) {
  return (
    <>
      {uploads.waiting.map((waiting, index) => (
        <fieldset
          key={`${waiting.file.name}-${waiting.file.size}-${waiting.file.lastModified}`}
          css={promptCss}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
            event.preventDefault();
            if (waiting.alt.trim()) uploads.confirm(index);
          }}
        >
          <legend className="visually-hidden">Upload {waiting.file.name}</legend>
          <TextField
            label={`Describe ${waiting.file.name} (alt text)`}
            hint="Read aloud to people who cannot see the image, and shown if it fails to load."
            required
            maxLength={500}
            value={waiting.alt}
            onChange={(alt) => uploads.setAlt(index, alt)}
          />
          <div>
            <button type="button" css={primaryButtonCss} disabled={!waiting.alt.trim()} onClick={() => uploads.confirm(index)}>Upload image</button>
            <button type="button" css={outlineButtonCss} onClick={() => uploads.cancel(index)}>Cancel</button>
          </div>
        </fieldset>
      ))}
    </>
  );
}

// A form field that holds the address of an image or a file of this site: type it, upload a
// new one (an image asks for its alt text first), or choose one from the library.
import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { outlineButtonCss } from '../../components/ui';
import { ghostButtonCss } from '../components/ghostButtonCss';
import { color, radius } from '../../style/theme';
import { TextField } from '../components/FormFields';
import { AltTextPrompts } from './AltTextPrompts';
import { IMAGE_ACCEPT } from './mediaApi';
import { MediaPicker } from './MediaPicker';
import { MediaThumb } from './MediaThumb';
import { UploadStatusLine } from './UploadStatusLine';
import { useUploads } from './useUploads';

const frameCss = css`
  margin-bottom: 20px;
  > div:first-of-type { margin-bottom: 10px; }
`;

const rowCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 10px;
`;

const previewCss = css`
  width: 140px;
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  overflow: hidden;
`;

const ACCEPT = {
  image: IMAGE_ACCEPT,
  file: '.pdf,.zip,.docx,.xlsx,.pptx,.epub,.txt,.md,.csv,application/pdf',
};

interface MediaFieldProps {
  label: string;
  accept: 'image' | 'file';
  value: string;
  onChange: (url: string) => void;
  required?: boolean;
  hint?: ReactNode;
}

export function MediaField({ label, accept, value, onChange, required = false, hint }: MediaFieldProps) {
  const [picking, setPicking] = useState(false);
  const uploads = useUploads((item) => onChange(item.url));
  const noun = accept === 'image' ? 'image' : 'file';
  return (
    <div css={frameCss}>
      <TextField label={label} hint={hint} required={required} value={value} onChange={onChange} placeholder={accept === 'image' ? '/media/… (upload or choose below)' : '/media/… or /resources/…'} />
      {value && accept === 'image' && (
        <div css={previewCss}>
          <MediaThumb item={{ kind: 'image', url: value, alt: '', fileName: value }} />
        </div>
      )}
      <div css={rowCss}>
        <label css={outlineButtonCss}>
          Upload {noun === 'image' ? 'an image' : 'a file'}
          <input
            type="file"
            className="visually-hidden"
            accept={ACCEPT[accept]}
            onChange={(event) => {
              uploads.add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </label>
        <button type="button" css={outlineButtonCss} onClick={() => setPicking(true)}>Choose from library</button>
        {value && <button type="button" css={ghostButtonCss} onClick={() => onChange('')}>Remove {noun}</button>}
      </div>
      <AltTextPrompts uploads={uploads} />
      <UploadStatusLine status={uploads.status} />
      <MediaPicker
        open={picking}
        accept={accept}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          onChange(item.url);
          setPicking(false);
        }}
      />
    </div>
  );
}

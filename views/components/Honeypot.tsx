// A form field people never see or reach, that form-filling bots do fill in. The server
// (src/middleware/publicWriteGuard.ts) answers a filled one with a fake success.
import { css } from '@emotion/react';
import { useRef } from 'react';

/** Must match HONEYPOT_FIELD on the server. */
const FIELD_NAME = 'website';

const offscreenCss = css`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** Render `field` inside the form and spread `values()` into the request body. */
export function useHoneypot() {
  const input = useRef<HTMLInputElement>(null);
  const field = (
    <div css={offscreenCss} aria-hidden="true">
      <label>
        Leave this field empty
        <input ref={input} type="text" name={FIELD_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
  return { field, values: () => ({ [FIELD_NAME]: input.current?.value ?? '' }) };
}

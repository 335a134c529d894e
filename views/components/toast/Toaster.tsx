// The toast region: F8 focuses it, and it is at most 420 px wide. The list is a polite live
// region from the first paint, so screen readers announce every toast added to it (a live
// region inserted together with its text is often not announced). The toasts themselves
// (ToastItem) are a separate chunk, fetched after hydration.
import { css } from '@emotion/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { color } from '../../style/theme';
import { useToasts } from './toastStore';

const loadToastItem = () => import('./ToastItem');
const ToastItem = lazy(loadToastItem);
const HOTKEY = 'F8';

const regionCss = css`
  position: fixed;
  z-index: 100;
  bottom: 0;
  right: 0;
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: 16px;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
  outline: none;
  &:focus-visible { outline: 3px solid ${color.focusRing}; outline-offset: -3px; }
  pointer-events: none;
`;

export function Toaster() {
  const toasts = useToasts();
  const region = useRef<HTMLOListElement>(null);

  // Fetched once the page is interactive, so the first toast does not wait for it.
  useEffect(() => {
    void loadToastItem();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === HOTKEY) region.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-label={`Notifications (${HOTKEY})`} className="print-hidden">
      <ol ref={region} tabIndex={-1} css={regionCss} data-testid="toast-region" aria-live="polite">
        <Suspense fallback={null}>
          {toasts.map((t) => (
            <ToastItem key={t.id} data={t} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}

// One toast: closes itself after 5000 ms (paused while hovered or focused) and is dismissed by
// its close button or a swipe right past 50 px. Loaded apart from the region (Toaster), which
// every page renders: no page needs this code until the visitor's first toast.
import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { color, radius, shadow } from '../../style/theme';
import { dispatch, TOAST_DURATION_MS, type ToastData } from './toastStore';

export const SWIPE_THRESHOLD_PX = 50;

// A destructive toast's text takes the surface colour, which reads on the danger fill in both themes.
const toastCss = css`
  pointer-events: auto;
  position: relative;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 16px 40px 16px 16px;
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.raised};
  touch-action: pan-y;
  transition: transform 0.2s ease, opacity 0.2s ease;
  &[data-variant='destructive'] { background: ${color.danger}; border-color: ${color.danger}; color: ${color.surface}; }
  &[data-state='closed'] { opacity: 0; transform: translateX(100%); }
  strong { display: block; font-size: 0.95rem; }
  p { margin: 2px 0 0; font-size: 0.9rem; opacity: 0.9; }
`;

const closeCss = css`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  cursor: pointer;
  font-size: 1.1rem;
  line-height: 1;
  color: inherit;
`;

export default function ToastItem({ data }: { data: ToastData }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const dismiss = useCallback(() => dispatch({ type: 'DISMISS_TOAST', toastId: data.id }), [data.id]);

  useEffect(() => {
    if (!data.open || paused) return;
    const timer = setTimeout(dismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [data.open, paused, dismiss]);

  return (
    <li
      css={toastCss}
      data-variant={data.variant ?? 'default'}
      data-state={data.open ? 'open' : 'closed'}
      ref={(el) => {
        if (el) el.style.transform = offset > 0 ? `translateX(${offset}px)` : '';
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(e) => {
        start.current = e.clientX;
      }}
      onPointerMove={(e) => {
        if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
      }}
      onPointerUp={() => {
        if (offset > SWIPE_THRESHOLD_PX) dismiss();
        start.current = null;
        setOffset(0);
      }}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      <div>
        {data.title && <strong>{data.title}</strong>}
        {data.description && <p>{data.description}</p>}
      </div>
      <button type="button" css={closeCss} aria-label="Close notification" onClick={dismiss}>
        ×
      </button>
    </li>
  );
}

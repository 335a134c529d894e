// The toast region: F8 focuses it, and it is at most 420 px wide. The list is a polite live
// region from the first paint, so screen readers announce every toast added to it (a live
// region inserted together with its text is often not announced). The toasts themselves
// (ToastItem) are a separate chunk, fetched after hydration.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { chrome } from '../../style/classNames';
import { useToasts } from './toastStore';

const loadToastItem = () => import('./ToastItem');
const ToastItem = lazy(loadToastItem);
const HOTKEY = 'F8';

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
      <ol ref={region} tabIndex={-1} className={chrome.toasts} data-testid="toast-region" aria-live="polite">
        <Suspense fallback={null}>
          {toasts.map((t) => (
            <ToastItem key={t.id} data={t} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}

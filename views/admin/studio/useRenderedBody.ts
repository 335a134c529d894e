// The live preview's HTML: the body rendered a moment after the owner stops typing, by the same
// pipeline as the server. A render that a newer one overtook is dropped.
import { useEffect, useRef, useState } from 'react';
import type { BodyFormat } from '../contentTypes/contentType';
import { renderBody } from './articlePipeline';

export const PREVIEW_DELAY_MS = 250;

export interface RenderedBody {
  html: string;
  /** A render is waiting or running. */
  rendering: boolean;
  /** Why the last render failed, if it did. */
  failure: string | null;
}

export function useRenderedBody(format: BodyFormat, source: string, onRendered?: (html: string) => void): RenderedBody {
  const [state, setState] = useState<RenderedBody>({ html: '', rendering: true, failure: null });
  const latest = useRef(0);
  const first = useRef(true);
  const report = useRef(onRendered);
  report.current = onRendered;

  useEffect(() => {
    const run = ++latest.current;
    setState((current) => ({ ...current, rendering: true }));
    const timer = setTimeout(
      () => {
        renderBody(format, source).then(
          (html) => {
            if (run !== latest.current) return;
            setState({ html, rendering: false, failure: null });
            report.current?.(html);
          },
          (error: unknown) => {
            if (run === latest.current) setState((current) => ({ ...current, rendering: false, failure: error instanceof Error ? error.message : String(error) }));
          },
        );
      },
      first.current ? 0 : PREVIEW_DELAY_MS,
    );
    first.current = false;
    return () => clearTimeout(timer);
  }, [format, source]);

  return state;
}

// React's streaming renderer, run to completion: the page's data is prefetched, so nothing
// suspends on the server and the complete HTML is ready as soon as React has rendered it.
// Waiting for it lets the renderer move Emotion's styles into <head> and cache the page.
import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderedHtml {
  html: string;
  /** True when an error was reported during rendering (the HTML may hold a client-rendered fallback). */
  failed: boolean;
}

export function renderToHtml(element: ReactNode, options: { nonce: string; timeoutMs: number; label: string }): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    const decoder = new StringDecoder('utf8');
    const parts: string[] = [];
    let failed = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        parts.push(decoder.write(chunk));
        done();
      },
      final(done) {
        parts.push(decoder.end());
        clearTimeout(timer);
        resolve({ html: parts.join(''), failed });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce: options.nonce,
      // No finished part is held back as a separately revealed segment (no inline reveal scripts).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => {
        failed = true;
        console.error(`[render] ${options.label}`, error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('render timed out')), options.timeoutMs);
  });
}

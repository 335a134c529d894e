// React's streaming renderer, run to completion: the page's data is prefetched, so nothing
// suspends on the server and the complete HTML is ready as soon as React has rendered it.
// Waiting for it lets the renderer put Emotion's styles in <head> and cache the page.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderedHtml {
  html: string;
  /** True when an error was reported during rendering (the HTML may hold a client-rendered fallback). */
  failed: boolean;
}

/** The parts as one string; adjacent byte parts are decoded together, so no character is split. */
function joinParts(parts: (string | Buffer)[]): string {
  let html = '';
  let bytes: Buffer[] = [];
  const decodeBytes = () => {
    if (bytes.length > 0) html += Buffer.concat(bytes).toString('utf8');
    bytes = [];
  };
  for (const part of parts) {
    if (typeof part === 'string') {
      decodeBytes();
      html += part;
    } else {
      bytes.push(part);
    }
  }
  decodeBytes();
  return html;
}

export function renderToHtml(element: ReactNode, options: { nonce: string; timeoutMs: number; label: string }): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    // React writes short runs of markup as UTF-8 bytes and long strings as they are; keeping
    // the strings as strings saves encoding them only to decode them again.
    const parts: (string | Buffer)[] = [];
    let failed = false;
    const sink = new Writable({
      decodeStrings: false,
      write(chunk: string | Buffer, _encoding, done) {
        parts.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve({ html: joinParts(parts), failed });
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

// Renders the app for one URL from the page's dehydrated data, exactly as the page carries it
// to the browser (so the server renders what the browser will hydrate). The same function runs
// on the main thread or in a render thread (src/ssr/renderPool.ts); it needs no database.
import { hydrate } from '@tanstack/react-query';
import { App } from '../../views/app/App';
import { createQueryClient } from '../../views/data/queryClient';
import { loadPageRoute } from '../../views/app/routes';
import { createCollectingEmotionCache } from './emotionStyles';
import { renderToHtml } from './renderToHtml';

export interface RenderJob {
  /** The URL the app renders (pathname + search). */
  url: string;
  /** The dehydrated query cache as JSON. */
  state: string;
  nonce: string;
  timeoutMs: number;
}

export interface RenderedApp {
  html: string;
  /** The page's <style> tags for <head>. */
  styles: string;
  /** True when an error was reported during rendering (the HTML may hold a client-rendered fallback). */
  failed: boolean;
}

// Pages render only what was prefetched: nothing fetches during a server render.
const notPrefetched = () => Promise.reject(new Error('Server renders use prefetched data only'));

export async function renderApp(job: RenderJob): Promise<RenderedApp> {
  const queryClient = createQueryClient(notPrefetched);
  hydrate(queryClient, JSON.parse(job.state));
  await loadPageRoute(new URL(job.url, 'http://page').pathname, queryClient);
  const emotion = createCollectingEmotionCache(job.nonce);
  const rendered = await renderToHtml(<App url={job.url} queryClient={queryClient} emotionCache={emotion.cache} />, {
    nonce: job.nonce,
    timeoutMs: job.timeoutMs,
    label: job.url,
  });
  return { html: rendered.html, styles: emotion.styleTags(rendered.html), failed: rendered.failed };
}

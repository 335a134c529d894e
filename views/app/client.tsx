// Browser entry: take the server's dehydrated cache, load the current page's chunk, hydrate.
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { createEmotionCache } from '../style/emotionCache';
import { watchTooltips } from '../style/tooltips';
import { createQueryClient } from '../data/queryClient';
import { loadPageRoute } from './routes';

const DEHYDRATED_STATE_ID = '__REACT_QUERY_STATE__';

const queryClient = createQueryClient();
const state = document.getElementById(DEHYDRATED_STATE_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const emotionCache = createEmotionCache(nonce);

watchTooltips();
await loadPageRoute(window.location.pathname, queryClient);
// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree; a click meanwhile hydrates its target first.
startTransition(() => {
  hydrateRoot(
    // biome-ignore lint/style/noNonNullAssertion: the server's document always has #root (src/ssr/document.ts)
    document.getElementById('root')!,
    <App url={window.location.pathname + window.location.search} queryClient={queryClient} emotionCache={emotionCache} />,
  );
});

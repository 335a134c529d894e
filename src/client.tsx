// Browser entry: take the server's dehydrated cache, load the current page's chunk, hydrate.
import createCache from '@emotion/cache';
import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../views/App';
import { createQueryClient } from '../views/queryClient';
import { matchPageRoute } from '../views/routes';

const DEHYDRATED_STATE_ID = '__REACT_QUERY_STATE__';

const queryClient = createQueryClient();
const state = document.getElementById(DEHYDRATED_STATE_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const emotionCache = createCache({ key: 'css', nonce });

await matchPageRoute(window.location.pathname).route.load();
hydrateRoot(
  document.getElementById('root')!,
  <App url={window.location.pathname + window.location.search} queryClient={queryClient} emotionCache={emotionCache} />,
);

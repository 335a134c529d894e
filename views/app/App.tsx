// The whole page tree, the same on the server and in the browser.
import { CacheProvider, css, type EmotionCache } from '@emotion/react';
import { QueryClientProvider, useIsFetching, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, use, useEffect, useLayoutEffect } from 'react';
import { HYDRATED_EVENT } from './hydration';
import { Layout } from '../layout/Layout';
import { NavigationProvider, useNavigation } from './router';
import { matchShownPageRoute } from './routes';
import { syncTypedBeforeHydration } from './syncTypedBeforeHydration';
// Helpers most public pages use travel in the shell: as chunks of their own they cost each of
// those pages another file, compressed alone (the bundle budget test measured the difference).
import '../lib/format';
import '../api/oneOf';

const pageFallbackCss = css`
  min-height: 60vh;
`;

function PageOutlet() {
  const { path, navigationKey } = useNavigation();
  const queryClient = useQueryClient();
  const { route, params } = matchShownPageRoute(path, queryClient);
  // A page not loaded yet (a navigation to it) suspends until its chunk arrives.
  const Page = route.component.loaded ?? use(route.component.load());
  const fetching = useIsFetching();

  // biome-ignore lint/correctness/useExhaustiveDependencies: route and params follow from path, and the client is stable; the title is recomputed on navigation and when a fetch settles
  useEffect(() => {
    document.title = route.title(params, queryClient);
  }, [path, fetching]);

  return <Page key={navigationKey} params={params} />;
}

/**
 * The last thing hydrated: the page sits in a Suspense boundary, which React hydrates after the
 * rest, so this comes after it. Tells React what was typed before hydration (as a layout effect,
 * before any re-render could overwrite it), marks <html data-hydrated="true">, and tells the
 * document's starter script (src/ssr/document.ts), which then sends any form held meanwhile.
 */
function HydrationComplete() {
  useLayoutEffect(() => syncTypedBeforeHydration(), []);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

export interface AppProps {
  url: string;
  queryClient: QueryClient;
  emotionCache: EmotionCache;
}

export function App({ url, queryClient, emotionCache }: AppProps) {
  return (
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <NavigationProvider initialUrl={url}>
          <Layout>
            <Suspense fallback={<div css={pageFallbackCss} aria-busy="true" />}>
              <PageOutlet />
              <HydrationComplete />
            </Suspense>
          </Layout>
        </NavigationProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}

// The whole page tree, the same on the server and in the browser.
import { CacheProvider, css, type EmotionCache } from '@emotion/react';
import { QueryClientProvider, useIsFetching, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, use, useEffect, type ComponentType } from 'react';
import type { PageProps } from './pageLoader';
import { Layout } from './layout/Layout';
import { NavigationProvider, useNavigation } from './router';
import { matchPageRoute } from './routes';

const pageFallbackCss = css`
  min-height: 60vh;
`;

function PageOutlet() {
  const { path, navigationKey } = useNavigation();
  const { route, params } = matchPageRoute(path);
  const Page = use(route.load() as Promise<ComponentType<PageProps>>);
  const queryClient = useQueryClient();
  const fetching = useIsFetching();

  useEffect(() => {
    document.title = route.meta(params, (key) => queryClient.getQueryData(key)).title;
  }, [path, fetching]);

  return <Page key={navigationKey} params={params} />;
}

/** Marks <html data-hydrated="true"> once React has taken over the server's HTML. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export interface AppProps {
  url: string;
  queryClient: QueryClient;
  emotionCache: EmotionCache;
}

export function App({ url, queryClient, emotionCache }: AppProps) {
  useHydratedMarker();
  return (
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
        <NavigationProvider initialUrl={url}>
          <Layout>
            <Suspense fallback={<div css={pageFallbackCss} aria-busy="true" />}>
              <PageOutlet />
            </Suspense>
          </Layout>
        </NavigationProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}

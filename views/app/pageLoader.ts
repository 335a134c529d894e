// A page's component, loaded on first need and then kept beside its loader: a page already
// loaded renders at once, without React's use(), so hydration (the browser entry loads the page
// before hydrating) and the server's render (which loads it before rendering) never suspend.
import type { ComponentType } from 'react';
import type { PathParams } from '../lib/matchPath';
import { pageStylesheetLoaded } from './pageStylesheetLink';

export interface PageProps {
  params: PathParams;
}

type PageComponent = ComponentType<PageProps>;

export interface PageLoader {
  /** The component, once loaded. */
  readonly loaded: PageComponent | undefined;
  /** Loads the component; the same promise until it settles, and a failed load may be tried again. */
  load(): Promise<PageComponent>;
}

/** `page` names the page in the table of page stylesheets (./pageStylesheets.ts): loading waits for its stylesheet too. */
export function pageLoader(importPage: () => Promise<{ default: PageComponent }>, page?: string): PageLoader {
  let loaded: PageComponent | undefined;
  let loading: Promise<PageComponent> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= Promise.all([importPage(), page && pageStylesheetLoaded(page)]).then(
        ([module]) => {
          loaded = module.default;
          return loaded;
        },
        (error: unknown) => {
          loading = undefined; // a failed chunk load may be retried on the next navigation
          throw error;
        },
      );
      return loading;
    },
  };
}

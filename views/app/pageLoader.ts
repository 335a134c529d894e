// A page module loaded once and remembered. The returned promise is marked fulfilled when it
// settles, so React's use() reads an already loaded page synchronously (no suspense during
// hydration, where the browser entry loads the page before hydrating).
import type { ComponentType } from 'react';
import type { PathParams } from '../lib/matchPath';

export interface PageProps {
  params: PathParams;
}

type PageModule = { default: ComponentType<PageProps> };
type TrackedPromise = Promise<ComponentType<PageProps>> & { status?: 'fulfilled' | 'rejected'; value?: ComponentType<PageProps>; reason?: unknown };

export type PageLoader = () => TrackedPromise;

export function pageLoader(importPage: () => Promise<PageModule>): PageLoader {
  let promise: TrackedPromise | null = null;
  return () => {
    if (!promise) {
      const tracked: TrackedPromise = importPage().then(
        (module) => {
          tracked.status = 'fulfilled';
          tracked.value = module.default;
          return module.default;
        },
        (error) => {
          tracked.status = 'rejected';
          tracked.reason = error;
          promise = null; // a failed chunk load may be retried on the next navigation
          throw error;
        },
      );
      promise = tracked;
    }
    return promise;
  };
}

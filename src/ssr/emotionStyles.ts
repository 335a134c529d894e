// The page's Emotion styles as <style> tags for <head>, through Emotion's own server API
// (@emotion/server). By default Emotion's server rendering puts a <style> element before each
// styled element; dozens of style tags in the body make the browser recalculate styles while it
// parses (over a second of style work on a throttled phone), and rendering them through React
// costs the server too. Emotion's server instance switches the cache to "compat" mode, where it
// only collects each style's rules; after rendering, extractCriticalToChunks turns them into one
// tag per global style (a <Global> or keyframes rule) and one for the class styles the page
// uses, with the attributes the browser's Emotion cache and <Global> adopt them by.
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache } from '../../views/style/emotionCache';

export interface CollectingEmotionCache {
  cache: EmotionCache;
  /** The <style> tags of what the rendered HTML uses. */
  styleTags(html: string): string;
}

/** A per-render cache that collects the styles instead of writing them into the HTML. */
export function createCollectingEmotionCache(nonce: string): CollectingEmotionCache {
  const cache = createEmotionCache(nonce);
  const server = createEmotionServer(cache);
  return {
    cache,
    styleTags(html) {
      const { styles } = server.extractCriticalToChunks(html);
      return server.constructStyleTagsFromChunks({ html, styles: styles.filter((chunk) => chunk.ids.length > 0) });
    },
  };
}

// The page's Emotion styles as <style> tags for <head>. By default Emotion's server rendering
// puts a <style> element before each styled element; dozens of style tags in the body make the
// browser recalculate styles while it parses (over a second of style work on a throttled phone),
// and rendering them through React costs the server too. In "compat" mode Emotion instead keeps
// each style's rules in cache.inserted, in the order they were first used; after rendering, those
// become one tag for the class styles and one per global style (a <Global> or keyframes rule),
// the attributes the browser's Emotion cache and <Global> look for to adopt them without
// inserting anything twice.
import createCache, { type EmotionCache } from '@emotion/cache';

/** A per-render cache that collects the styles instead of writing them into the HTML. */
export function createCollectingEmotionCache(nonce: string): EmotionCache {
  const cache = createCache({ key: 'css', nonce });
  cache.compat = true;
  return cache;
}

export function emotionStyleTags(cache: EmotionCache, nonce: string): string {
  const classIds: string[] = [];
  let classRules = '';
  let globalTags = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      classIds.push(id);
      classRules += rules;
    } else {
      globalTags += `<style data-emotion="${cache.key}-global ${id}" nonce="${nonce}">${rules}</style>`;
    }
  }
  return globalTags + (classIds.length > 0 ? `<style data-emotion="${cache.key} ${classIds.join(' ')}" nonce="${nonce}">${classRules}</style>` : '');
}

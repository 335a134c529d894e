// The one way an Emotion cache is made, on the server (one per render, src/ssr/emotionStyles.ts)
// and in the browser (views/app/client.tsx): without Emotion's default vendor prefixer. It wrote
// -webkit- and -ms- variants (display:-webkit-box, -ms-flex-align, ::-moz-placeholder...) that no
// browser the bundle targets needs (build.mjs: Chrome 100, Safari 15.4, Firefox 100); they were
// half of each page's Emotion CSS in its head (#48). A property one of those browsers still needs
// prefixed is written by hand (views/components/Dialog.tsx: -webkit-backdrop-filter).
import createCache from '@emotion/cache';

export const createEmotionCache = (nonce: string | undefined) => createCache({ key: 'css', nonce, stylisPlugins: [] });

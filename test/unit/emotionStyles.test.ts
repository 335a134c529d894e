// The styles Emotion collects during a render become <style> tags for <head>: one per global
// style, then one for every class style in the order first used, none left in the body.
import { CacheProvider, css, Global, jsx, keyframes } from '@emotion/react';
import { expect } from 'chai';
import { renderToString } from 'react-dom/server';
import { createCollectingEmotionCache } from '../../src/ssr/emotionStyles';
import { createEmotionCache } from '../../views/style/emotionCache';

const spin = keyframes`from { transform: rotate(0); } to { transform: rotate(360deg); }`;
const red = css`color: red; display: flex; align-items: center; &::placeholder { opacity: 0.5; }`;
const blue = css`color: blue; animation: ${spin} 1s;`;
const tree = () => [
  jsx(Global, { key: 'g', styles: css`body { margin: 0; }` }),
  jsx('p', { key: 'a', css: red }, 'one'),
  jsx('p', { key: 'b', css: blue }, 'two'),
  jsx('p', { key: 'c', css: red }, 'three'),
];

describe('src/ssr/emotionStyles: styles collected for the head', () => {
  const emotion = createCollectingEmotionCache('N');
  const body = renderToString(jsx(CacheProvider, { value: emotion.cache }, tree()));
  const tags = emotion.styleTags(body);

  it('leaves no style tag in the rendered body', () => {
    expect(body).not.to.include('<style');
    expect(body).to.include(`class="css-${red.name}"`);
  });

  it('writes the global styles first, each in a tag <Global> adopts, then one tag for the class styles in order of use', () => {
    const attributes = [...tags.matchAll(/<style data-emotion="([^"]+)" nonce="N">/g)].map((m) => m[1]);
    expect(attributes[0]).to.match(/^css-global \S+$/);
    expect(attributes.at(-1)).to.equal(`css ${red.name} ${blue.name}`);
    expect(tags).to.include('body{margin:0;}');
    expect(tags).to.match(/@keyframes animation-\w+\{/);
    expect(tags.indexOf(`.css-${red.name}{color:red;display:flex;align-items:center;}`)).to.be.lessThan(tags.indexOf(`.css-${blue.name}{`));
  });

  it('holds the same rules as Emotion writes inline with the same cache', () => {
    const inline = renderToString(jsx(CacheProvider, { value: createEmotionCache(undefined) }, tree()));
    const rulesOf = (html: string) => [...html.matchAll(/<style[^>]*>(.*?)<\/style>/g)].map((m) => m[1]).join('').match(/[^{}]+\{[^{}]*\}/g)!.sort();
    expect(rulesOf(tags)).to.deep.equal(rulesOf(inline));
  });

  it('writes no vendor prefix: no browser the bundle targets needs one (views/style/emotionCache.ts)', () => {
    expect(tags).to.include('::placeholder{opacity:0.5;}');
    expect(tags).not.to.match(/-webkit-|-moz-|-ms-/);
  });

  it('writes nothing for a render without styles', () => {
    expect(createCollectingEmotionCache('N').styleTags('<p>plain</p>')).to.equal('');
  });
});

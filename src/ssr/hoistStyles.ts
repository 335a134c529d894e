// Emotion's server rendering puts a <style> tag before each styled element. Dozens of style
// tags inside the body each make the browser recalculate styles while it parses, and the
// browser entry then moves them all into <head> (more recalculation): the home page spent over
// a second in style work on a throttled phone. Merging them into <head> on the server, in
// document order, gives the same cascade in one tag. Emotion's browser cache reads the ids of
// a merged tag ("css id1 id2 ...") just as it reads separate ones, so nothing is inserted twice.

const EMOTION_STYLE_TAG = /<style data-emotion="([^"]+)"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

export function hoistEmotionStyles(html: string, nonce: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const globalTags: string[] = [];
  const ids: string[] = [];
  const rules: string[] = [];
  const body = html.slice(headEnd).replace(EMOTION_STYLE_TAG, (tag, attribute: string, css: string) => {
    const [key, ...names] = attribute.split(' ');
    if (key === 'css') {
      ids.push(...names);
      rules.push(css);
    } else {
      globalTags.push(tag); // <Global> styles: Emotion looks each one up by its own attribute
    }
    return '';
  });
  const merged = ids.length > 0 ? `<style data-emotion="css ${ids.join(' ')}" nonce="${nonce}">${rules.join('')}</style>` : '';
  return html.slice(0, headEnd) + globalTags.join('') + merged + body;
}

// Jekyll's Liquid tags in a markdown body. A `{% highlight lang %}…{% endhighlight %}` block
// becomes fenced code with its language (markdown would otherwise read its '>' lines as a quote),
// `{% raw %}…{% endraw %}` keeps its text as written, and every other tag is named, so the owner
// knows what is left as text.

const HIGHLIGHT = /^[ \t]*\{%-?\s*highlight\s+([\w+#.-]+)[^%]*-?%\}[ \t]*\n([\s\S]*?)\n?[ \t]*\{%-?\s*endhighlight\s*-?%\}[ \t]*$/gm;
const RAW = /\{%-?\s*raw\s*-?%\}([\s\S]*?)\{%-?\s*endraw\s*-?%\}/g;

/** A fence longer than any run of backticks in the code, so the code can hold its own. */
function fenceFor(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

export function liquidToMarkdown(body: string): { markdown: string; highlights: number; otherTags: string[] } {
  let highlights = 0;
  let markdown = body.replace(HIGHLIGHT, (_block, language: string, code: string) => {
    highlights++;
    const fence = fenceFor(code);
    return `${fence}${language.toLowerCase()}\n${code}\n${fence}`;
  });
  markdown = markdown.replace(RAW, (_block, text: string) => text);
  const otherTags = [...new Set([...withoutFencedCode(markdown).matchAll(/\{%-?\s*(\w+)/g)].map((match) => match[1]).filter((tag) => !tag.startsWith('end')))];
  return { markdown, highlights, otherTags };
}

/** The text outside fenced code blocks and inline code, where a Liquid tag is still a tag. */
function withoutFencedCode(text: string): string {
  return text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

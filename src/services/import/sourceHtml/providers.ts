// Who an embedded address belongs to, by its host: the oEmbed providers WordPress, Ghost and
// Substack embed (the rest are named by their host), and the canonical page of a YouTube or
// Vimeo video, which a video card links to instead of playing it here.

const PROVIDERS: [RegExp, string][] = [
  [/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/, 'YouTube'],
  [/(^|\.)vimeo\.com$/, 'Vimeo'],
  [/(^|\.)(twitter\.com|x\.com)$/, 'X (Twitter)'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)(facebook\.com|fb\.watch)$/, 'Facebook'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)spotify\.com$/, 'Spotify'],
  [/(^|\.)soundcloud\.com$/, 'SoundCloud'],
  [/(^|\.)(flickr\.com|flic\.kr)$/, 'Flickr'],
  [/(^|\.)wordpress\.tv$/, 'WordPress.tv'],
  [/(^|\.)reddit\.com$/, 'Reddit'],
  [/(^|\.)tumblr\.com$/, 'Tumblr'],
  [/(^|\.)imgur\.com$/, 'Imgur'],
  [/(^|\.)(dailymotion\.com|dai\.ly)$/, 'Dailymotion'],
  [/(^|\.)ted\.com$/, 'TED'],
  [/(^|\.)mixcloud\.com$/, 'Mixcloud'],
  [/(^|\.)slideshare\.net$/, 'SlideShare'],
  [/(^|\.)speakerdeck\.com$/, 'Speaker Deck'],
  [/(^|\.)pinterest\.[a-z.]+$/, 'Pinterest'],
  [/(^|\.)bsky\.app$/, 'Bluesky'],
  [/(^|\.)(giphy\.com|gph\.is)$/, 'Giphy'],
  [/(^|\.)kickstarter\.com$/, 'Kickstarter'],
  [/(^|\.)scribd\.com$/, 'Scribd'],
  [/(^|\.)codepen\.io$/, 'CodePen'],
  [/(^|\.)gist\.github\.com$/, 'GitHub Gist'],
];

export interface Provider {
  name: string;
  /** For a YouTube or Vimeo video: its page, linked to by a video card. */
  videoPage?: string;
}

const VIDEO_ID = /^[\w-]{6,20}$/;

function youTubeId(url: URL): string | undefined {
  if (url.hostname.endsWith('youtu.be')) return url.pathname.split('/')[1];
  const v = url.searchParams.get('v');
  if (v) return v;
  const [, kind, id] = url.pathname.split('/');
  return ['embed', 'shorts', 'live', 'v'].includes(kind) ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  return /^\/(?:video\/)?(\d{3,12})(?:[/?#]|$)/.exec(url.pathname)?.[1];
}

export function providerOf(url: URL): Provider {
  const host = url.hostname.toLowerCase();
  const name = PROVIDERS.find(([pattern]) => pattern.test(host))?.[1] ?? host.replace(/^www\./, '');
  if (name === 'YouTube') {
    const id = youTubeId(url);
    if (id && VIDEO_ID.test(id)) return { name, videoPage: `https://www.youtube.com/watch?v=${id}` };
  }
  if (name === 'Vimeo') {
    const id = vimeoId(url);
    if (id) return { name, videoPage: `https://vimeo.com/${id}` };
  }
  return { name };
}

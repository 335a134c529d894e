// Who counts as a reader, their device class and language, and where they came from.
import { expect } from 'chai';
import { CountBuffer, type Tally } from '../../src/services/analytics/countBuffer';
import { CounterTally, MAX_VALUES_PER_DAY } from '../../src/services/analytics/counters';
import { OTHER_VALUE } from '../../src/services/analytics/dimensions';
import { dayRange } from '../../src/services/analytics/analyticsRange';
import { KnownVisitors } from '../../src/services/analytics/knownVisitors';
import { memoized } from '../../src/lib/memoized';
import { deviceClassOf, isAutomated, languageOf } from '../../src/services/analytics/readerFacts';
import { cleanTag, trafficSourceOf } from '../../src/services/analytics/trafficSource';
import { pageVisit } from '../../src/services/analytics/visits';

const BROWSERS = {
  iPhone: ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'phone'],
  android: ['Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36', 'phone'],
  cubot: ['Mozilla/5.0 (Linux; Android 13; CUBOT P80) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36', 'phone'],
  androidTablet: ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36', 'tablet'],
  iPad: ['Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1', 'tablet'],
  firefox: ['Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0', 'desktop'],
  safari: ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'desktop'],
  edge: ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0', 'desktop'],
} as const;

const AUTOMATED = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'WhatsApp/2.23.20.0',
  'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'curl/8.5.0',
  'python-requests/2.32.3',
  'Go-http-client/2.0',
  'Feedly/1.0 (+http://www.feedly.com/fetcher.html; 3 subscribers; like FeedFetcher-Google)',
  'UptimeRobot/2.0',
  'Mozilla/5.0',
  '',
];

describe('analytics: reader facts', () => {
  it('counts browsers with a language, and no bot, crawler, preview fetcher or tool', () => {
    for (const [name, [agent]] of Object.entries(BROWSERS)) expect(isAutomated(agent, 'en-US,en;q=0.9'), name).to.equal(false);
    for (const agent of AUTOMATED) expect(isAutomated(agent, 'en'), agent).to.equal(true);
    expect(isAutomated(BROWSERS.firefox[0], ''), 'no Accept-Language').to.equal(true);
    expect(isAutomated(BROWSERS.firefox[0], '*'), 'Accept-Language: *').to.equal(true);
  });

  it('tells phones, tablets and desktops apart', () => {
    for (const [name, [agent, device]] of Object.entries(BROWSERS)) expect(deviceClassOf(agent), name).to.equal(device);
  });

  it('keeps only the first language’s primary subtag', () => {
    expect(languageOf('en-GB,en;q=0.9')).to.equal('en');
    expect(languageOf('pt-BR')).to.equal('pt');
    expect(languageOf('FIL')).to.equal('fil');
    expect(languageOf('*')).to.equal('');
    expect(languageOf('<script>')).to.equal('');
    expect(languageOf('x'.repeat(5000))).to.equal('');
  });

  it('takes utm tags over the referrer, names known sites, and ignores the site’s own links', () => {
    const none = new URLSearchParams();
    expect(trafficSourceOf(none, '', 'example.com')).to.deep.equal({ source: 'Direct', medium: '', campaign: '' });
    expect(trafficSourceOf(none, 'https://www.google.com/', 'example.com').source).to.equal('Google');
    expect(trafficSourceOf(none, 'https://t.co/abc', 'example.com').source).to.equal('X (Twitter)');
    expect(trafficSourceOf(none, 'https://lobste.rs/s/1', 'example.com').source).to.equal('lobste.rs');
    expect(trafficSourceOf(none, 'https://www.example.com/blog', 'example.com').source).to.equal('');
    expect(trafficSourceOf(none, 'javascript:alert(1)', 'example.com').source).to.equal('Direct');
    expect(trafficSourceOf(none, 'not a url', 'example.com').source).to.equal('Direct');
    const tagged = new URLSearchParams('utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    expect(trafficSourceOf(tagged, 'https://mail.google.com/', 'example.com')).to.deep.equal({ source: 'newsletter', medium: 'email', campaign: 'spring' });
    expect(cleanTag(`a\r\nb\u0000c${'x'.repeat(100)}`)).to.equal(`a  b c${'x'.repeat(58)}`);
  });

  it('holds a bounded number of distinct values per dimension and day; the rest count as (other)', () => {
    const buffer = new CountBuffer();
    const visit = (i: number) => pageVisit({ source: `s${i}`, medium: '', campaign: '' }, 'phone', '');
    for (let i = 0; i < MAX_VALUES_PER_DAY + 10; i++) buffer.add('2026-11-26', '/', visit(i), `192.0.2.${i % 3}`, 'Firefox');
    const counters = new CounterTally().countersOf('2026-11-26', buffer.take().get('2026-11-26') as Map<string, Map<string, Tally>>);
    expect(counters.size).to.equal(MAX_VALUES_PER_DAY + 4); // the values, (other), the site, the page and the device
    expect(counters.get(`source\t${OTHER_VALUE}`)?.views).to.equal(10);
    expect(counters.get('site\t')).to.deep.equal({ views: MAX_VALUES_PER_DAY + 10, readers: new Set(['192.0.2.0\nFirefox', '192.0.2.1\nFirefox', '192.0.2.2\nFirefox']) });
  });

  it('sends a flush only the visitor ids this process has not recorded today', () => {
    const known = new KnownVisitors();
    expect(known.unknown('2026-11-26', 'site\t', ['a', 'b'])).to.deep.equal(['a', 'b']);
    known.remember('2026-11-26', 'site\t', ['a']);
    expect(known.unknown('2026-11-26', 'site\t', ['a', 'b'])).to.deep.equal(['b']);
    expect(known.unknown('2026-11-26', 'page\t/', ['a'])).to.deep.equal(['a']);
    known.remember('2026-11-27', 'site\t', ['c']); // a new day forgets the last
    expect(known.unknown('2026-11-27', 'site\t', ['a', 'c'])).to.deep.equal(['a']);
    expect(known.unknown('2026-11-26', 'site\t', ['a'])).to.deep.equal(['a']);
  });

  it('keeps a bounded number of memoized answers', () => {
    let calls = 0;
    const twice = memoized((text) => {
      calls += 1;
      return text + text;
    }, 2);
    expect([twice('a'), twice('a'), twice('b'), twice('c'), twice('c')]).to.deep.equal(['aa', 'aa', 'bb', 'cc', 'cc']);
    expect(calls).to.equal(3);
  });

  it('checks a report’s range', () => {
    expect(dayRange({ from: '2024-02-28', to: '2024-03-01' })).to.deep.equal({ from: '2024-02-28', to: '2024-03-01', days: 3 });
    expect(dayRange({}, new Date('2026-11-26T12:00:00Z'))).to.deep.equal({ from: '2026-10-28', to: '2026-11-26', days: 30 });
    expect(() => dayRange({ from: '2023-02-29' })).to.throw(/not a day/);
    expect(() => dayRange({ from: '2026-01-02', to: '2026-01-01' })).to.throw(/after/);
    expect(() => dayRange({ from: '2023-01-01', to: '2026-01-02' })).to.throw(/three years/);
  });
});

import { expect } from 'chai';
import { pathOnSiteOf, redirectLocationOf } from '../../views/lib/redirectTarget';
import { isSitePath } from '../../views/lib/sitePath';

describe('isSitePath', () => {
  const accepted = ['/', '/about', '/blog/how-minds-learn', '/a//b', '/%C3%BCber', '/über', '/a%20b', '/2024/05/notes.html', '/~owner'];
  for (const path of accepted) it(`accepts ${JSON.stringify(path)}`, () => expect(isSitePath(path)).to.equal(true));

  const refused: [string, string][] = [
    ['//evil.com', 'another host'],
    ['/\\evil.com', "'/\\' read as '//'"],
    ['/\\/evil.com', "'/\\/'"],
    ['/%2Fevil.com', 'encoded slash'],
    ['/%2fevil.com', 'encoded slash, lower case'],
    ['/%5Cevil.com', 'encoded backslash'],
    ['/%5cevil.com', 'encoded backslash, lower case'],
    ['/a\\b', 'a backslash inside'],
    ['/a%5Cb', 'an encoded backslash inside'],
    ['/\t/evil.com', 'a tab browsers drop'],
    ['/\n/evil.com', 'a line break browsers drop'],
    ['/\r/evil.com', 'a carriage return'],
    ['/ /evil.com', 'a space'],
    ['/\u00a0/evil.com', 'a no-break space'],
    ['/\u3000evil', 'an ideographic space'],
    ['/\u200b/evil.com', 'a zero-width space'],
    ['/\u202eevil', 'a bidi override'],
    ['/\ufeffevil', 'a byte-order mark'],
    ['/\u0000evil', 'NUL'],
    ['/\u007fevil', 'DEL'],
    ['/\u0085evil', 'a C1 control'],
    ['/%09/evil.com', 'an encoded tab'],
    ['/%00', 'encoded NUL'],
    ['/%7F', 'encoded DEL'],
    [' /about', 'leading space'],
    ['/about ', 'trailing space'],
    ['javascript:alert(1)', 'a scheme'],
    ['https://evil.com/', 'an absolute address'],
    ['data:text/html,x', 'data:'],
    ['about', 'a relative path'],
    ['', 'empty'],
    ['\\\\evil.com', 'two backslashes'],
    ['/about?x=1', 'a query where none is allowed'],
    ['/about#top', 'a fragment where none is allowed'],
  ];
  for (const [path, why] of refused) it(`refuses ${JSON.stringify(path)} (${why})`, () => expect(isSitePath(path)).to.equal(false));

  it('takes a query and fragment only when asked', () => {
    expect(isSitePath('/search?q=minds#results', { query: true })).to.equal(true);
    expect(isSitePath('/\\evil.com?x', { query: true })).to.equal(false);
    expect(isSitePath('/search?q=%5C', { query: true })).to.equal(false);
  });
});

describe('redirectLocationOf and pathOnSiteOf', () => {
  it('answers a path of this site or an http(s) address new URL() reads, and nothing else', () => {
    expect(redirectLocationOf('/blog?q=minds#top')).to.equal('/blog?q=minds#top');
    expect(redirectLocationOf('https://example.com/slides?deck=1')).to.equal('https://example.com/slides?deck=1');
    expect(redirectLocationOf('https://example.com:8443/')).to.equal('https://example.com:8443/');
    for (const to of ['https://evil.com:99999', 'https://evil.com:65536/a', 'http://[::1/', 'https://', '/\\evil.com', '//evil.com', 'javascript:alert(1)', 'ftp://example.com/', 'https://exa mple.com/', 'https:\\\\evil.com']) {
      expect(redirectLocationOf(to), to).to.equal(undefined);
    }
  });

  it('reads this site in its absolute address, by host, whatever the scheme or case', () => {
    const site = 'https://site.example';
    expect(pathOnSiteOf('/a?x#y', site)).to.equal('/a');
    expect(pathOnSiteOf('https://site.example/a', site)).to.equal('/a');
    expect(pathOnSiteOf('http://SITE.example/a/', site)).to.equal('/a/');
    expect(pathOnSiteOf('https://site.example:8443/a', site)).to.equal(undefined);
    expect(pathOnSiteOf('https://other.example/a', site)).to.equal(undefined);
    expect(pathOnSiteOf('https://evil.com:99999/a', site)).to.equal(undefined);
  });
});

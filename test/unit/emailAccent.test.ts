// The emails wear the owner's accent too: the button's fill and its readable text, the links and
// the quotes' rule come from the accent's light-mode tokens, and no indigo is left.
import { expect } from 'chai';
import { confirmationEmail } from '../../src/services/email/confirmationEmail';
import { emailAccentOf } from '../../src/services/email/emailIdentity';
import { postEmail } from '../../src/services/email/postEmail';
import { accentTokens } from '../../views/style/accentTokens';

describe('email accent', () => {
  const sender = { siteName: 'Sam Teal', footer: '', accent: emailAccentOf('#facc15') };
  const { light } = accentTokens('#facc15');

  it('fills the confirmation button with the accent and writes readable text on it', () => {
    const { html } = confirmationEmail('reader@example.com', 'https://site.example/confirm', sender);
    expect(html).to.include(`background:${light.accent};color:${light.onAccent}`);
    expect(html).to.not.match(/#4338ca|#c7d2fe/i);
  });

  it("styles a post's links, quotes and button from the accent", () => {
    const post = { title: 'T', html: '<p><a href="/x">x</a></p><blockquote><p>q</p></blockquote>', url: 'https://site.example/blog/t', readUrl: 'https://site.example/blog/t' };
    const { html } = postEmail(post as Parameters<typeof postEmail>[0], 'reader@example.com', 'https://site.example/u', sender);
    expect(html).to.include(`<a style="color:${light.link}"`);
    expect(html).to.include(`border-left:3px solid ${light.monogramRing}`);
    expect(html).to.include(`background:${light.accent};color:${light.onAccent}`);
    expect(html).to.not.match(/#4338ca|#c7d2fe/i);
  });
});

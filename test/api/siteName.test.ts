// The publication's own name (identity.siteName) and the owner's own words (the `copy` section),
// over HTTP on a site with its samples: a rename reaches every place that names the site, each
// sentence of the chrome follows its setting, and after a rename no public answer carries the
// sample owner's name. Emails are read from a real SMTP server.
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import type { SiteSettings } from '../../views/api/settings';
import type { BlogPostSummaryDto } from '../../views/api/types';
import { defaultSettings } from '../../views/content/defaultSettings';
import { NewsletterSubscriber } from '../../entities';
import { backgroundWorkSettled } from '../../src/lib/backgroundWork';
import { sendDueEmails } from '../../src/services/email/mailSender';
import { currentSettings } from '../../src/services/settings';
import { adminJson } from '../helpers/adminClient';
import { elementWith, visibleTextOf } from '../helpers/pageText';
import { startTestSmtp, type TestSmtp } from '../helpers/smtpServer';
import { startTestServer, type TestServer } from '../helpers/testServer';

const NAME = 'Signal & Noise';
const SAMPLE_OWNER = 'Alex Rivera';
const json = { 'Content-Type': 'application/json' };

describe('the site name and the owner’s words', function () {
  this.timeout(60_000);
  let server: TestServer;
  let smtp: TestSmtp;
  let postPath: string;
  before(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer({ env: { MAIL_FROM: 'hello@signal.example' } });
    const posts = (await (await fetch(`${server.url}/api/blog`)).json()) as BlogPostSummaryDto[];
    postPath = `/blog/${posts[0].slug}`;
  });
  after(async () => {
    await server?.close();
    await smtp?.stop();
  });

  const patch = (body: unknown) => adminJson<SiteSettings>(server, '/api/admin/settings', { method: 'PATCH', body });
  const text = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status, path).to.equal(200);
    return response.text();
  };
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1].replace(/&amp;/g, '&');
  const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1].replace(/&amp;/g, '&');
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) => JSON.parse(match[1]) as Record<string, unknown>[]);

  /** The next email the outbox sends, as it arrives. */
  const nextEmail = async () => {
    await backgroundWorkSettled();
    await server.db.query('UPDATE outbox_emails SET nextAttemptAt = ? WHERE status = ?', [new Date(Date.now() - 1000).toISOString().replace('T', ' ').replace('Z', ''), 'queued']);
    const before = smtp.received.length;
    await sendDueEmails(server.db, nodemailer.createTransport(smtp.url), { ...server.config.mail, smtpUrl: smtp.url });
    return (await smtp.waitFor(before + 1)).at(-1);
  };

  it('names the site after its owner while siteName is empty', async () => {
    const home = await text('/');
    expect(titleOf(home)).to.equal(`${defaultSettings.identity.name} — ${defaultSettings.identity.tagline}`);
    expect(metaOf(home, 'og:site_name')).to.equal(defaultSettings.identity.name);
  });

  it('renames the publication in every place that names the site', async () => {
    const { status } = await patch({ identity: { siteName: NAME, name: 'Maya Lin', email: 'maya@signal.example' } });
    expect(status).to.equal(200);

    const home = await text('/');
    expect(titleOf(home)).to.equal(`${NAME} — ${defaultSettings.identity.tagline}`);
    expect(visibleTextOf(elementWith(home, 'header', 'class'))).to.include(NAME);
    expect(metaOf(home, 'og:site_name')).to.equal(NAME);
    expect(metaOf(home, 'og:image:alt')).to.equal(`${NAME}: ${defaultSettings.identity.tagline}`);
    expect(jsonLdOf(home).find((doc) => doc['@type'] === 'WebSite')).to.include({ name: NAME });
    expect(titleOf(await text('/about'))).to.equal(`About | ${NAME}`);

    const manifest = JSON.parse(await text('/manifest.webmanifest'));
    expect(manifest).to.include({ name: NAME, short_name: NAME });
    expect(await text('/rss.xml')).to.include(`<title>${NAME.replace('&', '&amp;')} — Blog</title>`);
    expect(await text('/atom.xml')).to.include(`<title>${NAME.replace('&', '&amp;')} — Blog</title>`);
    expect(JSON.parse(await text('/feed.json'))).to.include({ title: `${NAME} — Blog` });
    const actor = await fetch(`${server.url}/ap/users/site`, { headers: { accept: 'application/activity+json' } });
    expect(await actor.json(), 'the social web account').to.include({ name: NAME });

    expect((await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'reader@example.com' }) })).status).to.equal(201);
    const mail = await nextEmail();
    expect(mail?.parsed.from?.value[0]).to.deep.equal({ name: NAME, address: 'hello@signal.example' });
    expect(mail?.parsed.subject).to.equal(`Confirm your subscription to ${NAME}'s newsletter`);
    expect(mail?.parsed.html).to.include(NAME.replace('&', '&amp;'));
  });

  it('leaves no trace of the sample owner’s name in any public answer after a rename', async () => {
    const answers = ['/', '/blog', postPath, '/about', '/contact', '/api/settings', '/api/settings/about', '/api/settings/theology', '/rss.xml', '/atom.xml', '/feed.json', '/manifest.webmanifest'];
    for (const path of answers) expect(await text(path), path).not.to.include(SAMPLE_OWNER);
    // No page shows the essays' default authors: new essays take them from the settings as read, derived from the new name.
    expect((await currentSettings(server.db)).about.essayAuthors).to.equal('Maya Lin & Noor');
    const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question for you.' };
    expect((await fetch(`${server.url}/api/contact`, { method: 'POST', headers: json, body: JSON.stringify(message) })).status).to.equal(201);
    const mail = await nextEmail();
    expect(mail?.raw.toString('utf8')).not.to.include(SAMPLE_OWNER);
  });

  it('says each sentence of the chrome in the owner’s words', async () => {
    const copy = {
      footerBlurb: 'A newsletter about noise.',
      footerNewsletterText: 'Letters, twice a month.',
      blogIntro: 'Notes from the signal.',
      blogDescription: 'Every post of Signal & Noise.',
      newsletterHeading: 'Get the letters',
      newsletterText: 'Essays in your inbox.',
      newsletterNote: 'Leave whenever you like.',
      notFoundTitle: 'Nothing here',
      notFoundText: 'This address leads nowhere.',
      legacyInvitation: 'Tell us what you hope for.',
    };
    expect((await patch({ copy })).status).to.equal(200);
    const footer = visibleTextOf(elementWith(await text('/'), 'footer', 'class'));
    expect(footer).to.include(copy.footerBlurb).and.include(copy.footerNewsletterText);
    const home = visibleTextOf(await text('/'));
    expect(home).to.include(copy.newsletterHeading).and.include(copy.newsletterText).and.include(copy.newsletterNote);
    const blog = await text('/blog');
    expect(visibleTextOf(blog)).to.include(copy.blogIntro);
    expect(metaOf(blog, 'description')).to.equal(copy.blogDescription);
    expect(await text('/rss.xml')).to.include(`<description>${copy.blogDescription.replace('&', '&amp;')}</description>`);
    expect(visibleTextOf(await text('/legacy'))).to.include(copy.legacyInvitation);
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(missing.status).to.equal(404);
    expect(visibleTextOf(await missing.text())).to.include(copy.notFoundTitle).and.include(copy.notFoundText);
  });

  it('claims a subscriber count only from the owner’s threshold up, and then the real one', async () => {
    const home = async () => visibleTextOf(await text('/'));
    await patch({ copy: { newsletterText: 'Essays in your inbox.', newsletterTextWithCount: 'Join {count} readers.', subscriberCountThreshold: 2 } });
    expect(await home()).to.include('Essays in your inbox.').and.not.include('readers.');
    expect((await fetch(`${server.url}/api/newsletter/reach`).then((r) => r.json()))).to.deep.equal({ subscribers: null });
    const subscribers = server.db.getRepository(NewsletterSubscriber);
    await subscribers.update({ email: 'reader@example.com' }, { isActive: true, confirmedAt: new Date() });
    for (const email of ['b@example.com', 'c@example.com']) await subscribers.insert({ email, subscribedAt: new Date(), isActive: true, confirmedAt: new Date() });
    await server.wroteDirectly();
    expect(await home()).to.include('Join 3 readers.').and.not.include('Essays in your inbox.');
    expect(await home()).not.to.include('1,000+');
  });

  it('refuses copy that is not plain one-line text of bounded length, and saves nothing', async () => {
    for (const body of [
      { copy: { footerBlurb: 'A'.repeat(301) } },
      { copy: { blogIntro: 'Two\nlines' } },
      { copy: { subscriberCountThreshold: 0 } },
      { copy: { subscriberCountThreshold: 'many' } },
      { copy: { slogan: 'Hi' } },
      { identity: { siteName: 'N'.repeat(101) } },
    ]) {
      const { status, body: answer } = await adminJson<{ error: string }>(server, '/api/admin/settings', { method: 'PATCH', body });
      expect(status, JSON.stringify(body)).to.equal(400);
      expect(answer.error).to.be.a('string');
    }
    const { body: now } = await adminJson<SiteSettings>(server, '/api/admin/settings');
    expect(now.copy.footerBlurb).to.equal('A newsletter about noise.');
    expect(now.identity.siteName).to.equal(NAME);
  });
});

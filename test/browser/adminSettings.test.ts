// The owner makes the site theirs from the admin, on a phone, in Chromium: the first-run setup
// on a new site (and it goes once done), /admin/settings changing the name and a link that the
// home page then shows, and a bad address refused beside its field with nothing changed.
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { SiteSettings } from '../../views/api/settings';
import { adminJson } from '../helpers/adminClient';
import { expectNoAxeViolations } from '../helpers/axe';
import { browserSuite } from '../helpers/browserSuite';
import { photo } from '../helpers/mediaFiles';

const phone = { width: 390, height: 844, touch: true, adminKey: true } as const;

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('browser: the owner makes the site theirs on a phone', () => {
  const suite = browserSuite();
  const settingsNow = async () => (await adminJson<SiteSettings>(suite.server, '/api/admin/settings')).body;

  // First, while the site is new: the later tests change the name.
  it('opens /admin on a new site with a short setup that asks for the site name first, saves each step, opens at the same step in a new tab, and is gone once done', async function () {
    this.timeout(180_000);
    const { page } = await suite.visit('/admin', phone);
    const setup = page.getByRole('region', { name: "Welcome: let's make this site yours" });
    await setup.waitFor();
    expect(await setup.getByText('Step 1 of 5').isVisible()).to.equal(true);
    expect(await setup.getByRole('heading', { name: 'Your site' }).isVisible()).to.equal(true);
    // The suite's server has no SMTP_URL: the dashboard says plainly that email waits in the outbox.
    await page.getByRole('alert').filter({ hasText: 'Email is not going out' }).filter({ hasText: 'waits in the outbox' }).waitFor();
    await expectNoAxeViolations(page, 'the setup on a phone');
    await setup.getByLabel('Site name').fill('Signal & Noise');
    await setup.getByRole('button', { name: 'Save and continue' }).click();
    await setup.getByText('Step 2 of 5').waitFor();
    expect((await settingsNow()).identity.siteName).to.equal('Signal & Noise');
    await setup.getByLabel('Your name').fill('Sam Okafor');
    await setup.getByLabel('What you do').fill('Historian and writer');
    await setup.getByRole('button', { name: 'Save and continue' }).click();
    await setup.getByText('Step 3 of 5').waitFor();
    expect((await settingsNow()).identity).to.include({ siteName: 'Signal & Noise', name: 'Sam Okafor', title: 'Historian and writer' });

    // A new tab (a new browser context: no storage shared) opens the setup where it was left.
    const other = await suite.visit('/admin', phone);
    const otherSetup = other.page.getByRole('region', { name: "Welcome: let's make this site yours" });
    await otherSetup.getByText('Step 3 of 5').waitFor();
    await other.page.close();

    await setup.getByRole('button', { name: 'Skip this step' }).click();
    await setup.getByText('Step 4 of 5').waitFor();
    await setup.getByLabel('Address (https://…)').first().fill('https://mastodon.social/@sam');
    await setup.getByLabel('Network').first().selectOption('mastodon');
    await setup.getByRole('button', { name: 'Save and continue' }).click();
    await setup.getByText('Step 5 of 5').waitFor();
    expect((await settingsNow()).links[0]).to.deep.equal({ network: 'mastodon', url: 'https://mastodon.social/@sam' });

    await setup.getByLabel('Accent colour', { exact: true }).fill('#0f766e');
    await setup.getByRole('button', { name: 'Save and finish' }).click();
    await setup.waitFor({ state: 'detached' });
    expect((await settingsNow()).design.accentColor).to.equal('#0f766e');
    expect(await noSidewaysScroll(page)).to.equal(true);

    const checklist = page.getByRole('region', { name: 'Make it yours' });
    await checklist.waitFor();
    const stepState = (name: string) => checklist.getByRole('listitem').filter({ hasText: name }).getAttribute('data-state');
    expect(await stepState('Put your name on the site')).to.equal('done');
    expect(await stepState('Choose your colour')).to.equal('done');
    expect(await stepState('Add your photo')).to.equal('todo');
    expect(await checklist.getByRole('link', { name: 'Add your photo' }).getAttribute('href')).to.equal('/admin/settings#identity');
    await expectNoAxeViolations(page, 'the checklist on a phone');

    const again = await suite.visit('/admin', phone);
    await again.page.getByRole('region', { name: 'Make it yours' }).waitFor();
    expect(await again.page.getByRole('region', { name: "Welcome: let's make this site yours" }).count()).to.equal(0);
  });

  // axe over the whole settings page (every section's fields) takes a while on a busy machine.
  it('changes the name and a link in /admin/settings, and the home page shows both', async function () {
    this.timeout(180_000);
    const { page, problems } = await suite.visit('/admin/settings', phone);
    page.setDefaultTimeout(15_000);
    await expectNoAxeViolations(page, '/admin/settings on a phone');
    const identity = page.getByRole('form', { name: 'Identity' });
    await identity.getByLabel('Your name').fill('Dr. Amara Lindqvist');
    await identity.getByRole('button', { name: 'Save identity' }).click();
    await identity.getByRole('status').getByText('Saved').waitFor();

    const links = page.getByRole('form', { name: 'Links' });
    const first = links.getByRole('group', { name: 'Link 1' });
    await first.getByLabel('Network').selectOption('github');
    await first.getByLabel('Address (https://…)').fill('https://github.com/amara-lindqvist');
    await links.getByRole('button', { name: 'Save links' }).click();
    await links.getByRole('status').getByText('Saved').waitFor();
    expect(await noSidewaysScroll(page)).to.equal(true);
    expect(problems).to.deep.equal([]);

    const saved = await settingsNow();
    expect(saved.identity.name).to.equal('Dr. Amara Lindqvist');
    expect(saved.links[0]).to.deep.equal({ network: 'github', url: 'https://github.com/amara-lindqvist' });

    const home = await suite.visit('/', { width: 390, height: 844, touch: true });
    await home.page.getByText('Dr. Amara Lindqvist').first().waitFor();
    expect(await home.page.locator('a[href="https://github.com/amara-lindqvist"]').count()).to.be.above(0);
  });

  it('saves the Words section at 390 px, and /blog and the footer say the new sentences', async function () {
    this.timeout(120_000);
    const { page, problems } = await suite.visit('/admin/settings', phone);
    page.setDefaultTimeout(15_000);
    const words = page.getByRole('form', { name: 'Words' });
    await words.getByLabel('Blog introduction').fill('Notes from the\nsignal.');
    await words.getByLabel("Footer line under the site's name").fill('A letter about noise.');
    await words.getByLabel('Name the subscriber count from').fill('250');
    await words.getByRole('button', { name: 'Save words' }).click();
    await words.getByRole('status').getByText('Saved').waitFor();
    expect(await noSidewaysScroll(page)).to.equal(true);
    expect(problems).to.deep.equal([]);
    expect((await settingsNow()).copy).to.include({ blogIntro: 'Notes from the signal.', footerBlurb: 'A letter about noise.', subscriberCountThreshold: 250 });

    const blog = await suite.visit('/blog', { width: 390, height: 844, touch: true });
    await blog.page.getByText('Notes from the signal.').waitFor();
    expect(await blog.page.locator('footer').getByText('A letter about noise.').count()).to.equal(1);
  });

  it('keeps one alt text box for the portrait, and Save identity says the chosen photo waits for its upload instead of Saved', async function () {
    this.timeout(120_000);
    const { page } = await suite.visit('/admin/settings', phone);
    page.setDefaultTimeout(15_000);
    const identity = page.getByRole('form', { name: 'Identity' });
    await identity.getByLabel('Upload an image').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await photo(600, 800) });
    await identity.getByLabel('Describe portrait.jpg (alt text)').waitFor();
    expect(await identity.getByLabel(/alt text/).count(), 'one alt text box').to.equal(1);
    await identity.getByRole('button', { name: 'Save identity' }).click();
    await identity.getByRole('alert').getByText(/photo is not uploaded yet/).waitFor();
    expect(await identity.getByRole('status').innerText()).to.equal('');

    await identity.getByLabel('Describe portrait.jpg (alt text)').fill('Sam at the harbour');
    await identity.getByRole('button', { name: 'Upload image' }).click();
    await identity.getByLabel('Portrait description (alt text)').waitFor();
    expect(await identity.getByLabel(/alt text/).count(), 'one alt text box').to.equal(1);
    expect(await identity.getByLabel('Portrait description (alt text)').inputValue()).to.equal('Sam at the harbour');
    await identity.getByRole('button', { name: 'Save identity' }).click();
    await identity.getByRole('status').getByText('Saved').waitFor();
    const saved = (await settingsNow()).identity;
    expect(saved.portraitMediaId).to.be.a('number');
    expect(saved.portraitAlt).to.equal('Sam at the harbour');
  });

  it('shows the server\'s error beside a bad link address, and nothing changes', async function () {
    this.timeout(60_000);
    const before = await settingsNow();
    const { page } = await suite.visit('/admin/settings', phone);
    const links = page.getByRole('form', { name: 'Links' });
    const address = links.getByRole('group', { name: 'Link 1' }).getByLabel('Address (https://…)');
    await address.fill('javascript:alert(1)');
    await links.getByRole('button', { name: 'Save links' }).click();
    await links.getByRole('alert').waitFor();
    expect(await address.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = (await address.getAttribute('aria-describedby')) ?? '';
    const error = page.locator(`[id="${describedBy.split(' ').find((id) => id.endsWith('-error'))}"]`);
    expect(await error.innerText()).to.match(/url|http/i);
    expect(await links.getByRole('status').innerText()).to.equal('');
    expect(await settingsNow()).to.deep.equal(before);
  });

  it('adds a link, moves it to the top and removes another; the server keeps the order shown', async function () {
    this.timeout(60_000);
    const before = (await settingsNow()).links;
    const { page } = await suite.visit('/admin/settings', phone);
    const links = page.getByRole('form', { name: 'Links' });
    await links.getByRole('button', { name: 'Add a link' }).click();
    const added = links.getByRole('group', { name: `Link ${before.length + 1}` });
    await added.getByLabel('Network').selectOption('bluesky');
    await added.getByLabel('Address (https://…)').fill('https://bsky.app/profile/amara.example');
    for (let at = before.length + 1; at > 1; at--) await links.getByRole('button', { name: `Move link ${at} up` }).click();
    expect(await links.getByRole('group', { name: 'Link 1' }).getByLabel('Address (https://…)').inputValue()).to.equal('https://bsky.app/profile/amara.example');
    await links.getByRole('button', { name: 'Remove link 2' }).click();
    await links.getByRole('button', { name: 'Save links' }).click();
    await links.getByRole('status').getByText('Saved').waitFor();
    expect((await settingsNow()).links).to.deep.equal([{ network: 'bluesky', url: 'https://bsky.app/profile/amara.example' }, ...before.slice(1)]);
  });

  it('writes an About text and turns Theology off at 390 px; About, the header and /theology follow at once', async function () {
    this.timeout(120_000);
    const { page } = await suite.visit('/admin/settings', phone);
    page.setDefaultTimeout(15_000);
    const about = page.getByRole('form', { name: 'About' });
    await about.getByRole('button', { name: 'Markdown source' }).click();
    await about.getByLabel('Your story (markdown)').fill('I study **old maps** and the people who drew them.\n\nI also teach.');
    await about.getByRole('button', { name: 'Save about' }).click();
    await about.getByRole('status').getByText('Saved').waitFor();
    const sections = page.getByRole('form', { name: 'Sections' });
    await sections.getByLabel('Show theology page').uncheck();
    await sections.getByRole('button', { name: 'Save sections' }).click();
    await sections.getByRole('status').getByText('Saved').waitFor();
    expect(await noSidewaysScroll(page)).to.equal(true);
    expect((await settingsNow()).sections.theology).to.equal(false);

    const visitor = await suite.visit('/about', { width: 390, height: 844, touch: true });
    await visitor.page.locator('strong', { hasText: 'old maps' }).waitFor();
    expect(await visitor.page.locator('a[href="/theology"]').count(), 'no link to Theology anywhere').to.equal(0);
    expect((await fetch(`${suite.server.url}/theology`)).status).to.equal(404);
    await adminJson(suite.server, '/api/admin/settings', { method: 'PATCH', body: { sections: { theology: true } } });
    expect((await fetch(`${suite.server.url}/theology`)).status).to.equal(200);
  });
});

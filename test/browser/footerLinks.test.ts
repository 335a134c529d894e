// The footer's quick links are the owner's (#47, navigation.footer): edited in /admin/settings
// like the header's, on a phone, and the site's footer follows in the order saved.
import { expect } from 'chai';
import type { SiteSettings } from '../../views/api/settings';
import { adminJson } from '../helpers/adminClient';
import { browserSuite } from '../helpers/browserSuite';

const phone = { width: 390, height: 844, touch: true } as const;

describe('browser: the footer\'s quick links, edited in /admin/settings', function () {
  this.timeout(90_000);
  const suite = browserSuite({ seed: false });

  it('renames, removes and adds a footer link at 390 px; the footer shows them in order', async () => {
    const { page, problems } = await suite.visit('/admin/settings', { ...phone, adminKey: true });
    page.setDefaultTimeout(15_000);
    const navigation = page.getByRole('form', { name: 'Navigation' });
    await navigation.getByRole('group', { name: 'Footer link 1' }).getByLabel('Label').fill('Start');
    await navigation.getByRole('button', { name: 'Remove footer link 6' }).click();
    await navigation.getByRole('button', { name: 'Add a footer link' }).click();
    const added = navigation.getByRole('group', { name: 'Footer link 6' });
    await added.getByLabel('Label').fill('Colophon');
    await added.getByLabel('Path').fill('/colophon');
    await navigation.getByRole('button', { name: 'Move footer link 6 up' }).click();
    await navigation.getByRole('button', { name: 'Save navigation' }).click();
    await navigation.getByRole('status').getByText('Saved').waitFor();
    expect(problems).to.deep.equal([]);

    const saved = (await adminJson<SiteSettings>(suite.server, '/api/admin/settings')).body.navigation.footer;
    expect(saved.map((link) => `${link.label} ${link.path}`)).to.deep.equal(['Start /', 'About /about', 'Blog /blog', 'Books /books', 'Colophon /colophon', 'Legacy Wall /legacy']);

    const home = await suite.visit('/', phone);
    const quickLinks = home.page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    expect((await quickLinks.allTextContents()).map((text) => text.trim())).to.deep.equal(['Start', 'About', 'Blog', 'Books', 'Colophon', 'Legacy Wall']);
  });
});

// /admin/fediverse in Chromium on a phone (#49): the handle to follow, the account's settings
// saved through the settings API, the followers, and the way to the replies awaiting moderation.
import { expect } from 'chai';
import { FediverseQueuedMessage } from '../../entities/FediverseQueuedMessage';
import { addFollower } from '../../src/services/fediverse/followers';
import { readStoredSettings } from '../../src/services/settings/settingsStore';
import { browserSuite } from '../helpers/browserSuite';

const phone = { width: 390, height: 844, touch: true, adminKey: true } as const;
const noOverflow = () => document.documentElement.scrollWidth <= window.innerWidth;

describe('browser: the fediverse admin on a phone', () => {
  const suite = browserSuite();

  it('shows the handle, saves the old account, lists the followers and the waiting deliveries, all within 390 px', async () => {
    const { db, config } = suite.server;
    const { handle } = (await readStoredSettings(db)).fediverse;
    const host = new URL(config.siteUrl).host;
    const { page, problems } = await suite.visit('/admin/fediverse', phone);
    await page.getByText(`@${handle}@${host}`, { exact: true }).waitFor();
    await page.getByText('No followers yet.').waitFor();
    await page.getByText('Nothing waiting: every delivery has gone out.').waitFor();
    expect(await page.getByRole('link', { name: 'moderate comments' }).getAttribute('href')).to.equal('/admin/comments');
    expect(await page.evaluate(noOverflow)).to.equal(true);

    await page.getByLabel('Old account (also known as)').fill('https://mastodon.example/@owner');
    await page.getByRole('button', { name: 'Save account' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    expect((await readStoredSettings(db)).fediverse.alsoKnownAs).to.equal('https://mastodon.example/@owner');

    await addFollower(db, { actorId: 'https://social.example/users/noor', handle: '@noor@social.example', name: 'Noor Reader', inbox: 'https://social.example/users/noor/inbox', sharedInbox: null });
    // A retried delivery, due tomorrow so that no listener takes it during the test.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await db.getRepository(FediverseQueuedMessage).save({ message: JSON.stringify({ type: 'outbox', inbox: 'https://social.example/inbox', attempt: 2 }), runAt: tomorrow, claimedBy: null, claimedUntil: null, createdAt: new Date() });
    const again = await suite.visit('/admin/fediverse', phone);
    await again.page.getByText('Noor Reader').waitFor();
    expect(await again.page.getByText('@noor@social.example', { exact: false }).isVisible()).to.equal(true);
    await again.page.getByText('social.example: 1 waiting, 1 being retried after a failure').waitFor();
    expect(await again.page.getByLabel('Old account (also known as)').inputValue()).to.equal('https://mastodon.example/@owner');
    expect(await again.page.evaluate(noOverflow)).to.equal(true);
    expect([...problems, ...again.problems]).to.deep.equal([]);
  });
});

// "Schedule and email" in the writing studio, on a phone: the post is scheduled and its send is
// recorded to go out at the post's time, for a label's readers when one is chosen (the sending
// itself, through a restart, is test/api/scheduledSendProcesses.test.ts).
import { expect } from 'chai';
import type { NewsletterSendStatusDto } from '../../views/api/adminTypes';
import { adminJson } from '../helpers/adminClient';
import { browserSuite } from '../helpers/browserSuite';

describe('browser: Schedule and email at 390 px', () => {
  const suite = browserSuite();

  it('schedules a draft an hour ahead and records its send for that time', async function () {
    this.timeout(90_000);
    const created = await adminJson<{ item: { id: number } }>(suite.server, '/api/admin/blog', {
      method: 'POST',
      body: { title: 'Notes for clients', slug: '', content: '', markdown: 'A short note.', category: 'ai-and-society', tags: [], publishedAt: null },
    });
    expect(created.status).to.equal(201);
    const id = created.body.item.id;
    const { page, problems } = await suite.visit(`/admin/blog/edit/${id}`, { adminKey: true, width: 390, height: 844, touch: true });
    await page.getByRole('button', { name: 'Schedule and email' }).click();
    // The suite's server has no SMTP_URL: the label says the emails will wait, not that they will go.
    await page.getByText(/Scheduled for .*; its emails will wait in the outbox: email is not going out\./).first().waitFor();

    const { body: status } = await adminJson<NewsletterSendStatusDto>(suite.server, `/api/admin/blog/${id}/send`);
    expect(status.published).to.equal(false);
    expect(status.send?.status).to.equal('scheduled');
    const sendsIn = new Date(status.publishedAt ?? 0).getTime() - Date.now();
    expect(sendsIn, 'about an hour from now').to.be.within(50 * 60_000, 61 * 60_000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    expect(problems).to.deep.equal([]);
  });
});

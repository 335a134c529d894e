import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { ContactMessage } from '../../entities';
import { holdRequests } from '../helpers/browser';
import { browserSuite } from '../helpers/browserSuite';

describe('browser: /contact', () => {
  const suite = browserSuite({ seed: false });
  const field = (page: Page, label: string) => page.getByRole('form', { name: 'Send a Message' }).getByRole('textbox', { name: label, exact: true });
  const rows = () => suite.server.db.getRepository(ContactMessage).find({ order: { id: 'ASC' } });

  it('sends a message: pending button, success toast, cleared fields and a stored row', async () => {
    const { page, problems } = await suite.visit('/contact', { width: 390, height: 844 });
    await field(page, 'Name').fill('Grace Visitor');
    await field(page, 'Email').fill('Grace@Example.com');
    await field(page, 'Subject').fill('A speaking invitation');
    await field(page, 'Message').fill('Would you give a talk at our school in the autumn?');

    const release = await holdRequests(page, '**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const pending = page.getByRole('button', { name: 'Sending...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).to.equal(true);
    release();

    const toast = page.getByTestId('toast-region');
    await toast.getByText('Message sent!').waitFor();
    expect(await toast.getByText("I'll get back to you as soon as possible.").isVisible()).to.equal(true);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(await field(page, label).inputValue(), label).to.equal('');
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).to.equal(true);

    const saved = await rows();
    expect(saved).to.have.length(1);
    expect(saved[0]).to.include({ name: 'Grace Visitor', email: 'grace@example.com', subject: 'A speaking invitation', message: 'Would you give a talk at our school in the autumn?' });
    expect(problems).to.deep.equal([]);
  });

  it('keeps the fields and shows the destructive error toast when sending fails', async () => {
    const { page } = await suite.visit('/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }));
    await field(page, 'Name').fill('Grace Visitor');
    await field(page, 'Email').fill('grace@example.com');
    await field(page, 'Subject').fill('Hello');
    await field(page, 'Message').fill('Hello again');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByTestId('toast-region');
    await toast.getByText('Failed to send message. Please try again.').waitFor();
    expect(await toast.getByText('Error', { exact: true }).isVisible()).to.equal(true);
    expect(await toast.locator('[data-variant="destructive"]').count()).to.equal(1);
    expect(await field(page, 'Subject').inputValue()).to.equal('Hello');
    expect(await rows()).to.have.length(1);
  });

  it('does not send an incomplete form (the browser asks for the required fields)', async () => {
    const { page, apiRequests } = await suite.visit('/contact');
    await field(page, 'Name').fill('Grace Visitor');
    await field(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForTimeout(300);
    expect(apiRequests).to.deep.equal([]);
    expect(await field(page, 'Email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).to.equal(true);
  });
});

// The writing editor in Chromium (#47): a page typed as it will read on a 390 px phone and
// published with its heading and bold; a body opened and saved unchanged keeps its markdown byte
// for byte; paste from Google Docs keeps the structure and drops the styles; an HTML body is
// converted once, with what it would lose shown before anything is saved.
import { expect } from 'chai';
import sharp from 'sharp';
import { BlogPost, Page as SitePage } from '../../entities';
import { adminJson } from '../helpers/adminClient';
import { browserSuite } from '../helpers/browserSuite';
import { photo } from '../helpers/mediaFiles';
import { body, button, pasteHtml, sourceOf } from '../helpers/writingEditor';

/** Markdown the editor would write otherwise: `*` bullets, `__strong__`, an underlined heading, a wrapped line. */
const IDIOSYNCRATIC = 'Notes\n=====\n\n* one\n* two\n\n__Strong__ and _soft_ words,\nwrapped by hand.\n\n1) first\n2) second\n';

/** What Google Docs puts on the clipboard: every run a styled span, bold as font-weight 700, the lot in a <b> wrapper. */
const GOOGLE_DOCS_HTML = [
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f1c2a3b-7fff-1234-abcd-0123456789ab">',
  '<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Field notes</span></h2>',
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;">Plain, </span>',
  '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;font-style:normal;">bold</span>',
  '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:normal;">, </span>',
  '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;font-style:italic;">italic</span>',
  '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">, and </span>',
  '<a href="https://example.org/notes" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;font-weight:400;text-decoration:underline;">a link</span></a>',
  '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">.</span></p>',
  '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">',
  '<li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">First point</span></p></li>',
  '<li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">Second point</span></p></li>',
  '</ul></b>',
].join('');

/** What Word puts on the clipboard: its own namespaces and styles, lists as paragraphs with the bullet typed in. */
const WORD_HTML = [
  '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15">',
  '<style><!-- p.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;} --></style></head><body lang=EN-GB><!--StartFragment-->',
  '<h1 style="margin-top:12.0pt"><span style="font-family:Calibri Light;color:#2F5496">Quarterly report</span></h1>',
  "<p class=MsoNormal><span style='font-family:Calibri'>Results were </span><b><span style='font-family:Calibri'>strong</span></b><span style='font-family:Calibri'>, </span><i>surprisingly</i><span> so; see </span><a href=\"https://example.org/report\"><span style='color:#0563C1'>the report</span></a>.<o:p></o:p></p>",
  "<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]-->Revenue up<o:p></o:p></p>",
  "<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><!--[endif]-->Costs down<o:p></o:p></p>",
  '<!--EndFragment--></body></html>',
].join('');

async function newDraft(server: { url: string }, title: string, markdown: string) {
  const { status, body: answer } = await adminJson(server, '/api/admin/blog', { method: 'POST', body: { title, slug: '', content: '', markdown, category: 'ai-and-society', tags: [], publishedAt: null } });
  expect(status, JSON.stringify(answer)).to.equal(201);
  return answer.item as { id: number };
}

describe('browser: the writing editor', function () {
  this.timeout(90_000);
  const suite = browserSuite();

  it('publishes a page typed as it reads at 390 px: ## makes a heading, **…** bold, with a thumb-sized toolbar', async () => {
    const { page, problems } = await suite.visit('/admin/pages/new', { adminKey: true, width: 390, touch: true });
    await page.getByLabel('Title *', { exact: true }).fill('Privacy Notice');
    await body(page).click();
    await page.keyboard.type('## Privacy matters');
    await page.keyboard.press('Enter');
    await page.keyboard.type('This site keeps **no cookies** at all.');
    await body(page).locator('h2', { hasText: 'Privacy matters' }).waitFor();
    await body(page).locator('strong', { hasText: 'no cookies' }).waitFor();

    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const sizes = await toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map(({ width, height }) => Math.min(width, height)));
    expect(Math.min(...sizes), 'every button at least 44 px').to.be.at.least(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);

    // At once, as a quick thumb would: the last words typed are in the save.
    await button(page, 'Create Page').click();
    await page.getByText('Page created successfully!').first().waitFor();
    const saved = await suite.server.db.getRepository(SitePage).findOneByOrFail({ slug: 'privacy-notice' });
    expect(saved.markdown).to.equal('## Privacy matters\n\nThis site keeps **no cookies** at all.\n');

    const published = await suite.visit('/privacy-notice', { width: 390 });
    expect(published.response?.status()).to.equal(200);
    const article = published.page.locator('main');
    expect(await article.locator('h2', { hasText: 'Privacy matters' }).count()).to.equal(1);
    expect(await article.locator('strong', { hasText: 'no cookies' }).count()).to.equal(1);
    expect(await article.getByText('##').count(), 'no raw markdown').to.equal(0);
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });

  it('saves a body opened and left unchanged byte for byte, even after a change taken back and a visit to the source view; a real change is saved', async () => {
    const draft = await newDraft(suite.server, 'Left As It Was', IDIOSYNCRATIC);
    const { page, problems } = await suite.visit(`/admin/blog/edit/${draft.id}`, { adminKey: true });
    await body(page).locator('h1', { hasText: 'Notes' }).waitFor();
    await body(page).getByText('wrapped by hand.').click();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await page.keyboard.press('Backspace');
    expect(await sourceOf(page), 'to the source view and back, nothing changes').to.equal(IDIOSYNCRATIC);
    await body(page).locator('h1', { hasText: 'Notes' }).waitFor();
    await button(page, 'Save draft').click();
    await page.getByText('Saved as a draft.').first().waitFor();
    const stored = () => suite.server.db.getRepository(BlogPost).findOneByOrFail({ id: draft.id });
    expect((await stored()).markdown, 'byte for byte').to.equal(IDIOSYNCRATIC);

    await body(page).getByText('wrapped by hand.').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Changed.');
    await button(page, 'Save draft').click();
    await page.waitForFunction(() => document.body.innerText.includes('Saved as a draft.'));
    await page.waitForTimeout(500);
    const changed = (await stored()).markdown ?? '';
    expect(changed).to.include('wrapped by hand. Changed.');
    expect(changed, 'the editor writes its own markdown once the text changed').to.include('- one');
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });

  it('keeps headings, bold, italics, links and lists pasted from Google Docs, and drops every style', async () => {
    const { page } = await suite.visit('/admin/blog/new', { adminKey: true });
    await body(page).click();
    await pasteHtml(page, GOOGLE_DOCS_HTML, 'Field notes\nPlain, bold, italic, and a link.\nFirst point\nSecond point');
    await body(page).locator('h2', { hasText: 'Field notes' }).waitFor();
    const markdown = await sourceOf(page);
    expect(markdown).to.include('## Field notes');
    expect(markdown).to.include('Plain, **bold**, *italic*, and [a link](https://example.org/notes).');
    expect(markdown).to.include('- First point').and.include('- Second point');
    expect(markdown).not.to.match(/style|font|color|<span|docs-internal/);
  });

  it('keeps a heading, bold, italics, a link and a list pasted from Word, and drops its styles and bullets', async () => {
    const { page } = await suite.visit('/admin/blog/new', { adminKey: true });
    await body(page).click();
    await pasteHtml(page, WORD_HTML, 'Quarterly report\nResults were strong, surprisingly so; see the report.\n·  Revenue up\n·  Costs down');
    await body(page).locator('h1', { hasText: 'Quarterly report' }).waitFor();
    const markdown = await sourceOf(page);
    expect(markdown).to.include('# Quarterly report');
    expect(markdown).to.include('Results were **strong**, *surprisingly* so; see [the report](https://example.org/report).');
    expect(markdown).to.include('- Revenue up\n- Costs down');
    expect(markdown).not.to.match(/·|mso|Calibri|style|<span/);
  });

  it('sends an image pasted into the editor to the media library, after asking its alt text, and places it as markdown', async () => {
    const { page } = await suite.visit('/admin/blog/new', { adminKey: true, width: 390 });
    await body(page).click();
    await page.keyboard.type('Above the picture.');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).png().toBuffer();
    await body(page).evaluate((surface, base64) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], 'chart.png', { type: 'image/png' }));
      surface.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    }, png.toString('base64'));
    await page.getByLabel('Describe chart.png (alt text)').fill('Sales by month');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page.getByText('Uploaded chart.png').waitFor();
    await body(page).locator('img[alt="Sales by month"]').waitFor();
    const markdown = await sourceOf(page);
    expect(markdown).to.match(/Above the picture\.[\s\S]*!\[Sales by month\]\(\/media\/[^)]+\)/);
    expect(markdown, 'no blob or data address').not.to.match(/blob:|data:/);
  });

  it('places a photo chosen with the toolbar\'s Image button, on a phone where nothing can be dropped, after asking its alt text', async () => {
    const { page } = await suite.visit('/admin/blog/new', { adminKey: true, width: 390, touch: true });
    await body(page).click();
    await page.keyboard.type('Above the photo.');
    const chooser = page.waitForEvent('filechooser');
    await button(page, 'Add image').click();
    await (await chooser).setFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 600) });
    await page.getByLabel('Describe harbour.jpg (alt text)').fill('The harbour');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await body(page).locator('img[alt="The harbour"]').waitFor();
    expect(await sourceOf(page)).to.match(/^Above the photo\.[\s\S]*!\[The harbour\]\(\/media\/[^)]+\)\n$/);
  });

  it('moves an HTML body to markdown only after listing what it would lose, and changes nothing until the owner agrees', async () => {
    const html = '<h2>Old post</h2><p>Some <u>underlined</u> words.</p><figure><img src="https://example.org/a.png" alt="A"><figcaption>A caption</figcaption></figure>';
    const created = await adminJson(suite.server, '/api/admin/blog', { method: 'POST', body: { title: 'An Old HTML Post', slug: '', content: html, category: 'ai-and-society', tags: [], publishedAt: null } });
    expect(created.status).to.equal(201);
    const id = created.body.item.id as number;
    const { page } = await suite.visit(`/admin/blog/edit/${id}`, { adminKey: true });
    await page.getByLabel('Content (HTML) *', { exact: true }).waitFor();
    await button(page, 'Markdown').click();
    const dialog = page.getByRole('dialog', { name: 'Write in Markdown?' });
    await dialog.getByText(/cannot keep: .*<u>.*<figcaption>|cannot keep: .*<figcaption>.*<u>/).waitFor();
    const stored = () => suite.server.db.getRepository(BlogPost).findOneByOrFail({ id });
    expect((await stored()).markdown, 'asking changes nothing').to.equal(null);
    await dialog.getByRole('button', { name: 'Write in Markdown' }).click();
    await body(page).locator('h2', { hasText: 'Old post' }).waitFor();
    // From here the draft is the owner's markdown: the studio's autosave may keep it before the button does.
    await button(page, 'Save draft').click();
    await page.getByText('Saved as a draft.').first().waitFor();
    expect((await stored()).markdown).to.include('## Old post').and.include('![A](https://example.org/a.png)');
  });

  it('writes the welcome email and the About story in the same editor, at 390 px, and saves them as markdown', async () => {
    const { page, problems } = await suite.visit('/admin/settings', { adminKey: true, width: 390, touch: true });
    const email = page.getByRole('form', { name: 'Email' });
    const welcome = email.getByRole('textbox', { name: 'Welcome text' });
    await welcome.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Thanks for **joining**.');
    await welcome.locator('strong', { hasText: 'joining' }).waitFor();
    await email.getByRole('button', { name: 'Save email' }).click();
    await email.getByRole('status').getByText('Saved').waitFor();
    const settings = (await adminJson(suite.server, '/api/admin/settings')).body;
    expect(settings.email.welcome.markdown).to.equal('Thanks for **joining**.\n');
    const story = page.getByRole('form', { name: 'About' }).getByRole('textbox', { name: 'Your story' });
    expect(await story.getAttribute('contenteditable')).to.equal('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});

// The two pages the footer's "Privacy Policy" and "Terms of Service" lead to on a new site. The
// privacy notice says what this software really does (docs/privacy.md is its source: keep the
// two in step). They are the owner's to edit, and not samples: sample removal keeps them, since
// the footer always links to them and what they say stays true of the site (src/seed/seed.ts).

export interface LegalPageRow {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** One date for every site, so a restored copy is still known for the seed's (src/services/admin/sampleContent.ts). */
  publishedAt: string;
}

const SHIPPED = '2026-11-28T00:00:00.000Z';

const privacy = `<p>This page says what this site keeps about you, and for how long. The site is run by its owner alone: nothing you give it is sold or shared with anyone.</p>
<h2>Reading the site</h2>
<p>The site sets no cookie when you read it, and loads no analytics script, advertising or third-party tracker. The server counts the pages it answers itself: for each day, how many times each page was viewed, which site or campaign link brought readers here, whether they read on a phone, a tablet or a computer, and the language their browser asks for.</p>
<p>To count each day's readers without knowing who they are, the server makes a one-way code from your network address, your browser's name and a random value of that day; the random value and the day's codes are deleted soon after the day ends, so no one can tell you apart from one day to the next. Your network address and your browser's name are never stored. The daily counts are kept for two years.</p>
<p>If you choose the light or dark theme with the button in the header, your browser keeps that choice in a cookie named <code>theme</code>, which holds nothing else.</p>
<h2>The newsletter</h2>
<p>If you subscribe, the site keeps your email address, when you subscribed and whether you confirmed it. Every email has a link to unsubscribe; after that your address is kept only as unsubscribed, so that you are never emailed again, and you may ask for it to be erased altogether. An address whose mail bounces for good is kept so that it is not mailed again. Links in the emails pass through this site, which counts how many readers followed each link, not who did. The emails carry no tracking pixel.</p>
<h2>The contact form and the legacy wall</h2>
<p>A message sent through the contact form (your name, email address, subject and message) is kept until the owner deletes it, and is used only to answer you. A statement on the legacy wall keeps what you wrote and the name and place you gave. A heart on the wall is counted once per visitor with a one-way code of your network address; the address itself is not stored.</p>
<h2>Server logs</h2>
<p>The server's logs record each request's method, address on this site, status and time, and never your network address.</p>
<h2>Your choices</h2>
<p>To see, correct or delete what the site keeps about you, write through the <a href="/contact">contact page</a>.</p>`;

const terms = `<p>Welcome. By reading this site you agree to these terms.</p>
<h2>The writing</h2>
<p>The essays, posts and pages here are the owner's, unless they say otherwise. You may quote them briefly with a link back; please ask before republishing them in full.</p>
<h2>What you send</h2>
<p>When you send a message, subscribe or leave a statement on the legacy wall, you confirm that what you send is yours to share and is not unlawful or abusive. Statements on the wall are read before they are shown, and may be declined or removed.</p>
<h2>No advice</h2>
<p>What is written here is the owner's view, for reflection and discussion. It is not professional, legal, medical or religious advice.</p>
<h2>Links</h2>
<p>Links to other sites are given for your interest; the owner does not answer for what those sites say or do.</p>
<h2>Changes</h2>
<p>These terms may change; the version on this page is the one that applies. Questions are welcome through the <a href="/contact">contact page</a>.</p>`;

export const legalPages: LegalPageRow[] = [
  { slug: 'privacy', title: 'Privacy Policy', excerpt: 'What this site keeps about you, and for how long.', content: privacy, publishedAt: SHIPPED },
  { slug: 'terms', title: 'Terms of Service', excerpt: 'The terms of reading this site and sending it anything.', content: terms, publishedAt: SHIPPED },
];

// 'Join the Conversation': the home page's newsletter section. The header's Subscribe button
// jumps here by its id.
import { NewsletterForm } from '../NewsletterForm';
import { MailIcon } from '../icons';
import { Container } from '../ui';

export const NEWSLETTER_SECTION_ID = 'newsletter';

export function NewsletterSection() {
  return (
    <section id={NEWSLETTER_SECTION_ID} aria-labelledby="newsletter-title" className="home-section">
      <Container narrow>
        <div className="home-newsletter-panel">
          <MailIcon size={36} className="home-newsletter-icon" />
          <h2 id="newsletter-title">Join the Conversation</h2>
          <p>
            Join 1,000+ subscribers who receive my latest essays on AI, the mind and meaning, along with new brain
            teasers and early news of books and talks.
          </p>
          <NewsletterForm variant="section" />
          <p className="home-no-spam">No spam, ever. Unsubscribe anytime.</p>
        </div>
      </Container>
    </section>
  );
}

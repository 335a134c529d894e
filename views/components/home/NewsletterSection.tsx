// 'Join the Conversation': the home page's newsletter section. The header's Subscribe button
// jumps here by its id. Its words are the owner's (settings.copy); it names a subscriber count only
// when the server gives one (the real count, from the owner's threshold up).
import { useQuery } from '@tanstack/react-query';
import { newsletterReachQuery } from '../../data/queries';
import { useSettingsPart } from '../../data/settingsQuery';
import { newsletterInvitation } from '../../lib/newsletterInvitation';
import { NewsletterForm } from '../NewsletterForm';
import { MailIcon } from '../icons';
import { Container } from '../ui';

export const NEWSLETTER_SECTION_ID = 'newsletter';

export function NewsletterSection() {
  const words = useSettingsPart('home');
  const subscribers = useQuery(newsletterReachQuery()).data?.subscribers ?? null;
  return (
    <section id={NEWSLETTER_SECTION_ID} aria-labelledby="newsletter-title" className="home-section">
      <Container narrow>
        <div className="home-newsletter-panel">
          <MailIcon size={36} className="home-newsletter-icon" />
          <h2 id="newsletter-title">{words?.newsletterHeading}</h2>
          {words && <p>{newsletterInvitation(words, subscribers)}</p>}
          <NewsletterForm variant="section" />
          {words && <p className="home-no-spam">{words.newsletterNote}</p>}
        </div>
      </Container>
    </section>
  );
}

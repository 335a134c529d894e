// 'Join the Conversation': the home page's newsletter section. The header's Subscribe button
// jumps here by its id.
import { css } from '@emotion/react';
import { radius } from '../../style/theme';
import { NewsletterForm } from '../NewsletterForm';
import { MailIcon } from '../icons';
import { Container, darkBandCss, sectionCss } from '../ui';

export const NEWSLETTER_SECTION_ID = 'newsletter';

const panelCss = css`
  ${darkBandCss};
  border-radius: ${radius.lg};
  padding: 40px 24px;
  text-align: center;
  color: #fff;
  background: linear-gradient(135deg, #1e1b4b 0%, #312e81 55%, #4c1d95 100%);
  h2 { font-size: clamp(1.8rem, 4vw, 2.4rem); }
  p { color: rgba(255, 255, 255, 0.88); max-width: 560px; margin-left: auto; margin-right: auto; }
  form { max-width: 480px; margin: 24px auto 12px; }
`;

const mailIconCss = css`
  margin: 0 auto 12px;
  display: block;
`;

const noSpamCss = css`
  font-size: 0.9rem;
  margin-bottom: 0;
`;

export function NewsletterSection() {
  return (
    <section id={NEWSLETTER_SECTION_ID} aria-labelledby="newsletter-title" css={sectionCss}>
      <Container narrow>
        <div css={panelCss}>
          <MailIcon size={36} css={mailIconCss} />
          <h2 id="newsletter-title">Join the Conversation</h2>
          <p>
            Join 1,000+ subscribers who receive my latest essays on AI, the mind and meaning, along with new brain
            teasers and early news of books and talks.
          </p>
          <NewsletterForm variant="section" />
          <p css={noSpamCss}>No spam, ever. Unsubscribe anytime.</p>
        </div>
      </Container>
    </section>
  );
}

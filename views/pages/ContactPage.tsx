import { css } from '@emotion/react';
import { ContactDetails } from '../components/contact/ContactDetails';
import { ContactForm } from '../components/contact/ContactForm';
import { cardCss, Container, pageHeroCss, sectionCss } from '../components/ui';
import { media } from '../style/theme';

const gridCss = css`
  display: grid;
  gap: 28px;
  ${media.lg} { grid-template-columns: 1.6fr 1fr; align-items: start; }
`;

const formCardCss = css`
  ${cardCss};
  padding: 24px;
  ${media.md} { padding: 32px; }
`;

const formTitleCss = css`
  font-size: 1.5rem;
`;

export default function ContactPage() {
  return (
    <>
      <section css={pageHeroCss}>
        <Container>
          <h1>Get in Touch</h1>
          <p>Questions, speaking invitations, media requests or ideas for working together: I'd love to hear from you.</p>
        </Container>
      </section>
      <section css={sectionCss}>
        <Container>
          <div css={gridCss}>
            <section aria-labelledby="contact-form-title" css={formCardCss}>
              <h2 id="contact-form-title" css={formTitleCss}>Send a Message</h2>
              <ContactForm labelledBy="contact-form-title" />
            </section>
            <ContactDetails />
          </div>
        </Container>
      </section>
    </>
  );
}

// One of the two AI personas who write the theology essays.
import { css } from '@emotion/react';
import { color } from '../../style/theme';
import { Monogram } from '../Monogram';
import { badgeCss, cardCss } from '../ui';

interface Persona {
  name: string;
  role: string;
  description: string;
}

const cardLayoutCss = css`
  ${cardCss};
  padding: 28px 24px;
  text-align: center;
  h3 { font-size: 1.35rem; margin: 20px 0 8px; }
  p { margin: 14px 0 0; color: ${color.muted}; }
`;

export function ContributorCard({ persona }: { persona: Persona }) {
  return (
    <article css={cardLayoutCss}>
      <Monogram name={persona.name} size={88} />
      <h3>{persona.name}</h3>
      <span css={badgeCss}>{persona.role}</span>
      <p>{persona.description}</p>
    </article>
  );
}

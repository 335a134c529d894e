// One statement on the wall, read as the sentence it completes: "Before I die, I want to ...".
import { css } from '@emotion/react';
import { formatBlogDate } from '../../lib/format';
import type { LegacySubmissionDto } from '../../api/types';
import { color, decorativePalette, font } from '../../style/theme';
import { MapPinIcon } from '../icons';
import { cardCss } from '../ui';
import { HeartButton } from './HeartButton';

/** Card accents, from the accent's palette, picked by id so the server and the browser agree. */
const ACCENTS = decorativePalette;

export const legacyCardCss = css`
  ${cardCss};
  break-inside: avoid;
  margin: 0 0 20px;
  padding: 22px 22px 16px;
  border-top: 4px solid var(--card-accent, ${color.accent});
`;

const accentCardCss = ACCENTS.map((accent) => css`
  ${legacyCardCss};
  --card-accent: ${accent};
`);

const sentenceCss = css`
  margin: 0 0 16px;
  font-family: ${font.serif};
  font-size: 1.22rem;
  line-height: 1.5;
  color: ${color.text};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const leadCss = css`
  font-style: italic;
  color: ${color.muted};
`;

const bylineCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin: 0 0 14px;
  font-size: 0.9rem;
  color: ${color.muted};
  strong { color: ${color.text}; font-weight: 600; }
  span { display: inline-flex; align-items: center; gap: 4px; }
`;

const footerCss = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding-top: 12px;
  border-top: 1px solid ${color.border};
  time { font-size: 0.85rem; color: ${color.muted}; }
`;

const quoteCss = css`
  margin: 0;
`;

export function LegacyCard({ submission, hearted, onHearted }: { submission: LegacySubmissionDto; hearted: boolean; onHearted: (id: number) => void }) {
  return (
    <li css={accentCardCss[submission.id % ACCENTS.length]}>
      <blockquote css={quoteCss}>
        <p css={sentenceCss}>
          <span css={leadCss}>Before I die, I want to</span> {submission.statement}
        </p>
      </blockquote>
      <p css={bylineCss}>
        <strong>{submission.authorName ?? 'Anonymous'}</strong>
        {submission.location && (
          <span>
            <MapPinIcon size={14} />
            {submission.location}
          </span>
        )}
      </p>
      <div css={footerCss}>
        <time dateTime={submission.submittedAt}>{formatBlogDate(submission.submittedAt)}</time>
        <HeartButton submission={submission} hearted={hearted} onHearted={onHearted} />
      </div>
    </li>
  );
}

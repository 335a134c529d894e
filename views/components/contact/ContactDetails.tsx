// The contact page's side cards (the contact part of the settings): email, response time, office hours and tips.
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useSettings, useSettingsPart } from '../../data/settingsQuery';
import { color, radius } from '../../style/theme';
import { CalendarIcon, ClockIcon, MailIcon } from '../icons';
import { CheckIcon, LightbulbIcon } from '../pageIcons';
import { cardCss } from '../ui';

const cardLayoutCss = css`
  ${cardCss};
  padding: 20px 22px;
  display: flex;
  gap: 14px;
  align-items: flex-start;
  h2 { font-size: 1.05rem; margin: 0 0 4px; }
  p { margin: 0; color: ${color.muted}; }
`;

const iconCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${radius.md};
  background: ${color.accentSoft};
  color: ${color.accentStrong};
`;

function SideCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div css={cardLayoutCss}>
      <span css={iconCss} aria-hidden="true">{icon}</span>
      <div>
        <h2>{title}</h2>
        {children}
      </div>
    </div>
  );
}

const tipsCss = css`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  display: grid;
  gap: 8px;
  color: ${color.muted};
  li { display: flex; gap: 8px; align-items: flex-start; }
  svg { flex: none; margin-top: 4px; color: ${color.link}; }
`;

const columnCss = css`
  display: grid;
  gap: 16px;
  align-content: start;
`;

export function ContactDetails() {
  const settings = useSettings();
  const site = settings.identity;
  const cards = useSettingsPart('contact');
  if (!cards) return null;
  return (
    <div css={columnCss}>
      <SideCard icon={<MailIcon />} title="Email">
        <p><a href={`mailto:${site.email}`}>{site.email}</a></p>
      </SideCard>
      {cards.responseTime.trim() !== '' && (
        <SideCard icon={<ClockIcon />} title="Response Time">
          <p>{cards.responseTime}</p>
        </SideCard>
      )}
      {cards.officeHours.trim() !== '' && (
        <SideCard icon={<CalendarIcon />} title="Office Hours">
          <p>{cards.officeHours}</p>
        </SideCard>
      )}
      <SideCard icon={<LightbulbIcon />} title="Quick Tips">
        <ul css={tipsCss}>
          {cards.tips.map((tip) => <li key={tip}><CheckIcon size={16} /> {tip}</li>)}
        </ul>
      </SideCard>
    </div>
  );
}

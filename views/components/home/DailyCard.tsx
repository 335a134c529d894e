// The frame shared by the two 'Daily Mental Exercise' cards: icon, title, optional action, body.
import type { ReactNode } from 'react';

export function DailyCard({ title, titleId, icon, action, busy = false, children }: {
  title: string;
  titleId: string;
  icon: ReactNode;
  action?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <article className="home-daily-card" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className="home-daily-card-head">
        <span className="home-daily-card-icon" aria-hidden="true">{icon}</span>
        <h3 id={titleId}>{title}</h3>
        {action}
      </div>
      {children}
    </article>
  );
}

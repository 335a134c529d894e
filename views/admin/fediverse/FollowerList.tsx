// The accounts that follow the site, newest first as the server answers them.
import { css } from '@emotion/react';
import type { FediverseFollowerDto } from '../../api/fediverseTypes';
import { color } from '../../style/theme';
import { formatShortDate } from '../formatShortDate';

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: 12px 0; border-bottom: 1px solid ${color.border}; overflow-wrap: anywhere; }
  strong { display: block; }
  span { color: ${color.muted}; font-size: 0.9rem; }
`;

export function FollowerList({ followers }: { followers: FediverseFollowerDto[] }) {
  if (followers.length === 0) return <p>No followers yet.</p>;
  return (
    <ul css={listCss}>
      {followers.map((follower) => (
        <li key={follower.id}>
          <strong>{follower.name || follower.handle}</strong>
          <span>{follower.handle} · since {formatShortDate(follower.followedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

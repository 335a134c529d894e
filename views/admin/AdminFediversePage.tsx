// /admin/fediverse: the site's account on the social web, for its owner: the handle and how to
// follow it, the account's settings, who follows, and what waits in the delivery queue. Replies wait on /admin/comments.
import { css } from '@emotion/react';
import type { FediverseDeliveryDto, FediverseFollowersDto } from '../api/fediverseTypes';
import type { SiteSettings } from '../api/settings';
import { useAdminQuery } from './adminApi';
import { AdminLayout } from './components/AdminLayout';
import { AdminQueryView } from './components/AdminQueryView';
import { DeliveryHealth } from './fediverse/DeliveryHealth';
import { FollowerList } from './fediverse/FollowerList';
import { FollowHandle } from './fediverse/FollowHandle';
import { FediverseSection } from './settings/FediverseSection';
import { useSettings } from './settings/settingsApi';

export const FOLLOWERS_API = '/api/admin/fediverse/followers';
const DELIVERY_API = '/api/admin/fediverse/delivery';

const sectionCss = css`
  margin-top: 32px;
  h2 { font-size: 1.25rem; margin: 0 0 12px; }
`;

function FediverseAccount({ settings }: { settings: SiteSettings }) {
  const followers = useAdminQuery<FediverseFollowersDto>([FOLLOWERS_API]);
  const delivery = useAdminQuery<FediverseDeliveryDto>([DELIVERY_API]);
  const host = followers.query.data?.host;
  return (
    <>
      {host && <FollowHandle handle={settings.fediverse.handle} host={host} />}
      <FediverseSection settings={settings} />
      <section css={sectionCss} aria-labelledby="followers-title">
        <h2 id="followers-title">Followers</h2>
        <AdminQueryView state={followers} gateTitle="Access Followers" failureMessage="Failed to load followers." loadingLabel="Loading followers...">
          {({ items }) => <FollowerList followers={items} />}
        </AdminQueryView>
      </section>
      <section css={sectionCss} aria-labelledby="delivery-title">
        <h2 id="delivery-title">Delivery</h2>
        <AdminQueryView state={delivery} gateTitle="Access Delivery" failureMessage="Failed to load the delivery queue." loadingLabel="Loading the delivery queue...">
          {(data) => <DeliveryHealth delivery={data} />}
        </AdminQueryView>
      </section>
      <section css={sectionCss} aria-labelledby="replies-title">
        <h2 id="replies-title">Replies</h2>
        <p>
          Replies from the fediverse wait for your approval with the other comments: <a href="/admin/comments">moderate comments</a>.
        </p>
      </section>
    </>
  );
}

export default function AdminFediversePage() {
  const settings = useSettings();
  return (
    <AdminLayout title="Fediverse" intro="The site's account on Mastodon and the rest of the fediverse: people follow it, and your posts reach them.">
      <AdminQueryView state={settings} gateTitle="Access Fediverse" failureMessage="Failed to load the fediverse settings. Please check your admin secret key." loadingLabel="Loading...">
        {(data) => <FediverseAccount settings={data} />}
      </AdminQueryView>
    </AdminLayout>
  );
}

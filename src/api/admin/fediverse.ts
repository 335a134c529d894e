// The site's account on the social web, for the owner: who follows it, and the host its handle
// names (the site's configured address, which the admin's own address may not be).
import type { FediverseDeliveryDto, FediverseFollowersDto } from '../../../views/api/fediverseTypes';
import { deliveryHealth } from '../../services/fediverse/deliveryHealth';
import { allFollowers, toFollowerDto } from '../../services/fediverse/followers';
import { defineApi } from '../define';

// The followers belong with the fediverse settings: the 'settings' area.
export const adminFediverseApi = defineApi('settings', (api) => {
  api.get('/admin/fediverse/followers', async ({ db, config }): Promise<FediverseFollowersDto> => ({
    items: (await allFollowers(db)).map(toFollowerDto),
    host: new URL(config.siteUrl).host,
  }), { admin: true });
  api.get('/admin/fediverse/delivery', async ({ db }): Promise<FediverseDeliveryDto> => deliveryHealth(db), { admin: true, noStore: true });
});

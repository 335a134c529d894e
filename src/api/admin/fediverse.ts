// The site's account on the social web, for the owner: who follows it.
import type { FediverseFollowersDto } from '../../../views/api/fediverseTypes';
import { allFollowers, toFollowerDto } from '../../services/fediverse/followers';
import { defineApi } from '../define';

// The followers belong with the fediverse settings: the 'settings' area.
export const adminFediverseApi = defineApi('settings', (api) => {
  api.get('/admin/fediverse/followers', async ({ db }): Promise<FediverseFollowersDto> => ({ items: (await allFollowers(db)).map(toFollowerDto) }), { admin: true });
});

// PATCH /api/admin/settings, `links`: the whole list of the owner's profiles elsewhere, each complete.
import { IsIn } from 'class-validator';
import { LINK_NETWORKS, type LinkNetwork } from '../../views/api/settings';
import { WebAddress } from './settingRules';

export const MAX_LINKS = 20;

export class LinkInput {
  @IsIn(LINK_NETWORKS, { message: `network must be one of ${LINK_NETWORKS.join(', ')}` }) network: LinkNetwork;
  @WebAddress() url: string;
}

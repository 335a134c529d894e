import { IsIn, IsOptional } from 'class-validator';
import { RESOURCE_TYPES, type ResourceType } from '../views/api/resourceTypes';

/** GET /api/resources?type=: absent means every type; anything else must name one. */
export class ResourceListInput {
  @IsOptional()
  @IsIn(RESOURCE_TYPES, { message: `type must be one of ${RESOURCE_TYPES.join(', ')}` })
  type?: ResourceType;
}

import { IsBoolean } from 'class-validator';

/** PUT /api/admin/subscribers/{id}: deactivate or reactivate. */
export class SubscriberStateInput {
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive: boolean;
}

import { IsBoolean, IsIn, IsOptional } from 'class-validator';

/** PUT /api/admin/messages/{id}: mark read or unread, archive or bring back. */
export class MessageStateInput {
  @IsOptional() @IsBoolean({ message: 'read must be true or false' })
  read?: boolean;

  @IsOptional() @IsBoolean({ message: 'archived must be true or false' })
  archived?: boolean;
}

/** GET /api/admin/messages?archived=true lists the archive. */
export class MessageListInput {
  @IsOptional() @IsIn(['true', 'false'], { message: 'archived must be true or false' })
  archived?: 'true' | 'false';
}

import { IsBoolean, IsOptional } from 'class-validator';

/** POST /api/admin/{blog|ai-islam}/{id}/send: `{ test: true }` sends to the owner only. */
export class SendInput {
  @IsOptional()
  @IsBoolean({ message: 'test must be true or false' })
  test?: boolean;
}

// What the media library's calls accept besides the file itself.
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimmed } from './ContentAdminInput';
import { HasNoControlCharacters } from './textRules';

/** PUT /api/admin/media/{id}, and the `alt` field of an upload: what a reader who cannot see the image is told. */
export class MediaAltInput {
  static normalise = (raw: Record<string, unknown>) => ({ ...raw, alt: trimmed(raw.alt ?? '') });

  @IsString({ message: 'alt must be text' })
  @MaxLength(500, { message: 'alt must be at most 500 characters' })
  @HasNoControlCharacters()
  alt: string;
}

/** GET /api/admin/media?q=: a word of the name or the alt text. */
export class MediaListInput {
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string;
}

/** DELETE /api/admin/media/{id}?force=true deletes an item that is still used. */
export class MediaDeleteInput {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'force must be true or false' })
  force?: 'true' | 'false';
}

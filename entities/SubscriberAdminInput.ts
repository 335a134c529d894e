import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEmail, IsInt, IsOptional, IsString, MaxLength, MinLength, Min } from 'class-validator';
import { HasNoControlCharacters } from './textRules';
import { IsLabelList, trimmedLabels } from './subscriberLabels';

/** PUT /api/admin/subscribers/{id}: deactivate or reactivate. */
export class SubscriberStateInput {
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive: boolean;
}

/** PATCH /api/admin/subscribers/{id}: the subscriber's labels, all of them. */
export class SubscriberLabelsInput {
  static normalise(raw: Record<string, unknown>) {
    return { ...raw, labels: trimmedLabels(raw.labels) };
  }

  @IsLabelList()
  labels: string[];
}

export const BULK_LABEL_IDS = 1000;

/** POST /api/admin/subscribers/labels: labels added to and removed from many subscribers at once. */
export class SubscriberBulkLabelsInput {
  static normalise(raw: Record<string, unknown>) {
    return { ...raw, add: trimmedLabels(raw.add ?? []), remove: trimmedLabels(raw.remove ?? []) };
  }

  @IsArray({ message: 'ids must be a list of subscriber ids' })
  @ArrayMinSize(1, { message: 'ids must name at least one subscriber' })
  @ArrayMaxSize(BULK_LABEL_IDS, { message: `ids names at most ${BULK_LABEL_IDS} subscribers` })
  @IsInt({ each: true, message: 'each id must be a whole number' })
  @Min(1, { each: true, message: 'each id must be a whole number' })
  ids: number[];

  @IsLabelList()
  add: string[];

  @IsLabelList()
  remove: string[];
}

/** POST /api/admin/subscribers: an address the owner adds by hand, with how they agreed. */
export class SubscriberCreateInput {
  static normalise(raw: Record<string, unknown>) {
    return {
      ...raw,
      email: typeof raw.email === 'string' ? raw.email.trim().toLowerCase() : raw.email,
      consent: typeof raw.consent === 'string' ? raw.consent.trim() : raw.consent,
      labels: trimmedLabels(raw.labels ?? []),
    };
  }

  @IsString({ message: 'email must be a valid email address' })
  @MaxLength(254, { message: 'email must be a valid email address' })
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @IsString({ message: 'consent must say how they agreed' })
  @MinLength(1, { message: 'consent must say how they agreed' })
  @MaxLength(500, { message: 'consent is at most 500 characters' })
  @HasNoControlCharacters('line breaks', { message: 'consent must not contain control characters' })
  consent: string;

  @IsOptional()
  @IsBoolean({ message: 'confirmed must be true or false' })
  confirmed?: boolean;

  @IsLabelList()
  labels: string[];
}

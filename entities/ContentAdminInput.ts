// What posts and essays share as admin input: the limits, the normalising of raw fields
// (trimming, tags from a comma list, empty meaning "derive it"), and the common rules.
import { ArrayMaxSize, IsArray, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { parseTags } from '../views/lib/text';
import { HasNoControlCharacters } from './textRules';

export const ADMIN_CONTENT_LIMITS = {
  title: 300,
  slug: 200,
  excerpt: 1000,
  body: 500_000,
  tags: 20,
  tag: 50,
  authors: 300,
  readTimeMin: 1,
  readTimeMax: 600,
} as const;

export const SLUG_PATTERN = /^[a-z0-9_-]+$/;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** Trimmed; empty (or null) means "not given", so the server derives the value. */
export const optionalTrimmed = (value: unknown) => {
  const text = trimmed(value);
  return text === '' || text === null ? undefined : text;
};

function normaliseTags(value: unknown): unknown {
  if (typeof value === 'string') return parseTags(value);
  if (Array.isArray(value) && value.every((tag) => typeof tag === 'string')) return value.map((tag) => tag.trim()).filter(Boolean);
  return value;
}

/** The shared part of a DTO's normalise(): title and body trimmed, slug derived from the title when empty. */
export function normaliseContentFields(raw: Record<string, unknown>, bodyField: string, slugify: (title: string) => string) {
  const title = trimmed(raw.title);
  const givenSlug = optionalTrimmed(raw.slug);
  return {
    ...raw,
    title,
    slug: givenSlug ?? (typeof title === 'string' ? slugify(title) : undefined),
    excerpt: optionalTrimmed(raw.excerpt),
    [bodyField]: trimmed(raw[bodyField]),
    tags: raw.tags === null ? undefined : normaliseTags(raw.tags),
  };
}

export abstract class ContentAdminInput {
  @IsString({ message: 'title is required' })
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(ADMIN_CONTENT_LIMITS.title)
  @HasNoControlCharacters('none', { message: 'title must be a single line of text' })
  title: string;

  @IsString({ message: 'slug is required (or a title it can be made from)' })
  @IsNotEmpty({ message: 'slug could not be made from the title: enter one' })
  @MaxLength(ADMIN_CONTENT_LIMITS.slug)
  @Matches(SLUG_PATTERN, { message: 'slug may only hold lowercase letters, digits, hyphens and underscores' })
  slug: string;

  /** Absent: made from the body. */
  @IsOptional()
  @IsString()
  @MaxLength(ADMIN_CONTENT_LIMITS.excerpt)
  excerpt?: string;

  /** Absent: empty on create, unchanged on update. */
  @IsOptional()
  @IsArray({ message: 'tags must be a list of strings' })
  @ArrayMaxSize(ADMIN_CONTENT_LIMITS.tags)
  @IsString({ each: true, message: 'each tag must be a string' })
  @MaxLength(ADMIN_CONTENT_LIMITS.tag, { each: true, message: `each tag must be at most ${ADMIN_CONTENT_LIMITS.tag} characters` })
  @HasNoControlCharacters('none', { each: true, message: 'each tag must be a single line of text' })
  tags?: string[];

  /** Absent: now on create (published at once), unchanged on update. Null: a draft. */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'publishedAt must be an ISO 8601 date or null' })
  publishedAt?: string | null;
}

// What every admin content type (posts, essays) shares as input: the normalising of raw fields
// (trimming, tags from a comma list, empty meaning "derive it"), the common rules, and the
// create and edit classes made from a type's input class and its rules (views/lib/contentRules.ts).
import { ArrayMaxSize, IsArray, IsBoolean, IsISO8601, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { ADMIN_CONTENT_LIMITS } from '../views/api/adminContentLimits';
import type { ContentRules, SaveMode } from '../views/lib/contentRules';
import { parseTags } from '../views/lib/text';
import { HasNoControlCharacters } from './textRules';

export const SLUG_PATTERN = /^[a-z0-9_-]+$/;

export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
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
function normaliseContentFields(raw: Record<string, unknown>, bodyField: string, slugify: (title: string) => string) {
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

  /** Markdown the server renders into the body (which may then be empty); null: HTML only from now on; absent: unchanged. */
  @IsOptional()
  @IsString({ message: 'markdown must be text or null' })
  @MaxLength(ADMIN_CONTENT_LIMITS.markdown, { message: `markdown must be at most ${ADMIN_CONTENT_LIMITS.markdown} characters` })
  markdown?: string | null;

  /** A background save of a draft by the studio (at most one autosave revision per ten minutes). */
  @IsOptional()
  @IsBoolean({ message: 'autosave must be true or false' })
  autosave?: boolean;
}

/** True when the body is written in markdown: the HTML body is then made from it. */
export const hasMarkdown = (input: { markdown?: string | null }): input is { markdown: string } => typeof input.markdown === 'string' && input.markdown.trim() !== '';

/** The HTML body of a type, under its own name: required unless markdown is sent, at most ADMIN_CONTENT_LIMITS.body long. */
export function IsContentBody(): PropertyDecorator {
  return (target, property) => {
    const message = `${String(property)} is required`;
    // In the order stacked decorators apply (bottom up), so the errors list in the same order.
    MaxLength(ADMIN_CONTENT_LIMITS.body)(target, property);
    IsNotEmpty({ message })(target, property);
    IsString({ message })(target, property);
    ValidateIf((input: { markdown?: string | null }) => !hasMarkdown(input))(target, property);
  };
}

/**
 * The body classes of POST and PUT for a content type: its input class, normalised first by the
 * shared rules (a missing slug made by the mode's rule) and then by `normaliseOwn` for the type's
 * own fields.
 */
export function saveInputs<T extends ContentAdminInput>(
  Input: new () => T,
  rules: ContentRules,
  normaliseOwn: (raw: Record<string, unknown>) => Record<string, unknown>,
): Record<SaveMode, new () => T> {
  const inputFor = (mode: SaveMode) =>
    class extends Input {
      static normalise = (raw: Record<string, unknown>) => ({ ...normaliseContentFields(raw, rules.bodyField, rules.slugify[mode]), ...normaliseOwn(raw) });
    };
  return { create: inputFor('create'), edit: inputFor('edit') };
}

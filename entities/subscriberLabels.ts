// The one rule of a subscriber's labels (the segments a send may target): a short line of text
// each, a bounded number per subscriber, compared without regard to case.
import { ArrayMaxSize, IsArray, IsString, MaxLength, MinLength } from 'class-validator';
import { HasNoControlCharacters } from './textRules';

export const LABEL_MAX_LENGTH = 40;
export const LABELS_PER_SUBSCRIBER = 20;

/** Trimmed, inner spaces collapsed, empty and repeated (in any case) ones dropped: the first spelling stays. */
export function normaliseLabels(labels: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const raw of labels) {
    const label = raw.trim().replace(/\s+/g, ' ');
    if (label && !kept.has(label.toLowerCase())) kept.set(label.toLowerCase(), label);
  }
  return [...kept.values()];
}

/** A source's labels as this site keeps them: control characters gone, each cut to length, the first LABELS_PER_SUBSCRIBER; null when none. */
export function importedLabels(labels: readonly string[] | undefined): string[] | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const kept = normaliseLabels((labels ?? []).map((label) => label.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim().slice(0, LABEL_MAX_LENGTH)));
  return kept.length > 0 ? kept.slice(0, LABELS_PER_SUBSCRIBER) : null;
}

export const hasLabel = (labels: readonly string[] | null, label: string) => (labels ?? []).some((own) => own.toLowerCase() === label.trim().toLowerCase());

/** The decorators of a list of labels, for every input that takes one. */
export function IsLabelList(): PropertyDecorator {
  return (target, property) => {
    IsArray({ message: '$property must be a list of labels' })(target, property);
    ArrayMaxSize(LABELS_PER_SUBSCRIBER, { message: `$property holds at most ${LABELS_PER_SUBSCRIBER} labels` })(target, property);
    IsString({ each: true, message: 'each label must be text' })(target, property);
    MinLength(1, { each: true, message: 'a label cannot be empty' })(target, property);
    MaxLength(LABEL_MAX_LENGTH, { each: true, message: `a label is at most ${LABEL_MAX_LENGTH} characters` })(target, property);
    HasNoControlCharacters('none', { each: true, message: 'a label must not contain control characters' })(target, property);
  };
}

/** One label, as a send's segment. */
export function IsLabel(): PropertyDecorator {
  return (target, property) => {
    IsString({ message: '$property must be a label' })(target, property);
    MinLength(1, { message: '$property cannot be empty' })(target, property);
    MaxLength(LABEL_MAX_LENGTH, { message: `$property is at most ${LABEL_MAX_LENGTH} characters` })(target, property);
    HasNoControlCharacters('none', { message: '$property must not contain control characters' })(target, property);
  };
}

/** Labels trimmed before validation: '  ' is empty, so refused. */
export const trimmedLabels = (value: unknown) => (Array.isArray(value) ? value.map((label) => (typeof label === 'string' ? label.trim() : label)) : value);

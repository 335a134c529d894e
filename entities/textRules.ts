// The one rule on control characters in free text (sent by visitors, or one-line admin fields
// such as titles and tags): C0 and C1 control characters and DEL are refused, except that a field of several lines keeps its line breaks
// (and, where the form allows it, tabs).
import { ValidateBy, type ValidationOptions } from 'class-validator';

export type KeptControlCharacters = 'none' | 'line breaks' | 'line breaks and tabs';

// biome-ignore-start lint/suspicious/noControlCharactersInRegex: matching control characters is the point of these rules
const REFUSED: Record<KeptControlCharacters, RegExp> = {
  none: /[\u0000-\u001f\u007f-\u009f]/,
  'line breaks': /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/,
  'line breaks and tabs': /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/,
};
// biome-ignore-end lint/suspicious/noControlCharactersInRegex: matching control characters is the point of these rules

/**
 * Fails a value that is not a string or holds a control character other than those kept.
 * The options are class-validator's (a message of the field's own, `each` for a list).
 */
export function HasNoControlCharacters(kept: KeptControlCharacters = 'none', options?: ValidationOptions) {
  const refused = REFUSED[kept];
  return ValidateBy({
    name: 'hasNoControlCharacters',
    constraints: [kept],
    validator: {
      validate: (value: unknown) => typeof value === 'string' && !refused.test(value),
      // class-validator fills in $property.
      defaultMessage: () => '$property must not contain control characters',
    },
  }, options);
}

// Checks a PATCH /api/admin/settings body against the section DTOs (entities/settings/): every
// field, at any depth, by its class-validator rules; an unknown key anywhere is refused. Every
// broken rule is reported by its dotted path ('design.accentColor', 'links.2.url'), and a body
// with any is refused whole: 400, nothing saved.
import { validate } from 'class-validator';
import { type NestedField, SETTINGS_SECTION_INPUTS, type SettingsDto } from '../../../entities/settings';
import type { SettingsPatch } from '../../../views/api/settings';
import { BadRequestError } from '../../errors';

interface FieldProblem {
  field: string;
  messages: string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text that is not well-formed Unicode (a lone surrogate, which JSON can carry): validators may throw on it. */
const hasMalformedText = (value: unknown): boolean =>
  typeof value === 'string' ? !value.isWellFormed() : Array.isArray(value) && value.some(hasMalformedText);

async function checkObject(dto: SettingsDto, raw: unknown, path: string, problems: FieldProblem[]): Promise<void> {
  if (!isPlainObject(raw)) {
    problems.push({ field: path, messages: [`${path} must be an object`] });
    return;
  }
  const nested = dto.nested ?? {};
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = `${path}.${key}`;
    if (key === '__proto__' || key === 'constructor') problems.push({ field, messages: [`${field} is not a setting`] });
    else if (Object.hasOwn(nested, key)) await checkField(nested[key], value, field, problems);
    else if (hasMalformedText(value)) problems.push({ field, messages: [`${field} must be valid Unicode text`] });
    else plain[key] = value;
  }
  const errors = await validate(Object.assign(new dto(), plain), {
    whitelist: true,
    forbidNonWhitelisted: true,
    // Always an instance of our own class; one with no rules of its own (a holder of nested objects) is no unknown value.
    forbidUnknownValues: false,
    validationError: { target: false, value: false },
  });
  for (const error of errors) {
    const field = `${path}.${error.property}`;
    const messages = Object.values(error.constraints ?? {}).map((message) => message.replace(/^property (\S+) should not exist$/, `${field} is not a setting`));
    problems.push({ field, messages });
  }
}

/** An object whose fields are all objects or lists (its own DTO would have no rules). */
class NoRulesOfItsOwn {}

async function checkField(spec: NestedField, raw: unknown, path: string, problems: FieldProblem[]): Promise<void> {
  if ('object' in spec) return checkObject(spec.object, raw, path, problems);
  if ('objects' in spec) return checkObject(Object.assign(class extends NoRulesOfItsOwn {}, { nested: spec.objects }), raw, path, problems);
  if (!Array.isArray(raw)) {
    problems.push({ field: path, messages: [`${path} must be a list`] });
    return;
  }
  if (raw.length > spec.max) {
    problems.push({ field: path, messages: [`${path} holds at most ${spec.max} items`] });
    return;
  }
  for (const [index, item] of raw.entries()) await checkObject(spec.list, item, `${path}.${index}`, problems);
}

/** The body as a SettingsPatch, or a 400 naming every field it breaks. */
export async function validateSettingsPatch(body: unknown): Promise<SettingsPatch> {
  if (!isPlainObject(body)) throw new BadRequestError('Request body must be a JSON object');
  const problems: FieldProblem[] = [];
  for (const [section, value] of Object.entries(body)) {
    if (!Object.hasOwn(SETTINGS_SECTION_INPUTS, section) || section === '__proto__') {
      problems.push({ field: section, messages: [`${section} is not a settings section`] });
      continue;
    }
    await checkField(SETTINGS_SECTION_INPUTS[section as keyof typeof SETTINGS_SECTION_INPUTS], value, section, problems);
  }
  if (problems.length > 0) throw new BadRequestError(`Invalid ${problems.map((p) => p.field).join(', ')}: ${problems[0].messages[0] ?? 'invalid value'}`, problems);
  return body as SettingsPatch;
}

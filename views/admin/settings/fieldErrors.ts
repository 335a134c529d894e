// A refused settings save names its fields in `details` ([{ field, messages }]); each field is
// a path into the patch ('identity.email', 'links.1.url' or 'links[1].url'). This turns them into
// messages keyed by the path inside one section, so each shows beside its own control.
import { ApiError } from '../../data/fetcher';

/** Path inside the section ('email', '1.url', 'timeline.0.year') → what the server said; '' is the section itself. */
export type FieldErrors = Record<string, string>;

interface Detail {
  field?: unknown;
  property?: unknown;
  path?: unknown;
  messages?: unknown;
  message?: unknown;
}

const normalisePath = (path: string) => path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');

const messageOf = (detail: Detail): string => {
  if (Array.isArray(detail.messages) && typeof detail.messages[0] === 'string') return detail.messages[0];
  return typeof detail.message === 'string' ? detail.message : 'This value was refused';
};

export function fieldErrorsOf(error: unknown, section: string): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  let details: unknown;
  try {
    details = (JSON.parse(error.text) as { details?: unknown }).details;
  } catch {
    return {};
  }
  if (!Array.isArray(details)) return {};
  const errors: FieldErrors = {};
  for (const detail of details as Detail[]) {
    const raw = [detail.field, detail.path, detail.property].find((value) => typeof value === 'string') as string | undefined;
    if (raw === undefined) continue;
    const path = normalisePath(raw);
    const inside = path === section ? '' : path.startsWith(`${section}.`) ? path.slice(section.length + 1) : path;
    errors[inside] ??= messageOf(detail);
  }
  return errors;
}

// Reads a list of subscribers from a CSV file: Ghost's members export, Substack's email list, or
// any CSV with an `email` column (this site's own export among them). Every cell is text and
// stays text: nothing is evaluated, and a cell a spreadsheet would run as a formula
// (=HYPERLINK(…) and the like) is never a valid address, so its row is skipped with a warning.
import { parse } from 'csv-parse/sync';
import { sourceText } from './sourceText';
import { ImportRefused, type ImportWarning, type SourceContent, type SourceSubscriber, optionalSourceDate } from './sourceTypes';

/** A header cell as a key: trimmed, lower-cased, spaces and hyphens as '_' ('Subscribed At' → 'subscribed_at'). */
const headerKey = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The names an address column goes by: `email`, and Mailchimp's `Email Address`. */
const EMAIL_COLUMNS = ['email', 'email_address'];

/** A CSV file as rows of cells, the first row its header; ImportRefused when it is not readable CSV. */
export function parseCsvRows(text: string, what: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    throw new ImportRefused(`${what} is not a readable CSV file (${(error as Error).message})`);
  }
}

/** A table's rows as records keyed by header (see headerKey); the first of two equal headers wins. */
export function csvRecords(rows: string[][]): { header: string[]; records: Record<string, string>[] } {
  const header = (rows[0] ?? []).map(headerKey);
  const records = rows.slice(1).map((row) => {
    const record: Record<string, string> = {};
    header.forEach((key, index) => {
      if (!(key in record)) record[key] = (row[index] ?? '').trim();
    });
    return record;
  });
  return { header, records };
}

/**
 * Which kind of subscribers CSV the text is, by its header line alone: Ghost's members export,
 * another list with an email column (Substack's among them), or none (undefined).
 */
export function csvKind(text: string): 'ghost-members' | 'subscribers-csv' | undefined {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  let header: string[];
  try {
    header = (parse(firstLine, { relax_column_count: true })[0] ?? []).map(headerKey);
  } catch {
    return undefined;
  }
  if (!header.some((key) => EMAIL_COLUMNS.includes(key))) return undefined;
  return header.includes('subscribed_to_emails') ? 'ghost-members' : 'subscribers-csv';
}

const MAX_EMAIL_LENGTH = 254;
const LOCAL_PART = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]{1,64}$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/**
 * An address worth storing (already trimmed and lower-cased): one @, no spaces, at most 254
 * characters, a domain with a dot; nothing a spreadsheet would read as a formula (a leading
 * = + - or @), whatever the RFC would allow.
 */
export function isImportableEmail(email: string): boolean {
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH || /^[=+\-@]/.test(email)) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
}

const TRUE_VALUES = new Set(['true', 'yes', '1', 'y']);
const FALSE_VALUES = new Set(['false', 'no', '0', 'n', 'unsubscribed']);
/** Statuses that mean the address no longer receives emails (this site's export writes 'Inactive'). */
const UNSUBSCRIBED_STATUSES = new Set(['unsubscribed', 'inactive', 'cleaned', 'bounced']);

type Kind = 'ghost' | 'substack' | 'generic';

function subscriberOf(kind: Kind, record: Record<string, string>): Pick<SourceSubscriber, 'subscribed' | 'confirmed'> {
  const value = (key: string) => (record[key] ?? '').toLowerCase();
  if (kind === 'ghost') {
    // A member Ghost deleted is no longer on the list, whatever the other column says.
    return { subscribed: value('subscribed_to_emails') === 'true' && value('deleted_at') === '', confirmed: true };
  }
  if (kind === 'substack') return { subscribed: value('email_disabled') !== 'true', confirmed: true };
  const unsubscribed =
    FALSE_VALUES.has(value('subscribed')) ||
    UNSUBSCRIBED_STATUSES.has(value('status')) ||
    // Mailchimp's export of unsubscribed addresses has the time they left.
    value('unsub_time') !== '' ||
    value('unsubscribed_at') !== '';
  return { subscribed: !unsubscribed, confirmed: TRUE_VALUES.has(value('confirmed')) };
}

/** The column the date of signing up is in, by kind. */
function dateColumn(kind: Kind, header: string[]): string | undefined {
  if (kind !== 'generic') return header.includes('created_at') ? 'created_at' : undefined;
  return ['created_at', 'subscribed_at'].find((key) => header.includes(key));
}

/** A quoted, shortened cell for a warning. */
const shown = (value: string): string => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

/**
 * The subscribers of a CSV file. Rows count as a spreadsheet counts them: the header is row 1.
 * Invalid addresses and repeated ones (the first is kept) are skipped with a warning; a
 * malformed date refuses the file.
 */
export function readSubscribersCsv(text: string): SourceContent {
  const { header, records } = csvRecords(parseCsvRows(text, 'the subscribers file'));
  const emailColumn = EMAIL_COLUMNS.find((key) => header.includes(key));
  if (!emailColumn) throw new ImportRefused('not a subscribers CSV: its first line (the header) has no email column');
  const kind: Kind = header.includes('subscribed_to_emails') ? 'ghost' : header.includes('email_disabled') ? 'substack' : 'generic';
  const dates = dateColumn(kind, header);

  const subscribers: SourceSubscriber[] = [];
  const warnings: ImportWarning[] = [];
  const firstRowOf = new Map<string, number>();
  records.forEach((record, index) => {
    const row = index + 2;
    if (Object.values(record).every((cell) => cell === '')) return;
    const raw = record[emailColumn] ?? '';
    const email = raw.trim().toLowerCase();
    if (!isImportableEmail(email)) {
      warnings.push({ item: `row ${row}`, message: `row ${row} is skipped: ${shown(raw)} is not a valid email address` });
      return;
    }
    const first = firstRowOf.get(email);
    if (first !== undefined) {
      warnings.push({ item: email, message: `row ${row} is skipped: the address is already on row ${first}` });
      return;
    }
    firstRowOf.set(email, row);
    const date = dates ? record[dates] : '';
    const subscribedAt = date ? optionalSourceDate(date) : undefined;
    if (date && !subscribedAt) warnings.push({ item: email, message: `row ${row}: its ${dates} ${shown(date)} is not a date: the import's date is used` });
    // A name a spreadsheet would run as a formula is not kept (the site's own export writes names).
    const written = sourceText(record.name ?? [record.first_name, record.last_name].filter(Boolean).join(' ')).slice(0, 200);
    const name = /^[=+\-@]/.test(written) ? '' : written;
    const labels = (record.labels ?? '')
      .split(',')
      .map((label) => label.trim())
      .filter((label) => label !== '');
    subscribers.push({
      email,
      ...subscriberOf(kind, record),
      ...(subscribedAt ? { subscribedAt } : {}),
      ...(name ? { name } : {}),
      ...(labels.length > 0 ? { labels } : {}),
    });
  });
  return { items: [], subscribers, warnings };
}

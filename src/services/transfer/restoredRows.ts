// The gate every row of a restore passes: a backup is untrusted input, like any import, so each
// table goes through the rules of the API that writes it in normal use, called here, never copied.
// Settings sections through the settings PATCH's validation, redirects through the redirect DTO
// and the redirect API's check that a redirect hides nothing the site serves,
// navigation with the settings (the path rule is one of its fields), HTML through the sanitiser
// (./restoredHtml.ts), the outbox through its rules (./restoredOutbox.ts). A row that breaks a
// rule refuses the whole restore, naming the table, the line and the field: nothing is changed.
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { NewsletterSend, OutboxEmail, Redirect, SettingsSection } from '../../../entities';
import { RedirectInput } from '../../../entities/RedirectInput';
import { SETTINGS_SECTION_INPUTS } from '../../../entities/settings';
import { validateSettingsPatch } from '../../api/admin/validateSettingsPatch';
import { validateBody } from '../../api/validateInput';
import { normalisePathname } from '../../../views/app/routes';
import { HttpError } from '../../errors';
import { checkRedirectAddress } from '../redirects';
import { ABOUT_HTML_ROW } from '../settings/aboutHtml';
import { checkMediaIds } from '../settings/settingsStore';
import { htmlCleanerFor, restoredHtml } from './restoredHtml';
import type { RestoredOutbox } from './restoredOutbox';
import { RestoreRefused } from './restoreRefused';

/** A row as it may be written, or a RestoreRefused naming `where` (the table's part and line). */
export type RowGate = (row: ObjectLiteral, where: string) => Promise<ObjectLiteral>;

/** The API's own refusal (a 400 naming the field), as a refused restore naming the row too. */
async function byTheApiRules(where: string, check: () => Promise<unknown>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (error instanceof HttpError) throw new RestoreRefused(`${where}: ${error.message}`);
    throw error;
  }
}

function parsedValue(row: ObjectLiteral, where: string): unknown {
  try {
    return JSON.parse(String(row.value));
  } catch {
    throw new RestoreRefused(`${where}: its value is not JSON`);
  }
}

/** A settings row by the settings PATCH's rules; with `site` (the restore's transaction, its media already written), its images must be in the restored library. */
const settingsRow =
  (site: EntityManager | undefined): RowGate =>
  async (row, where) => {
    const section = String(row.section);
    const at = `${where} (settings section ${section})`;
    const value = parsedValue(row, at);
    if (section === ABOUT_HTML_ROW) {
      if (typeof value !== 'string') throw new RestoreRefused(`${at}: the About story's HTML must be text`);
      return { ...row, value: JSON.stringify(restoredHtml(value)) };
    }
    if (!Object.hasOwn(SETTINGS_SECTION_INPUTS, section)) throw new RestoreRefused(`${at}: not a settings section`);
    await byTheApiRules(at, async () => {
      const patch = await validateSettingsPatch({ [section]: value });
      if (site) await checkMediaIds(site, patch);
    });
    return row;
  };

/** A redirect by the redirect API's rules; with `site` (the restore's transaction, its pages and old addresses already written), also never hiding what the site serves. */
const redirectRow =
  (site: EntityManager | undefined): RowGate =>
  async (row, where) => {
    const at = `${where} (redirect ${String(row.fromPath)})`;
    await byTheApiRules(at, async () => {
      const input = await validateBody(RedirectInput, { from: row.fromPath, to: row.toUrl });
      if (site) await checkRedirectAddress(site, normalisePathname(input.from));
    });
    return row;
  };

export interface RestoreContext {
  outbox: RestoredOutbox;
  /** The restore's transaction; absent in a dry run, which checks each row alone. */
  site?: EntityManager;
}

/** The gate for one table's rows in this restore. */
export function rowGateFor(entity: EntityTarget<ObjectLiteral>, { outbox, site }: RestoreContext): RowGate {
  if (entity === SettingsSection) return settingsRow(site);
  if (entity === Redirect) return redirectRow(site);
  if (entity === OutboxEmail) return async (row) => outbox.row(row);
  if (entity === NewsletterSend) return async (row) => outbox.send(row);
  const cleaned = htmlCleanerFor(entity);
  return async (row) => cleaned(row);
}

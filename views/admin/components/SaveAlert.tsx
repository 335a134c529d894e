import type { SaveAlert as SaveAlertState } from '../useSaveFlows';
import { FormAlert } from './FormFields';

/**
 * The alert of the last save, if any, and its link after it: outside the alert, so the alert
 * says the spec's message and nothing else.
 */
export function SaveAlert({ alert }: { alert: SaveAlertState | null }) {
  if (!alert) return null;
  return (
    <>
      <FormAlert tone={alert.tone}>{alert.message}</FormAlert>
      {alert.link && (
        <p>
          <a href={alert.link.href}>{alert.link.label}</a>
        </p>
      )}
    </>
  );
}

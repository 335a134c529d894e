import type { SaveAlert as SaveAlertState } from '../useSaveFlows';
import { FormAlert } from './FormFields';

/** The alert of the last save, if any, with its link. */
export function SaveAlert({ alert }: { alert: SaveAlertState | null }) {
  if (!alert) return null;
  return (
    <FormAlert tone={alert.tone}>
      {alert.message}
      {alert.link && (
        <>
          {' '}
          <a href={alert.link.href}>{alert.link.label}</a>
        </>
      )}
    </FormAlert>
  );
}

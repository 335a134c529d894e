import type { SaveAlert as SaveAlertState } from '../useSaveFlows';
import { FormAlert } from './FormFields';

/** The alert of the last save, if any. */
export function SaveAlert({ alert }: { alert: SaveAlertState | null }) {
  return alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null;
}

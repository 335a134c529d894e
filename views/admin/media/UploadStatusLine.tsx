// What an upload is doing, announced: "Uploading…" while it runs, then its result.
import { FormAlert } from '../components/FormFields';
import type { UploadStatus } from './useUploads';

export function UploadStatusLine({ status }: { status: UploadStatus | null }) {
  return <div aria-live="polite">{status && (status.tone === 'pending' ? <p>{status.text}</p> : <FormAlert tone={status.tone}>{status.text}</FormAlert>)}</div>;
}

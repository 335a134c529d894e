// Admin file downloads (the subscriber CSV, the analytics CSV): fetched with the admin key (a
// plain link could not send the header), then saved through a Blob link under the server's file
// name, else the one given.
import { adminRequest } from './adminApi';

export const subscribersFileName = (now = new Date()) => `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;

/** The file name of a Content-Disposition header, if it names one. */
export function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : null;
}

/** Fetches an admin URL with the key and saves the answer as a file. */
export async function downloadAdminFile(url: string, fallbackName: string): Promise<void> {
  const response = await adminRequest(url);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}

export const downloadSubscribersCsv = (): Promise<void> => downloadAdminFile('/api/admin/subscribers/export', subscribersFileName());

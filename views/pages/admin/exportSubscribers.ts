// Downloads the subscriber CSV: fetched with the admin key (a plain link could not send the
// header), then saved through a Blob link under the server's file name.
import { adminRequest } from './adminApi';

export const subscribersFileName = (now = new Date()) => `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;

/** The file name of a Content-Disposition header, if it names one. */
export function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : null;
}

export async function downloadSubscribersCsv(): Promise<void> {
  const response = await adminRequest('/api/admin/subscribers/export');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? subscribersFileName();
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

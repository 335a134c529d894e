// The studio's side of an HTML body's one conversion to markdown (the server converts:
// POST /api/admin/markdown/from-html): the markdown, and the question to ask before using it,
// which names everything markdown would not keep.
import { adminJson } from '../adminApi';
import type { ConfirmQuestion } from './ConfirmDialog';

export interface ConversionLoss {
  what: string;
  count: number;
}

export interface ConvertedBody {
  markdown: string;
  losses: ConversionLoss[];
}

export const convertHtmlBody = (html: string) => adminJson<ConvertedBody>('/api/admin/markdown/from-html', { method: 'POST', body: { html } });

const lossWords = (losses: ConversionLoss[]) => losses.map(({ what, count }) => (count > 1 ? `${what} (${count} times)` : what)).join('; ');

/** Asks before the converted markdown replaces the HTML in the form; nothing changes on Cancel. */
export const conversionQuestion = ({ losses }: ConvertedBody, onConfirm: () => void): ConfirmQuestion => ({
  title: 'Write in Markdown?',
  description:
    losses.length === 0
      ? 'The HTML becomes markdown, with nothing lost. Cancel keeps the HTML as it is.'
      : `The HTML becomes markdown, which cannot keep: ${lossWords(losses)}. Cancel keeps the HTML as it is.`,
  confirmLabel: 'Write in Markdown',
  onConfirm,
});

// Share: the device's share sheet when there is one, else the page address copied to the
// clipboard, with no message (as the spec says).
import { ShareIcon } from './icons';
import { outlineButtonCss } from './ui';

export async function shareCurrentPage(title: string) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // the visitor closed the share sheet
    }
    return;
  }
  await navigator.clipboard?.writeText(url).catch(() => undefined);
}

export function ShareButton({ title, label = 'Share' }: { title: string; label?: string }) {
  return (
    <button type="button" css={outlineButtonCss} onClick={() => void shareCurrentPage(title)}>
      <ShareIcon size={18} /> {label}
    </button>
  );
}

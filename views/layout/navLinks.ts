/** A link is current on its own path and, except Home, on the pages below it. */
export const isCurrentPath = (linkPath: string, currentPath: string) =>
  linkPath === '/' ? currentPath === '/' : currentPath === linkPath || currentPath.startsWith(`${linkPath}/`);

/** The page's newsletter section if it has one, else the footer's form. */
export function jumpToNewsletter() {
  const target = document.getElementById('newsletter') ?? document.getElementById('footer-newsletter');
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  target.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
}

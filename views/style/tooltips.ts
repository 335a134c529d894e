// Tooltips: the text of a control's data-tooltip attribute, shown by CSS (views/style/globalCss.ts)
// after a delay. Here: once a tooltip that was showing closes, the next one opens at once
// for a short while (moving along a row of icon buttons); Escape hides them until the
// pointer or the focus moves on.

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

type TooltipPlacement = 'below' | 'below-end' | 'above' | 'above-end';

/**
 * A tooltip's text. It sits below its control, centred; 'above' suits a control at the bottom
 * of a band or the page, and '-end' aligns it to the control's right edge, for a control at the
 * right edge of the screen, so the text stays in the viewport.
 */
export const tooltip = (text: string, placement: TooltipPlacement = 'below') => ({
  'data-tooltip': text,
  ...(placement === 'below' ? {} : { 'data-tooltip-placement': placement }),
});

/** An icon button's name for assistive technology, and the same text as its tooltip. */
export const labelWithTooltip = (label: string, placement: TooltipPlacement = 'below') => ({
  'aria-label': label,
  ...tooltip(label, placement),
});

const isShowing = (trigger: Element) => getComputedStyle(trigger, '::after').visibility === 'visible';

export function watchTooltips(root = document.documentElement): void {
  let skipTimer: ReturnType<typeof setTimeout> | undefined;
  const onLeave = (event: Event) => {
    const trigger = (event.target as Element).closest?.('[data-tooltip]');
    const next = (event as MouseEvent | FocusEvent).relatedTarget as Node | null;
    if (!trigger || (next && trigger.contains(next)) || !isShowing(trigger)) return;
    root.dataset.tooltipSkip = '';
    clearTimeout(skipTimer);
    skipTimer = setTimeout(() => delete root.dataset.tooltipSkip, TOOLTIP_SKIP_DELAY_MS);
  };
  const onEnter = () => delete root.dataset.tooltipDismissed;
  document.addEventListener('pointerout', onLeave);
  document.addEventListener('focusout', onLeave);
  document.addEventListener('pointerover', onEnter);
  document.addEventListener('focusin', onEnter);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') root.dataset.tooltipDismissed = '';
  });
}

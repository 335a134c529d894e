/** The visitor's reduced-motion preference, as a live media query (browser only). */
export const reducedMotionQuery = () => window.matchMedia('(prefers-reduced-motion: reduce)');

export const prefersReducedMotion = () => reducedMotionQuery().matches;

/** Screens where the hero video may play by itself: wide enough, and no reduced-motion wish. */
export const autoplayQuery = () => window.matchMedia('(prefers-reduced-motion: no-preference) and (min-width: 768px)');

/** The visitor's reduced-motion preference, as a live media query (browser only). */
export const reducedMotionQuery = () => window.matchMedia('(prefers-reduced-motion: reduce)');

export const prefersReducedMotion = () => reducedMotionQuery().matches;

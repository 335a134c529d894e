// Text typed into a form before the scripts hydrate the page stays on screen, but React does not
// hear of it (facebook/react#12955; the fix, #33129, is behind a flag in React 19): a form would
// then send its empty state while showing the visitor's words. Right after hydration, each
// control whose value differs from the server's is announced to React as if just typed.
// This leans on React's internals (its value tracker) because no public API exists for it; all
// of it is in this file, and test/browser/earlySubmit.test.ts is the test that fails when React
// changes them (or ships the fix): check it on every React upgrade.

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_LIKE = /^(text|email|search|tel|url|password|number|date|time|datetime-local|month|week)$/;

function changedBeforeHydration(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement && !TEXT_LIKE.test(control.type)) return false;
  return control.value !== control.defaultValue;
}

/**
 * React keeps the value it last saw on the element (its value tracker, behind the element's own
 * `value` property) and fires onChange for an input event only when the element's value differs
 * from it. So: set the server's value through that property, put the typed text back through the
 * prototype's setter (which React does not see), and send the input event.
 */
function announce(control: FormControl): void {
  if (control instanceof HTMLSelectElement) {
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = control.value;
  control.value = control.defaultValue;
  Reflect.set(Object.getPrototypeOf(control), 'value', typed, control);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

export function syncTypedBeforeHydration(root: ParentNode = document): void {
  for (const control of root.querySelectorAll<FormControl>('input, textarea, select')) {
    if (changedBeforeHydration(control)) announce(control);
  }
}

// Toast state with the spec's constants: at most 1 visible, actions add / update / dismiss /
// remove, and a dismissed toast removed from memory after 1,000,000 ms. Module state is fine
// here: it only ever runs in the browser (the server renders an empty region).
import { useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export interface ToastData {
  id: string;
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

type Action =
  | { type: 'ADD_TOAST'; toast: ToastData }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

let toasts: ToastData[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(id, setTimeout(() => {
    removeTimers.delete(id);
    dispatch({ type: 'REMOVE_TOAST', toastId: id });
  }, TOAST_REMOVE_DELAY_MS));
}

function reduce(state: ToastData[], action: Action): ToastData[] {
  switch (action.type) {
    case 'ADD_TOAST':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'UPDATE_TOAST':
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case 'DISMISS_TOAST':
      return state.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t));
    case 'REMOVE_TOAST':
      return action.toastId === undefined ? [] : state.filter((t) => t.id !== action.toastId);
  }
}

export function dispatch(action: Action) {
  if (action.type === 'DISMISS_TOAST') {
    for (const t of toasts) if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
  }
  toasts = reduce(toasts, action);
  for (const listener of listeners) listener();
}

export function toast(input: Omit<ToastData, 'id' | 'open'>) {
  const id = String(++counter);
  dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dispatch({ type: 'DISMISS_TOAST', toastId: id }),
    update: (next: Omit<ToastData, 'id'>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverSnapshot: ToastData[] = [];

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, () => toasts, () => serverSnapshot);
}

import { createStore, useStore } from './create-store';

export type ToastType = 'success' | 'error' | 'info';

/** `message` is text ready to show: callers translate with i18n first (server messages come as they are). */
export interface ToastInput {
  type: ToastType;
  message: string;
}

export interface Toast extends ToastInput {
  id: number;
}

export const TOAST_DURATION_MS = 3000;

const toastStore = createStore<{ toasts: Toast[] }>({ toasts: [] });
let nextId = 1;

/** Shows a toast. The same message already on screen is not stacked again (e.g. a query retrying). */
export function showToast(input: ToastInput): number {
  const shown = toastStore
    .getState()
    .toasts.find((t) => t.type === input.type && t.message === input.message);
  if (shown) return shown.id;
  const toast: Toast = { ...input, id: nextId++ };
  toastStore.setState((state) => ({ toasts: [...state.toasts, toast] }));
  return toast.id;
}

export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

export function clearToasts(): void {
  toastStore.setState({ toasts: [] });
}

export function getToasts(): Toast[] {
  return toastStore.getState().toasts;
}

export function useToasts(): Toast[] {
  return useStore(toastStore).toasts;
}

import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** Spec §4: the loading overlay toggles on while a screen's data loads, off when it ends. */
export const loadingOverlay = {
  show(): () => void {
    pending += 1;
    emit();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      pending -= 1;
      emit();
    };
  },
  isVisible: () => pending > 0,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLoadingOverlayVisible(): boolean {
  return useSyncExternalStore(loadingOverlay.subscribe, loadingOverlay.isVisible);
}

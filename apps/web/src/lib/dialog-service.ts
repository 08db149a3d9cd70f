import { useSyncExternalStore } from 'react';

/** Spec §9: confirmation (Cancel/Confirm), event (Okay) and generic (OK) dialogs. */
export type DialogKind = 'confirmation' | 'event' | 'generic';

export interface DialogContent {
  title: string;
  message: string;
}

export interface OpenDialog extends DialogContent {
  id: number;
  kind: DialogKind;
  resolve: (confirmed: boolean) => void;
}

let queue: readonly OpenDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setQueue(next: readonly OpenDialog[]) {
  queue = next;
  listeners.forEach((listener) => listener());
}

function open(kind: DialogKind, content: DialogContent): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const close = (confirmed: boolean) => {
      setQueue(queue.filter((dialog) => dialog.id !== id));
      resolve(confirmed);
    };
    setQueue([...queue, { ...content, id, kind, resolve: close }]);
  });
}

/** Usable from anywhere (loaders included); each dialog shows after the ones before it. */
export const dialogs = {
  confirm: (content: DialogContent): Promise<boolean> => open('confirmation', content),
  event: async (content: DialogContent): Promise<void> => {
    await open('event', content);
  },
  alert: async (content: DialogContent): Promise<void> => {
    await open('generic', content);
  },
  current: (): OpenDialog | null => queue[0] ?? null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCurrentDialog(): OpenDialog | null {
  return useSyncExternalStore(dialogs.subscribe, dialogs.current);
}

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18nReady, loadTexts } from '@/lib/i18n/i18n';

await i18nReady;
// Screens render here without their routes: the texts their routes load (the later ones,
// the staff console's) are loaded up front.
await Promise.all([loadTexts('later'), loadTexts('staff')]);

// Dialogs and the side menu load on first use (issue 14): on a loaded machine a lazy chunk
// can take longer than findBy's default second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

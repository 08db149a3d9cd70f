import type { Locator, Page } from '@playwright/test';

/** What a player did on the way, in order: a tap or a field, and what it was. */
export interface Gesture {
  kind: 'tap' | 'field';
  what: string;
}

/** Locator methods that answer another locator: the answer is counted too. */
const CHAINED = new Set([
  'locator',
  'getByRole',
  'getByLabel',
  'getByText',
  'getByPlaceholder',
  'getByTestId',
  'getByTitle',
  'getByAltText',
  'filter',
  'first',
  'last',
  'nth',
  'and',
  'or',
]);

/**
 * Counts a player's gestures honestly: every click is a tap; a check is a tap unless the box
 * is already ticked; a fill or a select is a field unless the field already holds that value
 * (a pre-filled field the player leaves alone costs nothing). Helpers that take a `Page` run
 * unchanged on `counter.page`, so the count covers exactly what they do.
 */
export class TapCounter {
  readonly gestures: Gesture[] = [];
  readonly page: Page;

  constructor(page: Page) {
    this.page = this.wrap(page);
  }

  get taps(): number {
    return this.gestures.filter((gesture) => gesture.kind === 'tap').length;
  }

  get fields(): number {
    return this.gestures.filter((gesture) => gesture.kind === 'field').length;
  }

  /** Opening a link outside the page (the e-mail's) is one tap. */
  async openLink(url: string, what: string): Promise<void> {
    this.outsideTap(what);
    await this.page.goto(url);
  }

  /** A tap outside the page that the test cannot make, such as a browser's permission prompt. */
  outsideTap(what: string): void {
    this.gestures.push({ kind: 'tap', what });
  }

  /** "13 taps, 12 fields" and the list, for the test's output. */
  summary(): string {
    const lines = this.gestures.map((gesture, i) => `  ${i + 1}. ${gesture.kind}: ${gesture.what}`);
    return [`${this.taps} taps, ${this.fields} fields`, ...lines].join('\n');
  }

  private wrap<T extends Page | Locator>(target: T): T {
    return new Proxy(target, {
      get: (object, property, receiver) => {
        const value: unknown = Reflect.get(object, property, receiver);
        if (typeof value !== 'function' || typeof property !== 'string') return value;
        const method = value as (...args: unknown[]) => unknown;
        if (CHAINED.has(property))
          return (...args: unknown[]) => this.wrap(method.apply(object, args) as Locator);
        // A page's own methods (goto, waitForURL…) are not gestures.
        if (!('nth' in object)) return method.bind(object);
        const locator = object as Locator;
        if (property === 'click' || property === 'tap')
          return async (...args: unknown[]) => {
            this.gestures.push({ kind: 'tap', what: await this.name(locator) });
            return method.apply(object, args);
          };
        if (property === 'check')
          return async (...args: unknown[]) => {
            if (!(await locator.isChecked()))
              this.gestures.push({ kind: 'tap', what: await this.name(locator) });
            return method.apply(object, args);
          };
        if (property === 'fill' || property === 'selectOption')
          return async (...args: unknown[]) => {
            if ((await locator.inputValue()) !== args[0])
              this.gestures.push({ kind: 'field', what: await this.name(locator) });
            return method.apply(object, args);
          };
        return method.bind(object);
      },
    });
  }

  /** The control's accessible name, or its visible text, to say what was tapped. */
  private async name(locator: Locator): Promise<string> {
    return locator.evaluate((element) => {
      const labelled = (element as HTMLInputElement).labels?.[0]?.textContent;
      return (
        element.getAttribute('aria-label') ??
        labelled ??
        element.textContent ??
        element.tagName
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
    });
  }
}

/** Markup that is already safe; everything else interpolated into `html` is escaped. */
export declare class SafeHtml {
  readonly value: string;
  constructor(value: string);
  toString(): string;
}
export declare const escapeHtml: (text: string) => string;
export declare function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml;
export declare const raw: (markup: string) => SafeHtml;

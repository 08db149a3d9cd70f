import { type SafeHtml } from './html';
export type FieldErrors = Partial<Record<string, string>>;
export interface FieldOptions {
  name: string;
  label: string;
  type?: string;
  value?: string | undefined;
  autocomplete?: string;
  hint?: string | undefined;
  required?: boolean;
  errors?: FieldErrors;
  autofocus?: boolean;
}
/** A labelled input whose hint and error are announced with it (aria-describedby). */
export declare function field(options: FieldOptions): SafeHtml;
export declare function alert(kind: 'error' | 'info', message: string | undefined): SafeHtml;
/** The list of problems at the top of a form, each linking to its field. */
export declare function errorSummary(title: string, errors: FieldErrors): SafeHtml;

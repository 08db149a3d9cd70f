import { html, type SafeHtml } from './html';

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
export function field(options: FieldOptions): SafeHtml {
  const id = `field-${options.name}`;
  const error = options.errors?.[options.name];
  const described = [options.hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  const required = options.required ?? true;
  return html`<label for="${id}">${options.label}</label>
    ${options.hint ? html`<span class="hint" id="${id}-hint">${options.hint}</span>` : ''}
    <input
      id="${id}"
      name="${options.name}"
      type="${options.type ?? 'text'}"
      value="${options.value ?? ''}"
      autocomplete="${options.autocomplete ?? 'off'}"
      ${required ? html`required` : ''}
      ${options.autofocus ? html`autofocus` : ''}
      ${error ? html`aria-invalid="true"` : ''}
      ${described ? html`aria-describedby="${described}"` : ''}
    />
    ${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : ''}`;
}

/** A labelled native select; the error is announced with it, as for inputs. */
export function selectField(options: {
  name: string;
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  autocomplete?: string;
  errors?: FieldErrors;
}): SafeHtml {
  const id = `field-${options.name}`;
  const error = options.errors?.[options.name];
  return html`<label for="${id}">${options.label}</label>
    <select
      id="${id}"
      name="${options.name}"
      autocomplete="${options.autocomplete ?? 'off'}"
      required
      ${error ? html`aria-invalid="true" aria-describedby="${id}-error"` : ''}
    >
      ${options.choices.map(
        (choice) =>
          html`<option
            value="${choice.value}"
            ${choice.value === options.value ? html`selected` : ''}
          >
            ${choice.label}
          </option>`,
      )}
    </select>
    ${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : ''}`;
}

export function alert(kind: 'error' | 'info', message: string | undefined): SafeHtml {
  if (!message) return html``;
  return html`<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">
    ${message}
  </div>`;
}

/**
 * The list of problems at the top of a form, each naming its field ("First name: This field
 * is required.") and linking to it, so that ten identical messages still say which is which.
 */
export function errorSummary(
  title: string,
  errors: FieldErrors,
  describe: (name: string, message: string) => string = (_name, message) => message,
): SafeHtml {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => !!entry[1]);
  if (entries.length === 0) return html``;
  return html`<div class="alert error" role="alert">
    <p>${title}</p>
    <ul>
      ${entries.map(
        ([name, message]) => html`<li><a href="#field-${name}">${describe(name, message)}</a></li>`,
      )}
    </ul>
  </div>`;
}

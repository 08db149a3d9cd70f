import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const mantineStyles = path.resolve(src, '../../../node_modules/@mantine/core/styles');

/** Mantine's stylesheets come per component (issue 14): a component used without one is unstyled. */
const FORMS = 'mantine-forms.css';
const OVERLAYS = 'mantine-overlays.css';
const LOADED_WITH: Record<string, string> = {};
for (const sheet of ['mantine-core.css', FORMS, OVERLAYS]) {
  const text = readFileSync(path.join(src, 'styles', sheet), 'utf8');
  for (const [, name] of text.matchAll(/styles\/(\w+)\.layer\.css/g)) LOADED_WITH[name!] ??= sheet;
}

/** Components Mantine styles through another component's stylesheet. */
const STYLED_AS: Record<string, string> = {
  TextInput: 'Input',
  Textarea: 'Input',
  NativeSelect: 'Input',
  FileInput: 'Input',
  JsonInput: 'Input',
  Select: 'Combobox',
  MultiSelect: 'Combobox',
  Autocomplete: 'Combobox',
  TagsInput: 'Combobox',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function mantineImports(text: string): string[] {
  return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap(
    ([, names]) =>
      names!
        .split(',')
        .map((name) => name.replace(/^\s*type\s+/, '').trim())
        .filter((name) => /^[A-Z]/.test(name))
        .map((name) => STYLED_AS[name] ?? name),
  );
}

describe("Mantine's styles per component", () => {
  const files = sourceFiles(src).map((file) => ({
    file: path.relative(src, file),
    text: readFileSync(file, 'utf8'),
  }));

  it('has a stylesheet for every component the app uses that Mantine styles', () => {
    const missing = files.flatMap(({ file, text }) =>
      mantineImports(text)
        .filter((name) => existsSync(path.join(mantineStyles, `${name}.layer.css`)))
        .filter((name) => !LOADED_WITH[name])
        .map((name) => `${name} (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it('imports the forms or overlays stylesheet wherever such a component is used', () => {
    const unstyled = files.flatMap(({ file, text }) =>
      mantineImports(text)
        .filter((name) => [FORMS, OVERLAYS].includes(LOADED_WITH[name] ?? ''))
        .filter((name) => !text.includes(LOADED_WITH[name]!))
        .map((name) => `${file}: ${name} needs ${LOADED_WITH[name]}`),
    );
    expect(unstyled).toEqual([]);
  });
});

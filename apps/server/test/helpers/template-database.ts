/** Where the migrated and seeded template lives, handed from globalSetup to test files. */
export type TemplateDatabase =
  | { kind: 'pglite'; templateDir: string }
  | { kind: 'postgres'; serverUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** The same server with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

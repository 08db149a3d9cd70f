import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loggerOptions, readableLog } from '../../src/config/logger-options';

const root = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('running it (issue 28)', () => {
  it('the demo on a terminal logs for a person; production and pipes log JSON', () => {
    expect(readableLog({ CURRENT_ENVIRONMENT: 'demo' }, true)).toBe(true);
    expect(readableLog({ CURRENT_ENVIRONMENT: 'development' }, true)).toBe(true);
    expect(readableLog({ CURRENT_ENVIRONMENT: 'production' }, true)).toBe(false);
    expect(readableLog({ CURRENT_ENVIRONMENT: 'demo' }, false)).toBe(false);
    const demo = loggerOptions({ CURRENT_ENVIRONMENT: 'demo', LOG_LEVEL: 'info' }, true);
    expect(demo.transport).toMatchObject({ target: 'pino-pretty' });
    const production = loggerOptions({ CURRENT_ENVIRONMENT: 'production', LOG_LEVEL: 'info' });
    expect(production.transport).toBeUndefined();
  });

  it('the README names the Node.js of package.json and links only to files in the repository', () => {
    const readme = read('README.md');
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines;
    expect(engines.node).toBe('>=20.19');
    expect(readme).toContain('Node.js 20.19 or later');
    const links = [...readme.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((match) => match[1] ?? '');
    const local = links.filter((link) => !/^(https?:|mailto:|<)/.test(link));
    expect(local.length).toBeGreaterThan(0);
    for (const link of local) {
      expect(link, link).not.toMatch(/^\.\.\//);
      expect(existsSync(new URL(link, root)), link).toBe(true);
    }
  });
});

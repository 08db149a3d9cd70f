import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './paths';

const packageJson = z.object({ version: z.string() });

/** The version reported to the SPA (VersionNumber) and in logs. */
export const appVersion = packageJson.parse(
  JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')),
).version;

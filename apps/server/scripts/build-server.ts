import path from 'node:path';
import { bundleServer, productionEntry } from './bundle-server';

/** `npm run build:server`: the compiled server that `npm run start:prod` runs. */
const started = performance.now();
await bundleServer(productionEntry);
process.stdout.write(
  `built ${path.relative(process.cwd(), productionEntry)} in ${Math.round(performance.now() - started)} ms\n`,
);

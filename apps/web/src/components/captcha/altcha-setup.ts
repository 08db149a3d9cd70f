// The CSP-friendly build: no inline workers or styles, so `worker-src`/`style-src` 'self'
// is enough. Protocol v1 challenges (what the server issues) use the SHA workers.
import 'altcha/external';
import 'altcha/i18n/fr-ca';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'])
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());

import { floorLoad } from './floor-mode';
import { poster } from './http-client';
import type { LoadJob } from './load-job';
import { purchaseLoad } from './purchase-mode';
import { raceLoad } from './race-load';

/** The load generator runs in its own process: its work must not queue behind the server's. */
async function run(job: LoadJob) {
  const client = poster(job.origin, job.connections);
  try {
    if (job.mode === 'race') return await raceLoad(client.post, job.game, job.players);
    if (job.mode === 'floor')
      return await floorLoad(client.get, job.game, job.players, job.seconds);
    return await purchaseLoad(client.post, job.game, job.players, job.seconds);
  } finally {
    await client.close();
  }
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.({ ok: true, result }),
    (err: unknown) => process.send?.({ ok: false, error: String(err) }),
  );
});

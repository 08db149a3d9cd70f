import { describe, expect, it } from 'vitest';
import { demoFiles } from './demo-organizations';
import { readProvisioningFile } from './read-provisioning-file';
import { resolveDate, resolveInstanceTimes } from './relative-date';

const now = new Date('2026-03-02T12:00:00.000Z');

describe('resolveDate', () => {
  it.each([
    ['now', '2026-03-02T12:00:00.000Z'],
    ['now+7d', '2026-03-09T12:00:00.000Z'],
    ['now+7d-1h', '2026-03-09T11:00:00.000Z'],
    ['now-30m', '2026-03-02T11:30:00.000Z'],
    ['2026-05-01T20:00:00-03:00', '2026-05-01T23:00:00.000Z'],
  ])('%s', (spec, expected) => {
    expect(resolveDate(spec, now).toISOString()).toBe(expected);
  });
});

describe('the demo draws when its rules say (issue 28)', () => {
  // A Thursday at 3:43 p.m. in Halifax: the day a newcomer started the demo.
  const started = new Date('2026-11-26T19:43:00.000Z');

  async function goldRushFirstDraw(at: Date) {
    const file = await readProvisioningFile(demoFiles[0] ?? '');
    const game = file.organizations[0]?.games[0];
    const instance = game?.instances[0];
    if (!game || !instance) throw new Error('no demo game');
    return resolveInstanceTimes(instance, game.schedule, at);
  }

  it('GoldRush: a Friday at 8 p.m. Atlantic two days or more ahead, sales closing at 7 p.m.', async () => {
    const times = await goldRushFirstDraw(started);
    expect(times.drawAt.toISOString()).toBe('2026-12-05T00:00:00.000Z');
    expect(times.salesCloseAt.toISOString()).toBe('2026-12-04T23:00:00.000Z');
  });

  it('GoldRush started on a Friday evening: sales do not close within the hour', async () => {
    // Friday 6:30 p.m. in Halifax, half an hour before that week's sales close.
    const times = await goldRushFirstDraw(new Date('2026-11-27T22:30:00.000Z'));
    expect(times.salesCloseAt.getTime() - Date.parse('2026-11-27T22:30:00.000Z')).toBeGreaterThan(
      2 * 86_400_000,
    );
    expect(times.drawAt.toISOString()).toBe('2026-12-05T00:00:00.000Z');
  });

  it('the 50/50: a Thursday at 11 a.m. Eastern, 20 days or more ahead', async () => {
    const file = await readProvisioningFile(demoFiles[1] ?? '');
    const game = file.organizations[0]?.games[0];
    const instance = game?.instances[0];
    if (!game || !instance) throw new Error('no demo game');
    const times = resolveInstanceTimes(instance, game.schedule, started);
    expect(times.drawAt.toISOString()).toBe('2026-12-17T16:00:00.000Z');
    expect(times.salesCloseAt.toISOString()).toBe('2026-12-17T05:00:00.000Z');
  });
});

import { reportInstancesSchema } from '@charity/domain/reports/report-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDrawApp } from '../draws/draw-fixtures';
import { addSpringGame } from '../draws/second-game-fixture';
import type { TestApp } from '../helpers/test-app';
import { staffHeaders } from '../setup/staff-headers';

let t: TestApp;
beforeAll(async () => {
  t = await buildDrawApp();
});
afterAll(() => t.close());

describe('the reports’ instance list (issue 27)', () => {
  it('names each instance’s game, so two games’ draws can be told apart', async () => {
    const organizationId = await t.organizationId('goldrush');
    const spring = await addSpringGame(t, organizationId);
    const response = await t.app.inject({
      url: `/api/reports/instances/for-organization/${organizationId}`,
      headers: await staffHeaders(t, 'goldrush', 'auditor'),
    });
    expect(response.statusCode).toBe(200);
    const { Instances } = reportInstancesSchema.parse(response.json());
    expect(Instances).toContainEqual(
      expect.objectContaining({ Id: spring.instanceId, Name: 'Draw 1', GameName: 'Spring 50/50' }),
    );
    const games = new Set(Instances.map((instance) => instance.GameName));
    expect(games.size).toBe(2);
    expect(Instances.every((instance) => instance.GameName)).toBe(true);
  });
});

import { environmentConfigSchema } from '@charity/domain/api/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/expect-api-error';
import { goldrushProfile } from './profile-calls';

let profile: Awaited<ReturnType<typeof goldrushProfile>>;
beforeAll(async () => {
  profile = await goldrushProfile();
});
afterAll(() => profile.t.close());

const read = () => profile.read();
const write = (payload: object) => profile.write(payload);
const served = async () =>
  environmentConfigSchema.parse(
    (
      await profile.t.app.inject({ url: '/api/config', headers: { host: 'goldrush.localhost' } })
    ).json(),
  ).Organization.Helpline;

describe('the help line is a setting of the organization (issue 25)', () => {
  it("shows the demo's Nova Scotia line, saves another, and every player is sent to it", async () => {
    const before = await read();
    expect(before.helpline).toEqual({
      name: 'Nova Scotia Problem Gambling Help Line',
      phone: '1-888-347-8888',
    });
    const helpline = { name: 'Gambling Support Network', phone: '1-888-230-3505' };
    const response = await write({ ...before, helpline });
    expect(response.statusCode, response.body).toBe(200);
    expect((await read()).helpline).toEqual(helpline);
    expect(await served()).toEqual({ Name: helpline.name, Phone: helpline.phone });
  });

  it('refuses a phone that is not one, and changes nothing', async () => {
    const before = await read();
    const body = expectApiError(
      await write({ ...before, helpline: { name: 'Help', phone: 'call us<script>' } }),
      400,
    );
    expect(body.Errors?.map((error) => error.Path)).toEqual(['body.helpline.phone']);
    expect((await read()).helpline).toEqual(before.helpline);
  });
});

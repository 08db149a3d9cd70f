import { describe, expect, it } from 'vitest';
import { formatSubject, parseSubject } from './claims';

describe('parseSubject (spec §3 identity claims)', () => {
  it('reads the player id from the second part', () => {
    expect(parseSubject('org-1|player-9|false')).toEqual({
      organizationId: 'org-1',
      playerId: 'player-9',
      isAdmin: false,
    });
  });

  it.each(['true', 'TRUE', 'True', ' true '])('reads %j as an administrator', (flag) => {
    expect(parseSubject(`o|p|${flag}`)?.isAdmin).toBe(true);
  });

  it.each(['false', 'yes', '1', ''])('does not read %j as an administrator', (flag) => {
    expect(parseSubject(`o|p|${flag}`)?.isAdmin).toBe(false);
  });

  it('has no administrator flag when the third part is absent', () => {
    expect(parseSubject('o|p')?.isAdmin).toBe(false);
  });

  it.each([null, undefined, '', 'only-one-part', 'o||true'])('rejects %j', (subject) => {
    expect(parseSubject(subject)).toBeNull();
  });

  it('round-trips through formatSubject', () => {
    const claim = { organizationId: 'o', playerId: 'p', isAdmin: true };
    expect(parseSubject(formatSubject(claim))).toEqual(claim);
  });
});

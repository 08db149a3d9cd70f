import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  emailChangeFormSchema,
  playerInfoFormSchema,
} from './account-forms';

const issues = (result: { success: boolean; error?: { issues: unknown[] } }) =>
  (result.error?.issues ?? []) as Array<{ path: string[]; code: string; params?: unknown }>;

describe('player info form', () => {
  const basic = { FirstName: 'Pat', LastName: 'Player', Phone: '(902) 555-0100' };

  it('needs no address unless the organization collects it', () => {
    expect(playerInfoFormSchema(false).safeParse(basic).success).toBe(true);
    expect(playerInfoFormSchema(true).safeParse(basic).success).toBe(false);
  });

  it('accepts a full address with an empty second line', () => {
    const Address = {
      Line1: '1 Main St',
      Line2: '',
      City: 'Halifax',
      Province: 'NS',
      PostalCode: 'B3H 1A1',
      Country: 'CA',
    };
    expect(playerInfoFormSchema(true).safeParse({ ...basic, Address }).success).toBe(true);
  });

  it('refuses a blank name and a short phone', () => {
    const result = playerInfoFormSchema(false).safeParse({
      ...basic,
      FirstName: ' ',
      Phone: '555',
    });
    expect(issues(result).map((issue) => issue.path.join('.'))).toEqual(['FirstName', 'Phone']);
  });
});

describe('e-mail change form', () => {
  const schema = emailChangeFormSchema('pat@example.org');

  it('wants a valid, different address and a captcha', () => {
    expect(schema.safeParse({ NewEmail: 'new@example.org', Captcha: 'x' }).success).toBe(true);
    expect(issues(schema.safeParse({ NewEmail: 'nope', Captcha: '' })).map((i) => i.code)).toEqual([
      'invalid_format',
      'too_small',
    ]);
    const same = issues(schema.safeParse({ NewEmail: 'PAT@example.org', Captcha: 'x' }));
    expect(same[0]?.params).toEqual({ reason: 'same-email' });
  });
});

describe('password change form', () => {
  const valid = {
    CurrentPassword: 'old password',
    NewPassword: 'a much longer one',
    ConfirmPassword: 'a much longer one',
  };

  it('accepts a long enough new password typed twice', () => {
    expect(changePasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a short one, a mismatch and the same password again', () => {
    expect(
      issues(
        changePasswordFormSchema.safeParse({
          ...valid,
          NewPassword: 'short',
          ConfirmPassword: 'short',
        }),
      )[0]?.code,
    ).toBe('too_small');
    expect(
      issues(changePasswordFormSchema.safeParse({ ...valid, ConfirmPassword: 'other' }))[0]?.params,
    ).toEqual({ reason: 'passwords-differ' });
    const same = { ...valid, NewPassword: valid.CurrentPassword + 'xx', ConfirmPassword: '' };
    expect(issues(changePasswordFormSchema.safeParse(same))[0]?.path).toEqual(['ConfirmPassword']);
    const reused = {
      CurrentPassword: 'same long password',
      NewPassword: 'same long password',
      ConfirmPassword: 'same long password',
    };
    expect(issues(changePasswordFormSchema.safeParse(reused))[0]?.params).toEqual({
      reason: 'same-password',
    });
  });
});

describe('player info form: the address rules (issue 28)', () => {
  const basic = { FirstName: 'Pat', LastName: 'Player', Phone: '(902) 555-0100' };
  const address = {
    Line1: '1 Main St',
    Line2: '',
    City: 'Halifax',
    Province: 'Nova Scotia',
    PostalCode: 'b3h1a1',
    Country: 'CA',
  };
  const reasons = (Address: typeof address, country: string | null = 'CA') =>
    issues(playerInfoFormSchema(true, country).safeParse({ ...basic, Address })).map((issue) => [
      issue.path.join('.'),
      (issue.params as { reason: string }).reason,
    ]);

  it('accepts a province by code or name (English or French) and any spacing of A1A 1A1', () => {
    expect(reasons(address)).toEqual([]);
    expect(reasons({ ...address, Province: 'nouvelle-ecosse', PostalCode: 'B3H 1A1' })).toEqual([]);
  });

  it('refuses an emoji postal code, Narnia and another country than the organization’s', () => {
    expect(reasons({ ...address, PostalCode: '💥💥💥', Province: 'Narnia' })).toEqual([
      ['Address.Province', 'province'],
      ['Address.PostalCode', 'postal-code'],
    ]);
    expect(
      reasons({ ...address, Country: 'US', Province: 'NY', PostalCode: '10001' }, 'CA'),
    ).toEqual([['Address.Country', 'country']]);
    expect(
      reasons({ ...address, Country: 'US', Province: 'NY', PostalCode: '10001' }, null),
    ).toEqual([]);
  });
});

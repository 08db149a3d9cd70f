import { describe, expect, it } from 'vitest';
import { charitySetupSchema } from './charity-setup';
import { organizationProfileSchema } from './organization-profile';
import { ASSET_LINK_MESSAGE, isSafeLink, SAFE_LINK_MESSAGE } from './safe-link';

const hostile = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'http://evil.example/',
  'ftp://files.example/',
  '//evil.example/',
  '/relative',
  'https://evil.example/\u202Egpj.exe',
];

describe('isSafeLink (issue 26)', () => {
  it.each(hostile)('refuses %j', (link) => expect(isSafeLink(link)).toBe(false));

  it.each([
    'https://harbourviewhealth.example.org/gold-rush',
    'https://status.example.org/?a=1&b=2#x',
    'http://localhost:8080/help',
    'http://goldrush.localhost/help',
    'http://127.0.0.1:5173/',
  ])('accepts %s', (link) => expect(isSafeLink(link)).toBe(true));
});

describe('the schemas of the set-up screens, the staff calls and the YAML loader', () => {
  it.each(['loginMoreInfoUrl', 'statusScreenUrl', 'locationServiceHelpLink'] as const)(
    'refuse a script link as %s',
    (field) => {
      const result = organizationProfileSchema.shape[field].safeParse('javascript:alert(1)');
      expect(result.error?.issues[0]?.message).toBe(SAFE_LINK_MESSAGE);
    },
  );

  it("refuse a data: URL as a charity's website", () => {
    const result = charitySetupSchema.safeParse({
      key: 'x',
      name: 'X',
      websiteUrl: 'data:text/html,<script>alert(1)</script>',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('websiteUrl');
  });
});

describe('an organization logo (logoUrl, combinedLogoUrl)', () => {
  it.each(['logoUrl', 'combinedLogoUrl'] as const)(
    '%s: a CDN path or a safe link, nothing else',
    (field) => {
      const schema = organizationProfileSchema.shape[field];
      for (const good of [
        'orgs/goldrush/logo.svg',
        '/orgs/x/logo-2.png',
        'https://cdn.example.org/a.svg',
      ])
        expect(schema.safeParse(good).success, good).toBe(true);
      for (const bad of [
        ...hostile.filter((link) => link !== '/relative'),
        '../../secret.svg',
        'orgs/../x.svg',
        '=1+1',
        '"><svg onload=alert(1)>',
      ]) {
        const result = schema.safeParse(bad);
        expect(result.error?.issues[0]?.message, bad).toBe(ASSET_LINK_MESSAGE);
      }
    },
  );
});

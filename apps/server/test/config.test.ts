import { environmentConfigSchema } from '@charity/domain/api/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from './helpers/expect-api-error';
import { buildTestApp, getAs, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/config', () => {
  it.each([
    ['goldrush', 'Harbourview Health Foundation', 'GoldRush', 'CA-NS'],
    ['fiftyfifty', 'Lakeshore General Hospital Foundation', 'FiftyFifty', 'CA-ON'],
  ] as const)('answers the environment of %s for its host', async (slug, name, product, region) => {
    const response = await getAs(t.app, slug, '/api/config');
    expect(response.statusCode).toBe(200);
    const config = environmentConfigSchema.parse(response.json());
    const origin = `http://${slug}.localhost`;
    expect(config).toMatchObject({
      AuthConfig: {
        Issuer: `${origin}/oidc`,
        ClientId: 'charity-web',
        ShowDebugInformation: false,
      },
      CommonUrl: `${origin}/api/`,
      CDNRoot: `${origin}/cdn`,
      CurrentEnvironment: 'production',
      CaptchaPublicKey: `${origin}/api/captcha/challenge`,
      LocationRequired: true,
      ErrorReportingApiKey: null,
      VersionNumber: '0.1.0',
    });
    expect(config.LocationServiceHelpLink).toMatch(/^https:\/\//);
    expect(config.Organization).toMatchObject({
      OrganizationId: await t.organizationId(slug),
      OrganizationName: name,
      ProductName: product,
      LogoUrl: `${origin}/cdn/orgs/${slug}/logo.svg`,
      CombinedLogoUrl: `${origin}/cdn/orgs/${slug}/combined-logo.svg`,
      ColorThemeUrl: `${origin}/cdn/themes/${slug}.css`,
      StripeKey: null,
      // The licensed jurisdiction names the game's region on the location error (issue 28).
      Jurisdiction: region,
    });
    expect(config.Organization.ContactEmail).toContain('@');
    expect(config.Organization.LoginText).toBeTruthy();
    expect(config.Organization.StatusScreenUrl).toMatch(/^https:\/\//);
  });

  it.each(['localhost:8080', '127.0.0.1:8080', 'localhost'])(
    'serves the default organization on %s',
    async (host) => {
      const response = await t.app.inject({ url: '/api/config', headers: { host } });
      const config = environmentConfigSchema.parse(response.json());
      expect(config.Organization.OrganizationId).toBe(await t.organizationId('goldrush'));
      expect(config.CommonUrl).toBe(`http://${host}/api/`);
    },
  );

  it('answers 404 for a host that serves no organization', async () => {
    const response = await t.app.inject({
      url: '/api/config',
      headers: { host: 'lottery.example.com' },
    });
    expect(expectApiError(response, 404).Code).toBe('NotFound');
  });

  it('answers 404 for an unknown <slug>.localhost', async () => {
    const response = await t.app.inject({
      url: '/api/config',
      headers: { host: 'nobody.localhost' },
    });
    expectApiError(response, 404);
  });
});

describe('GET /api/config with deployment settings', () => {
  let configured: TestApp;
  beforeAll(async () => {
    configured = await buildTestApp({
      env: {
        PUBLIC_ORIGIN: 'https://play.example.org/',
        CURRENT_ENVIRONMENT: 'development',
        ERROR_REPORTING_API_KEY: 'key-123',
        DEFAULT_ORGANIZATION: 'fiftyfifty',
      },
    });
  });
  afterAll(() => configured.close());

  it('uses PUBLIC_ORIGIN, the environment name and the default organization', async () => {
    const response = await configured.app.inject({
      url: '/api/config',
      headers: { host: 'localhost' },
    });
    const config = environmentConfigSchema.parse(response.json());
    expect(config.AuthConfig).toEqual({
      Issuer: 'https://play.example.org/oidc',
      ClientId: 'charity-web',
      ShowDebugInformation: true,
    });
    expect(config.CDNRoot).toBe('https://play.example.org/cdn');
    expect(config.CurrentEnvironment).toBe('development');
    expect(config.ErrorReportingApiKey).toBe('key-123');
    expect(config.Organization.ProductName).toBe('FiftyFifty');
  });
});

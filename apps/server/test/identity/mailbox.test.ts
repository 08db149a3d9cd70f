import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxAvailable } from '../../src/mail/mailbox-routes';
import { buildTestApp, getAs, type TestApp } from '../helpers/test-app';
import { testIdentity } from './fixtures';

describe('when /dev/mailbox exists', () => {
  it('whenever mail stays in the outbox, outside production', () => {
    expect(mailboxAvailable({ CURRENT_ENVIRONMENT: 'demo', SMTP_URL: undefined })).toBe(true);
    expect(mailboxAvailable({ CURRENT_ENVIRONMENT: 'test', SMTP_URL: undefined })).toBe(true);
    expect(mailboxAvailable({ CURRENT_ENVIRONMENT: 'development', SMTP_URL: undefined })).toBe(
      true,
    );
    expect(mailboxAvailable({ CURRENT_ENVIRONMENT: 'production', SMTP_URL: undefined })).toBe(
      false,
    );
    expect(mailboxAvailable({ CURRENT_ENVIRONMENT: 'Production', SMTP_URL: undefined })).toBe(
      false,
    );
    expect(
      mailboxAvailable({ CURRENT_ENVIRONMENT: 'demo', SMTP_URL: 'smtp://mail.example:25' }),
    ).toBe(false);
  });
});

describe('/dev/mailbox in the demo environment (npm start)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { CURRENT_ENVIRONMENT: 'demo' },
      app: { identity: testIdentity },
    });
    const { mailer } = t.app.identity;
    for (const to of ['first@example.org', 'Second@Example.org']) {
      await mailer.send({
        organizationId: null,
        to,
        subject: `Hello ${to}`,
        text: `Open http://goldrush.localhost/oidc/account/reset-password?token=${to}`,
        html: '',
      });
    }
  });
  afterAll(() => t.close());

  it('lists the outbox with each message’s links, never cached', async () => {
    const page = await getAs(t.app, 'goldrush', '/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Hello first@example.org');
    expect(page.body).toContain(
      '<a href="http://goldrush.localhost/oidc/account/reset-password?token=first@example.org">',
    );
  });

  it('shows one address’s mail with ?to= (any case)', async () => {
    const page = await getAs(t.app, 'goldrush', '/dev/mailbox?to=second%40example.org');
    expect(page.body).toContain('Hello Second@Example.org');
    expect(page.body).not.toContain('Hello first@example.org');
  });
});

describe('/dev/mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { CURRENT_ENVIRONMENT: 'production' },
      app: { identity: testIdentity },
    });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    expect((await getAs(t.app, 'goldrush', '/dev/mailbox')).statusCode).toBe(404);
  });
});

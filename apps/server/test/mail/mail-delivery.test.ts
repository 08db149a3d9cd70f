import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/mailer';
import { adminHeaders, bearerFor } from '../draws/draw-fixtures';
import { expectApiError } from '../helpers/expect-api-error';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createPlayer, testIdentity } from '../identity/fixtures';

const message = (to: string) => ({
  organizationId: null,
  to,
  subject: `Hello ${to}`,
  text: 'Open https://goldrush.example/game/dashboard',
  html: '<p><a href="https://goldrush.example/game/dashboard">Open</a></p>',
});

async function outboxRow(t: TestApp, to: string) {
  return t.database.db
    .selectFrom('mail_outbox')
    .select(['status', 'attempts', 'last_error', 'sent_at'])
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
}

describe('mail through the outbox to a real SMTP server', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer(2);
    t = await buildTestApp({
      // No timer and no wait between attempts: the test runs each delivery pass itself.
      env: { SMTP_URL: smtp.url, MAIL_INTERVAL_MS: '0', MAIL_RETRY_BASE_MS: '0' },
      app: { identity: testIdentity },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('arrives exactly once when the first two attempts are refused, with two senders', async () => {
    const { mailer } = t.app.identity;
    await mailer.send(message('retry@example.org'));
    await mailer.sender?.idle();
    // A second node on the same database, racing the first for the same row.
    const otherNode = createMailer(t.database.db, t.app.log, {
      smtpUrl: smtp.url,
      from: 'Other <no-reply@localhost>',
      baseDelayMs: 0,
      maxAttempts: 10,
    });
    for (let pass = 0; pass < 4; pass += 1) {
      await Promise.all([mailer.sender?.deliverDue(), otherNode.sender?.deliverDue()]);
    }
    expect(smtp.refused).toBe(2);
    const delivered = smtp.received.filter((mail) => mail.to.includes('retry@example.org'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.raw).toContain('Subject: Hello retry@example.org');
    const row = await outboxRow(t, 'retry@example.org');
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('keeps the message in the outbox, not sent, when the send happens inside a rolled-back transaction', async () => {
    const { mailer } = t.app.identity;
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await mailer.send(message('rolled-back@example.org'), trx);
        throw new Error('the money part failed');
      })
      .catch(() => undefined);
    await mailer.sender?.deliverDue();
    expect(smtp.received.some((mail) => mail.to.includes('rolled-back@example.org'))).toBe(false);
  });
});

describe('a message the SMTP server never accepts', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer(Number.MAX_SAFE_INTEGER);
    t = await buildTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_INTERVAL_MS: '0',
        MAIL_RETRY_BASE_MS: '0',
        MAIL_MAX_ATTEMPTS: '3',
      },
      app: { identity: testIdentity },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is failed after its attempts, with the reason, and no longer tried', async () => {
    const { mailer } = t.app.identity;
    await mailer.send(message('never@example.org'));
    await mailer.sender?.idle();
    for (let pass = 0; pass < 5; pass += 1) await mailer.sender?.deliverDue();
    expect(smtp.refused).toBe(3);
    const row = await outboxRow(t, 'never@example.org');
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(3);
    expect(row.last_error).toMatch(/451/);
  });

  it("is counted and listed for the organization's administrators only", async () => {
    const goldrushId = await t.organizationId('goldrush');
    await t.app.identity.mailer.send({
      ...message('lost@example.org'),
      organizationId: goldrushId,
    });
    await t.app.identity.mailer.sender?.idle();
    for (let pass = 0; pass < 3; pass += 1) await t.app.identity.mailer.sender?.deliverDue();
    const url = `/api/reports/mail-delivery/for-organization/${goldrushId}`;
    const response = await t.app.inject({ url, headers: await adminHeaders(t, 'goldrush') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Pending: 0,
      Failed: 1,
      FailedMessages: [{ To: 'lost@example.org', Subject: 'Hello lost@example.org', Attempts: 3 }],
    });
    expectApiError(await t.app.inject({ url, headers: await adminHeaders(t, 'fiftyfifty') }), 403);
    const player = await createPlayer(t.database.db, goldrushId);
    const asPlayer = await bearerFor(t, 'goldrush', player, false);
    expectApiError(await t.app.inject({ url, headers: asPlayer }), 403);
    expectApiError(await t.app.inject({ url, headers: { host: 'goldrush.localhost' } }), 401);
  });
});

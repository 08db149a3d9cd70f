import { createHmac, timingSafeEqual } from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
const TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme Stripe uses. */
export function signSandboxPayload(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function verifySandboxSignature(
  secret: string,
  body: Buffer,
  header: string | undefined,
  now = Date.now(),
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

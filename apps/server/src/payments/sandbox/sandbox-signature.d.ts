export declare const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme Stripe uses. */
export declare function signSandboxPayload(secret: string, body: string, now?: number): string;
export declare function verifySandboxSignature(
  secret: string,
  body: Buffer,
  header: string | undefined,
  now?: number,
): boolean;

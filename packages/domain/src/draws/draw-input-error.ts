/**
 * Thrown by the draw engine when its input breaks a rule (a malformed seed, a duplicate or
 * out-of-order entry, a negative amount...). The server maps it to a 400 or a failed job;
 * the verifier reports it as a failure.
 */
export class DrawInputError extends Error {
  override readonly name = 'DrawInputError';
}

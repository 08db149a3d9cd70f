/** What a page asks of the new-card form, whichever processor draws it. */
export interface NewCardHandle {
  /** A one-time token for a charge; null when the form now shows what to fix. */
  paymentToken(): Promise<string | null>;
  /**
   * The token that saves the card: the sandbox token, or the id of the SetupIntent the card
   * confirmed (Stripe answers a client secret when the setup starts).
   */
  setupToken(clientSecret: string | null): Promise<string | null>;
}

/** A refusal to show the player, already in their language. */
export class CardFormError extends Error {
  override name = 'CardFormError';
}

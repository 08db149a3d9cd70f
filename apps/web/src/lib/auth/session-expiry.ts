let expired = false;

/**
 * Remembers, for the sign-in page, that the player was sent there because their session ran
 * out or was refused, so it can say so instead of appearing without a word.
 */
export const sessionExpiry = {
  mark(): void {
    expired = true;
  },
  peek(): boolean {
    return expired;
  },
  clear(): void {
    expired = false;
  },
};

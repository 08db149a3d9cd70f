import type { Executor } from '../../db/executor';
import type { SavedCard } from '../payment-provider';
export interface CardForm {
  CardNumber: string;
  ExpMonth: number;
  ExpYear: number;
  Cvc: string;
}
declare const newId: (prefix: string) => string;
/**
 * The sandbox's tokeniser: the number is read once to learn its test outcome and its last
 * four digits, then forgotten. Only the token and that outcome are kept.
 */
export declare function tokenizeCard(
  db: Executor,
  form: CardForm,
  now?: Date,
): Promise<{
  Token: string;
  Brand: string;
  Last4: string;
}>;
export declare function findSandboxCard(
  db: Executor,
  token: string,
): Promise<
  | {
      token: string;
      created_at: Date;
      brand: string;
      last4: string;
      exp_month: number;
      exp_year: number;
      customer_id: string | null;
      outcome: string;
    }
  | undefined
>;
/** A saved card is the token attached to a customer; it can then be charged off-session. */
export declare function attachSandboxCard(
  db: Executor,
  customerId: string,
  token: string,
): Promise<SavedCard>;
export { newId };

import { type Receipt } from '@charity/domain/payments/payment-api';
import type { Executor } from '../db/executor';
/** DESIGN.md "Receipts and disclosures": everything a licensed raffle's receipt must show. */
export declare function buildReceipt(
  trx: Executor,
  paymentId: string,
): Promise<Omit<Receipt, 'ReceiptNumber' | 'IssuedOn'>>;
export declare function findReceipt(db: Executor, paymentId: string): Promise<Receipt | null>;

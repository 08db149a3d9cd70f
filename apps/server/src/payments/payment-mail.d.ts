import type { Receipt } from '@charity/domain/payments/payment-api';
import type { FastifyInstance } from 'fastify';
export declare function sendReceiptMail(
  app: FastifyInstance,
  organizationId: string,
  to: string,
  receipt: Receipt,
): Promise<void>;
export declare function sendRenewalFailedMail(
  app: FastifyInstance,
  organizationId: string,
  to: string,
  details: {
    organizationName: string;
    numbers: number[];
    message: string;
  },
): Promise<void>;

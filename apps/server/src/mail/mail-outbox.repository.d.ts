import type { Executor } from '../db/executor';
export declare function listOutbox(
  db: Executor,
  limit?: number,
): Promise<
  {
    id: string;
    created_at: Date;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
  }[]
>;
/** The newest message to an address (tests and the dev mailbox). */
export declare function latestMailTo(
  db: Executor,
  to: string,
): Promise<
  | {
      id: string;
      created_at: Date;
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
    }
  | undefined
>;

import type { Executor } from '../db/executor';
/** Active charities of one organization, in category order then charity order. */
export declare function listActiveCharities(
  db: Executor,
  organizationId: string,
): Promise<
  {
    id: string;
    description: string;
    name: string;
    logo_url: string | null;
    website_url: string | null;
    category_id: string;
    category_name: string;
  }[]
>;
export type ActiveCharity = Awaited<ReturnType<typeof listActiveCharities>>[number];

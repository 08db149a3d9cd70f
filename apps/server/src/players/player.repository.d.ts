import type { Executor } from '../db/executor';
/** The player record with what the API derives from it: latest terms and the pledge's state. */
export declare function findPlayerView(
  db: Executor,
  organizationId: string,
  playerId: string,
): Promise<
  | {
      collect_player_address: boolean | null;
      id: string;
      email: string;
      first_name: string;
      last_name: string;
      phone: string;
      address_line1: string | null;
      address_line2: string | null;
      address_city: string | null;
      address_province: string | null;
      address_postal_code: string | null;
      address_country: string | null;
      agreed_terms_version_id: string | null;
      agreed_terms_at: Date | null;
      charity_id: string | null;
      charity_active: boolean | null;
      latest_terms_id: string | null;
    }
  | undefined
>;
export type PlayerView = NonNullable<Awaited<ReturnType<typeof findPlayerView>>>;

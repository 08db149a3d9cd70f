import type { Executor } from '../db/executor';
export declare function findOrganizationSettings(
  db: Executor,
  organizationId: string,
): Promise<
  | {
      organization_id: string;
      max_numbers_per_player: number;
      collect_player_address: boolean;
      location_required: boolean;
      minimum_age: number;
      licence_number: string | null;
      jurisdiction: string;
    }
  | undefined
>;
export type OrganizationSettings = NonNullable<
  Awaited<ReturnType<typeof findOrganizationSettings>>
>;

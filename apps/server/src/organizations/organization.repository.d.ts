import type { Executor } from '../db/executor';
export declare function findOrganizationById(
  db: Executor,
  id: string,
): Promise<
  | {
      id: string;
      slug: string;
      name: string;
      product_name: string;
      logo_url: string | null;
      combined_logo_url: string | null;
      contact_email: string | null;
      login_text: string | null;
      login_more_info_url: string | null;
      stripe_public_key: string | null;
      status_screen_url: string | null;
      status_screen_url_text: string | null;
      location_service_help_link: string | null;
      theme_primary: string;
      theme_primary_contrast: string;
      theme_accent: string;
      theme_background: string;
      theme_surface: string;
      theme_text: string;
      current_game_id: string | null;
    }
  | undefined
>;
export declare function findOrganizationBySlug(
  db: Executor,
  slug: string,
): Promise<
  | {
      id: string;
      slug: string;
      name: string;
      product_name: string;
      logo_url: string | null;
      combined_logo_url: string | null;
      contact_email: string | null;
      login_text: string | null;
      login_more_info_url: string | null;
      stripe_public_key: string | null;
      status_screen_url: string | null;
      status_screen_url_text: string | null;
      location_service_help_link: string | null;
      theme_primary: string;
      theme_primary_contrast: string;
      theme_accent: string;
      theme_background: string;
      theme_surface: string;
      theme_text: string;
      current_game_id: string | null;
    }
  | undefined
>;
export declare function findOrganizationByHost(
  db: Executor,
  host: string,
): Promise<
  | {
      id: string;
      slug: string;
      name: string;
      product_name: string;
      logo_url: string | null;
      combined_logo_url: string | null;
      contact_email: string | null;
      login_text: string | null;
      login_more_info_url: string | null;
      stripe_public_key: string | null;
      status_screen_url: string | null;
      status_screen_url_text: string | null;
      location_service_help_link: string | null;
      theme_primary: string;
      theme_primary_contrast: string;
      theme_accent: string;
      theme_background: string;
      theme_surface: string;
      theme_text: string;
      current_game_id: string | null;
    }
  | undefined
>;
export type Organization = NonNullable<Awaited<ReturnType<typeof findOrganizationById>>>;
export declare function countOrganizations(db: Executor): Promise<number>;
export declare function listOrganizationHosts(db: Executor): Promise<
  {
    slug: string;
    host: string;
  }[]
>;

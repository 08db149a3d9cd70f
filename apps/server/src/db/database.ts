import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Read as Date; written as Date or ISO string; defaulted by the database on insert. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface OrganizationsTable {
  id: Generated<string>;
  slug: string;
  name: string;
  product_name: string;
  logo_url: string | null;
  combined_logo_url: string | null;
  contact_email: string | null;
  helpline_name: string | null;
  helpline_phone: string | null;
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
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OrganizationHostsTable {
  host: string;
  organization_id: string;
}

export interface OrganizationSettingsTable {
  organization_id: string;
  max_numbers_per_player: number;
  collect_player_address: boolean;
  location_required: boolean;
  minimum_age: number;
  licence_number: string | null;
  jurisdiction: string;
  record_retention_years: Generated<number>;
  updated_at: UpdatedAt;
}

export interface TermsVersionsTable {
  id: Generated<string>;
  organization_id: string;
  version: number;
  terms_of_service: string;
  game_rules: string;
  privacy_policy: string;
  published_at: CreatedAt;
}

export interface TermsTranslationsTable {
  terms_version_id: string;
  locale: 'fr';
  terms_of_service: string;
  game_rules: string;
  privacy_policy: string;
}

export interface CharityCategoriesTable {
  id: Generated<string>;
  organization_id: string;
  key: string;
  name: string;
  sort_order: number;
}

export interface CharitiesTable {
  id: Generated<string>;
  organization_id: string;
  category_id: string;
  key: string;
  name: string;
  description: string;
  logo_url: string | null;
  website_url: string | null;
  active: boolean;
  sort_order: number;
}

export interface GamesTable {
  id: Generated<string>;
  organization_id: string;
  key: string;
  game_type: number;
  name: string;
  number_range_max: number;
  ticket_price_cents: number;
  winner_share_percent: number;
  manual_draw: boolean;
  subscriptions_enabled: boolean;
  lock_players_to_region: boolean;
  region_geojson: ColumnType<unknown, string | null, string | null> | null;
  draw_weekday: number | null;
  draw_time: string | null;
  time_zone: string;
  sales_close_minutes_before_draw: number;
  created_at: CreatedAt;
}

export interface GameInstancesTable {
  id: Generated<string>;
  game_id: string;
  sequence: number;
  name: string;
  description: string;
  status: string;
  ticket_price_cents: number;
  pot_total_cents: Generated<number>;
  started_on: Timestamp | null;
  ended_on: Timestamp | null;
  sales_close_at: Timestamp;
  draw_at: Timestamp;
  seed_commitment: string | null;
  created_at: CreatedAt;
}

export interface ClientErrorsTable {
  id: Generated<string>;
  organization_id: string | null;
  message: string;
  stack: string | null;
  url: string;
  app_version: string;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: CreatedAt;
  organization_id: string | null;
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  details: ColumnType<unknown, string, never>;
}

export interface Database {
  organizations: OrganizationsTable;
  organization_hosts: OrganizationHostsTable;
  organization_settings: OrganizationSettingsTable;
  terms_versions: TermsVersionsTable;
  terms_translations: TermsTranslationsTable;
  charity_categories: CharityCategoriesTable;
  charities: CharitiesTable;
  games: GamesTable;
  game_instances: GameInstancesTable;
  client_errors: ClientErrorsTable;
  audit_log: AuditLogTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type NewOrganization = Insertable<OrganizationsTable>;
export type GameRow = Selectable<GamesTable>;

import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface PlayerNumberGroupsTable {
  id: Generated<string>;
  organization_id: string;
  player_id: string;
  game_id: string;
  idempotency_key: string | null;
  subscription_status: Generated<number>;
  subscription_instance_id: string | null;
  subscription_method_id: string | null;
  subscribed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface PlayerNumbersTable {
  game_id: string;
  ticket_number: number;
  player_id: string;
  group_id: string;
  created_at: CreatedAt;
}

export interface InstanceEntriesTable {
  game_instance_id: string;
  ticket_number: number;
  group_id: string;
  player_id: string;
  payment_id: string;
  paid: Generated<boolean>;
  created_at: CreatedAt;
}

export type PaymentKind = 'purchase' | 'play' | 'renewal';

export interface PaymentsTable {
  id: Generated<string>;
  organization_id: string;
  player_id: string;
  game_instance_id: string;
  kind: PaymentKind;
  amount_cents: number;
  currency: string;
  status: Generated<'processing' | 'requires_action' | 'succeeded' | 'failed' | 'refunded'>;
  provider: string;
  provider_reference: string | null;
  client_secret: string | null;
  next_action_url: string | null;
  idempotency_key: string;
  request_hash: string;
  group_ids: string[];
  payment_method_id: string | null;
  failure_code: string | null;
  failure_message: string | null;
  /** Migration 0053: the numbers a failed payment was for, kept when its entries were let go. */
  asked_numbers: ColumnType<number[] | null, never, number[] | null>;
  /** Migration 0055: when its receipt last went out again (player or support); null: never. */
  receipt_last_resent_at: ColumnType<Date | null, never, Date | null>;
  /** The card this payment saves once it succeeds (a SavedCard and its customer). */
  card_to_save: ColumnType<unknown, string | null | undefined, string | null> | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  event_type: string;
  payment_id: string | null;
  received_at: CreatedAt;
}

export interface PaymentCustomersTable {
  player_id: string;
  provider: string;
  customer_id: string;
}

export interface PaymentMethodsTable {
  id: Generated<string>;
  player_id: string;
  provider: string;
  provider_customer_id: string;
  provider_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** The processor's name for the card behind every token: one saved row per card. */
  fingerprint: string | null;
  created_at: CreatedAt;
  removed_at: Timestamp | null;
}

export interface ReceiptsTable {
  id: Generated<string>;
  receipt_number: Generated<number>;
  payment_id: string;
  organization_id: string;
  player_id: string;
  issued_at: CreatedAt;
  contents: Json<Record<string, unknown>>;
}

export interface SandboxCardsTable {
  token: string;
  outcome: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  customer_id: string | null;
  fingerprint: string | null;
  created_at: CreatedAt;
}

export interface SandboxChargesTable {
  id: string;
  idempotency_key: string;
  token: string;
  amount_cents: number;
  payment_id: string;
  status: string;
  created_at: CreatedAt;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  payload: Json<Record<string, unknown>>;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  run_after: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

// Merged into the foundation's Database so its file stays untouched by this feature.
declare module '../db/database' {
  interface Database {
    player_number_groups: PlayerNumberGroupsTable;
    player_numbers: PlayerNumbersTable;
    instance_entries: InstanceEntriesTable;
    payments: PaymentsTable;
    payment_events: PaymentEventsTable;
    payment_customers: PaymentCustomersTable;
    payment_methods: PaymentMethodsTable;
    receipts: ReceiptsTable;
    sandbox_cards: SandboxCardsTable;
    sandbox_charges: SandboxChargesTable;
    jobs: JobsTable;
    game_numbers_exhausted: {
      game_id: string;
      checked_at: ColumnType<Date, Date | string | undefined, Date | string>;
    };
  }
  interface OrganizationsTable {
    /** Which PaymentProvider adapter charges this organization's players. */
    payment_provider: Generated<'sandbox' | 'stripe'>;
  }
}

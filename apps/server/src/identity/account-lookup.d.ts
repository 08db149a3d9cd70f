import type { FastifyInstance } from 'fastify';
import type { TokenPurpose } from './identity-tables';
/** The token (if still valid) and the account it was issued for. */
export declare function accountForToken(
  app: FastifyInstance,
  token: unknown,
  purpose: TokenPurpose,
): Promise<
  | {
      token: import('../accounts/one-time-tokens').ValidToken;
      account: {
        id: string;
        organization_id: string;
        email: string;
        password_hash: string;
        first_name: string;
        last_name: string;
        phone: string;
        address_line1: string | null;
        address_line2: string | null;
        address_city: string | null;
        address_province: string | null;
        address_postal_code: string | null;
        address_country: string | null;
        email_verified_at: Date | null;
        is_admin: boolean;
        agreed_terms_version_id: string | null;
        agreed_terms_at: Date | null;
        charity_id: string | null;
        pledged_at: Date | null;
      };
    }
  | undefined
>;

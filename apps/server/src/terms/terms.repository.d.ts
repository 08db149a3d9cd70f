import type { Executor } from '../db/executor';
/** The latest terms are the highest version; older versions stay for players who agreed. */
export declare function findLatestTerms(
  db: Executor,
  organizationId: string,
): Promise<
  | {
      id: string;
      version: number;
      terms_of_service: string;
      game_rules: string;
      privacy_policy: string;
      published_at: Date;
    }
  | undefined
>;
export interface TermsTexts {
  terms_of_service: string;
  game_rules: string;
  privacy_policy: string;
}
export declare function insertTermsVersion(
  db: Executor,
  organizationId: string,
  version: number,
  texts: TermsTexts,
): Promise<{
  id: string;
  version: number;
}>;

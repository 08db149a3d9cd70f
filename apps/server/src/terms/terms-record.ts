import { termsOfServiceKey, type TermsRecord } from '@charity/domain/api/terms';
import type { TermsTexts } from './terms.repository';

/** Spec §3 "Terms record": the terms of service under `{ProductName}Tos`. */
export function termsRecord(productName: string, terms: TermsTexts & { id: string }): TermsRecord {
  return {
    [termsOfServiceKey(productName)]: terms.terms_of_service,
    GameRules: terms.game_rules,
    TermsOfServiceId: terms.id,
    PrivacyPolicy: terms.privacy_policy,
  };
}

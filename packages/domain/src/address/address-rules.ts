import { isPostalCode, provinceCode } from './places';

/** Why an address field was refused; screens (and the server's 400) carry the reason. */
export type AddressRuleReason = 'postal-code' | 'province' | 'country';

export interface AddressRuleIssue {
  field: 'PostalCode' | 'Province' | 'Country';
  reason: AddressRuleReason;
}

interface CheckedAddress {
  Province: string;
  PostalCode: string;
  Country: string;
}

/**
 * The address rules shared by the server and the app: a postal code and a province that exist
 * in the address's country, and that country the organization's own (when it has one).
 */
export function addressRuleIssues(
  address: CheckedAddress,
  organizationCountry: string | null = null,
): AddressRuleIssue[] {
  const issues: AddressRuleIssue[] = [];
  if (organizationCountry && address.Country !== organizationCountry) {
    issues.push({ field: 'Country', reason: 'country' });
  }
  if (address.Province.trim() && provinceCode(address.Country, address.Province) === null) {
    issues.push({ field: 'Province', reason: 'province' });
  }
  if (address.PostalCode.trim() && !isPostalCode(address.Country, address.PostalCode)) {
    issues.push({ field: 'PostalCode', reason: 'postal-code' });
  }
  return issues;
}

/** What each refusal says (the app words it in the player's language from the reason). */
export const ADDRESS_RULE_MESSAGES: Record<AddressRuleReason, string> = {
  'postal-code': 'Enter a valid postal code, like B3H 1A1.',
  province: 'Enter a province or territory, like NS or Nova Scotia.',
  country: 'Enter an address in the organization’s country.',
};

interface IssueSink {
  addIssue(issue: {
    code: 'custom';
    path: string[];
    message: string;
    params: { reason: AddressRuleReason };
  }): void;
}

/** A zod `superRefine` applying the address rules to an address object. */
export function refineAddress(organizationCountry: string | null = null) {
  return (address: CheckedAddress, ctx: IssueSink): void => {
    for (const issue of addressRuleIssues(address, organizationCountry)) {
      ctx.addIssue({
        code: 'custom',
        path: [issue.field],
        message: ADDRESS_RULE_MESSAGES[issue.reason],
        params: { reason: issue.reason },
      });
    }
  };
}

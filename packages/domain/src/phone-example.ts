/**
 * A phone number example in the organization's own province (issue 12: the Ontario
 * organization showed a Nova Scotia number). Area codes of each province's largest city,
 * with 555-01xx, the range North America keeps for fiction.
 */
const AREA_CODES: Record<string, string> = {
  'CA-AB': '403',
  'CA-BC': '604',
  'CA-MB': '204',
  'CA-NB': '506',
  'CA-NL': '709',
  'CA-NS': '902',
  'CA-NT': '867',
  'CA-NU': '867',
  'CA-ON': '416',
  'CA-PE': '902',
  'CA-QC': '514',
  'CA-SK': '306',
  'CA-YT': '867',
};

export function phoneExample(jurisdiction: string): string {
  return `${AREA_CODES[jurisdiction.toUpperCase()] ?? '555'}-555-0123`;
}

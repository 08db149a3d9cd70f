/** What an e-mail says, once; the renderer writes it as plain text and as HTML. */
export type MailBlock =
  | { paragraph: string }
  | { link: { label: string; href: string } }
  | { rows: ReadonlyArray<readonly [label: string, value: string]> };

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
  /** Why the mail came: an account (the default), or an invitation to someone who may have none. */
  reason?: 'account' | 'invitation';
}

/** The organization an e-mail comes from, as the player knows it. */
export interface MailBranding {
  organizationId: string;
  name: string;
  /** The site's origin: every link in an e-mail is absolute (issue 11). */
  origin: string;
  logoUrl: string;
  primary: string;
  primaryContrast: string;
  contactEmail: string | null;
  /** The responsible-gambling help line, e.g. "ConnexOntario 1-866-531-2600". */
  helpline: string | null;
}

export class RelativeMailLinkError extends Error {
  constructor(href: string) {
    super(`An e-mail link must be absolute (http or https): ${href}`);
    this.name = 'RelativeMailLinkError';
  }
}

/** Refuses a link a mail reader could not open: relative, or of another scheme. */
export function absoluteLink(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new RelativeMailLinkError(href);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RelativeMailLinkError(href);
  return url.toString();
}

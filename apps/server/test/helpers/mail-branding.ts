import type { MailBranding } from '../../src/mail/templates/mail-content';

/** An organization's look in the e-mails, as the template tests render them. */
export const testBranding: MailBranding = {
  organizationId: '00000000-0000-4000-8000-000000000001',
  name: 'Harbourview Health Foundation',
  origin: 'https://lotto.example.org',
  logoUrl: 'https://lotto.example.org/cdn/orgs/goldrush/logo.svg',
  primary: '#123456',
  primaryContrast: '#ffffff',
  contactEmail: 'help@example.org',
  helpline: 'Nova Scotia Problem Gambling Help Line 1-888-347-8888',
};

import type { OrganizationProfile } from '@charity/domain/setup/organization-profile';

/** The editable fields of the profile form, by dotted path, with their kind of input. */
export const textFields = [
  'name',
  'contactEmail',
  'loginText',
  'loginMoreInfoUrl',
  'logoUrl',
  'combinedLogoUrl',
  'statusScreenUrl',
  'statusScreenUrlText',
  'locationServiceHelpLink',
  'helpline.name',
  'helpline.phone',
  'stripePublicKey',
  'settings.licenceNumber',
  'settings.jurisdiction',
] as const;
export const numberFields = [
  'settings.minimumAge',
  'settings.maxNumbersPerPlayer',
  'settings.recordRetentionYears',
] as const;
export const switchFields = ['settings.collectPlayerAddress', 'settings.locationRequired'] as const;
export const colourFields = [
  'theme.primary',
  'theme.primaryContrast',
  'theme.accent',
  'theme.background',
  'theme.surface',
  'theme.text',
] as const;

export type ProfileForm = Record<string, string | boolean>;

export function toForm(profile: OrganizationProfile): ProfileForm {
  const form: ProfileForm = {};
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value))
        walk(inner, prefix ? `${prefix}.${key}` : key);
    } else {
      form[prefix] = typeof value === 'boolean' ? value : value === null ? '' : String(value);
    }
  };
  walk(profile, '');
  // No help line yet: its two fields start empty.
  if (profile.helpline === null) {
    delete form.helpline;
    form['helpline.name'] = '';
    form['helpline.phone'] = '';
  }
  return form;
}

/** The form back as the profile the server takes: empty text is null, numbers are numbers. */
export function fromForm(form: ProfileForm): Record<string, unknown> {
  const profile: Record<string, unknown> = {};
  for (const [path, raw] of Object.entries(form)) {
    const value =
      typeof raw === 'boolean'
        ? raw
        : (numberFields as readonly string[]).includes(path)
          ? Number(raw)
          : raw.trim() === ''
            ? null
            : raw.trim();
    const parts = path.split('.');
    const last = parts.pop() ?? path;
    let node = profile;
    for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
    node[last] = value;
  }
  // A help line is a name and a number, or none: two empty fields are none.
  const helpline = profile.helpline as { name?: unknown; phone?: unknown } | undefined;
  if (helpline && helpline.name === null && helpline.phone === null) profile.helpline = null;
  return profile;
}

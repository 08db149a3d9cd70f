import type { TFunction } from 'i18next';

/** "staff.role-changed" in words: the console's name for it, else "Staff role changed". */
export function auditActionLabel(t: TFunction, action: string): string {
  const words = action.replace(/[.-]/g, ' ');
  return t(`staffAudit.actions.${action.replace(/\./g, '_')}`, {
    defaultValue: words.charAt(0).toUpperCase() + words.slice(1),
  });
}

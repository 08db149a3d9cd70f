/**
 * Staff roles per organization (DESIGN.md §3 "Staff"). Every role keeps the spec's admin
 * claim (`…|true`); what a member may do is decided by the role, on the server.
 */
export const STAFF_ROLES = ['owner', 'manager', 'auditor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff call needs. One permission per kind of call, not per route. */
export const STAFF_PERMISSIONS = [
  /** See the manual draw view, draws and their verification. */
  'draws.read',
  /** Run a manual draw. */
  'draws.run',
  /** Record that a prize was paid out. */
  'prizes.record',
  /** Read reports and their CSV. */
  'reports.read',
  /** Read the organization's set-up (profile, charities, terms, games) and export it. */
  'setup.read',
  /** Change the organization's profile and settings. */
  'organization.edit',
  /** Add, edit and retire charities and categories. */
  'charities.edit',
  /** Publish terms of service, game rules and privacy policy. */
  'terms.publish',
  /** Create, edit and cancel games and instances. */
  'games.edit',
  /** Read the whole audit log and export it. */
  'audit.read',
  /** Read the audit log's entries of one's own actions (the audit call needs at least this). */
  'audit.own.read',
  /** Find players and see their history. */
  'players.read',
  /** Resend a receipt to a player. */
  'receipts.resend',
  /** Void an order before its draw, or refund a payment (issue 16). */
  'payments.refund',
  /** Enter a draw's expenses for the licence's financial return (issue 27). */
  'expenses.record',
  /** Invite staff and change their roles. */
  'staff.manage',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const permissionsByRole: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  manager: [
    'draws.read',
    'draws.run',
    'prizes.record',
    'reports.read',
    'setup.read',
    'charities.edit',
    'terms.publish',
    'games.edit',
    // Voids and refunds start from a player's payments in player support.
    'players.read',
    'payments.refund',
    'expenses.record',
    // A manager reads what they did themselves, and resends a receipt a player asks for.
    'audit.own.read',
    'receipts.resend',
  ],
  // Read-only, as some licences require: nothing here changes state.
  auditor: ['draws.read', 'reports.read', 'setup.read', 'audit.read', 'audit.own.read'],
  // Helps players; no money moves and no set-up changes.
  support: ['players.read', 'receipts.resend'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a member with this role (or none: a player) may make this kind of call. */
export function roleAllows(role: StaffRole | null, permission: StaffPermission): boolean {
  return role !== null && permissionsByRole[role].includes(permission);
}

export function permissionsOf(role: StaffRole | null): StaffPermission[] {
  return role === null ? [] : [...permissionsByRole[role]];
}

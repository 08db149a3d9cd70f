import type { StaffPermission } from './staff-roles';

/**
 * Every staff call and the permission it needs: the one table the server guards by and the
 * console shows its controls by (decision 0020), so the two cannot drift. A call is written
 * as the server routes it, `METHOD /api/path` with its `:params`. The server refuses to
 * start when a route marked as a staff call names another permission, and
 * staff-access.test.ts fails when a staff route is missing here or an entry has no route.
 */
export const STAFF_CALLS = {
  'GET /api/staff/for-organization/:organizationId': 'staff.manage',
  'POST /api/staff/invite': 'staff.manage',
  'POST /api/staff/invitation/revoke': 'staff.manage',
  'POST /api/staff/role': 'staff.manage',
  'POST /api/staff/remove': 'staff.manage',
  'GET /api/setup/export/for-organization/:organizationId': 'setup.read',
  'GET /api/setup/organization/for-organization/:organizationId': 'setup.read',
  'PUT /api/setup/organization/for-organization/:organizationId': 'organization.edit',
  'GET /api/setup/charities/for-organization/:organizationId': 'setup.read',
  'POST /api/setup/charities/for-organization/:organizationId': 'charities.edit',
  'PUT /api/setup/charity/:charityId/for-organization/:organizationId': 'charities.edit',
  'DELETE /api/setup/charity/:charityId/for-organization/:organizationId': 'charities.edit',
  'POST /api/setup/charity-categories/for-organization/:organizationId': 'charities.edit',
  'PUT /api/setup/charity-category/:categoryId/for-organization/:organizationId': 'charities.edit',
  'DELETE /api/setup/charity-category/:categoryId/for-organization/:organizationId':
    'charities.edit',
  'GET /api/setup/terms/for-organization/:organizationId': 'setup.read',
  'GET /api/setup/games/for-organization/:organizationId': 'setup.read',
  'POST /api/setup/games/for-organization/:organizationId': 'games.edit',
  'PUT /api/setup/game/:gameId/for-organization/:organizationId': 'games.edit',
  'POST /api/setup/game/:gameId/instances/for-organization/:organizationId': 'games.edit',
  'PUT /api/setup/game/:gameId/bundles/for-organization/:organizationId': 'games.edit',
  'PUT /api/setup/game/:gameId/instance/:instanceId/for-organization/:organizationId': 'games.edit',
  'POST /api/setup/game/:gameId/instance/:instanceId/extend-sales/for-organization/:organizationId':
    'games.edit',
  'POST /api/setup/game/:gameId/instance/:instanceId/cancel/for-organization/:organizationId':
    'games.edit',
  'GET /api/audit/for-organization/:organizationId': 'audit.own.read',
  'GET /api/support/players/for-organization/:organizationId': 'players.read',
  'GET /api/support/player/:playerId/for-organization/:organizationId': 'players.read',
  'POST /api/support/player/:playerId/receipt/:paymentId/resend/for-organization/:organizationId':
    'receipts.resend',
  'POST /api/support/payment/:paymentId/void/for-organization/:organizationId': 'payments.refund',
  'POST /api/support/payment/:paymentId/refund/for-organization/:organizationId': 'payments.refund',
  'GET /api/support/player/:playerId/refunds/for-organization/:organizationId': 'players.read',
  'POST /api/organization/tos/preview': 'terms.publish',
  'POST /api/organization/tos/publish': 'terms.publish',
  'GET /api/draw/manual/for-organization/:organizationId': 'draws.read',
  'GET /api/draw/manual/games/for-organization/:organizationId': 'draws.read',
  'POST /api/draw/manual/run': 'draws.run',
  'POST /api/draw/prize-paid': 'prizes.record',
  'GET /api/draw/prize-claim/for-organization/:organizationId': 'draws.read',
  'POST /api/draw/prize-claim/contact': 'prizes.record',
  'POST /api/draw/prize-claim/identity': 'prizes.record',
  'POST /api/draw/prize-claim/pay': 'prizes.record',
  'POST /api/draw/prize-claim/unclaimed': 'prizes.record',
  'PUT /api/draw/prize-claim/period/for-organization/:organizationId': 'games.edit',
  'GET /api/draw/extra/for-instance/:organizationId/:gameInstanceId': 'draws.read',
  'POST /api/draw/extra': 'games.edit',
  'POST /api/draw/extra/run': 'draws.run',
  'GET /api/draw/redraws/for-draw/:organizationId/:drawId': 'draws.read',
  'POST /api/draw/redraw': 'draws.run',
  'POST /api/draw/redraw/run': 'draws.run',
  'GET /api/reports/sales/for-organization/:organizationId': 'reports.read',
  'GET /api/reports/draws/for-organization/:organizationId': 'reports.read',
  'GET /api/reports/charities/for-organization/:organizationId': 'reports.read',
  'GET /api/reports/players/for-organization/:organizationId': 'reports.read',
  'GET /api/reports/reconciliation/for-organization/:organizationId': 'reports.read',
  'GET /api/reports/voids/for-organization/:organizationId': 'reports.read',
  'GET /api/reports/instances/for-organization/:organizationId': 'reports.read',
  'GET /api/reports/mail-delivery/for-organization/:organizationId': 'reports.read',
  'GET /api/reports/financial-return/for-organization/:organizationId': 'reports.read',
  'POST /api/reports/expenses/for-organization/:organizationId': 'expenses.record',
  'GET /api/staff/backup-status/for-organization/:organizationId': 'staff.manage',
} as const satisfies Record<string, StaffPermission>;
export type StaffCall = keyof typeof STAFF_CALLS;

/** The permission a call needs, or null when it is not a staff call. */
export function staffCallPermission(method: string, url: string): StaffPermission | null {
  const key = `${method.toUpperCase()} ${url}`;
  return Object.hasOwn(STAFF_CALLS, key) ? STAFF_CALLS[key as StaffCall] : null;
}

/** Whether a member holding these permissions may make this call (the console shows its control). */
export function staffMayCall(permissions: readonly StaffPermission[], call: StaffCall): boolean {
  return permissions.includes(STAFF_CALLS[call]);
}

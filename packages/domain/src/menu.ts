import { paths } from './paths';
import type { StaffPermission } from './staff/staff-roles';

export interface MenuFacts {
  isAdmin: boolean;
  manualDraw: boolean;
  charityPledgeOptionCount: number;
  currentYear: number;
  /** What the staff member's role allows, once known; the admin entries follow it. */
  staffPermissions?: readonly StaffPermission[];
}

export interface MenuEntry {
  /** i18n message id. */
  labelId: string;
  to: string;
}

export interface Menu {
  admin: MenuEntry[];
  player: MenuEntry[];
}

/** Spec §2 "Side menu": exactly these entries, in this order, under these conditions. */
export function sideMenu(facts: MenuFacts): Menu {
  const admin: MenuEntry[] = [];
  if (facts.isAdmin) {
    const can = (permission: StaffPermission) =>
      facts.staffPermissions?.includes(permission) ?? true;
    // Console entries beyond the spec's two: only once the role is known.
    const known = (permission: StaffPermission) =>
      facts.staffPermissions?.includes(permission) ?? false;
    // Automatic draws too, once the role is known (issue 27): extra draws and prize claims.
    if ((facts.manualDraw && can('draws.read')) || known('draws.read')) {
      admin.push({ labelId: 'menu.draw', to: paths.admin.draw });
    }
    if (can('reports.read')) admin.push({ labelId: 'menu.reporting', to: paths.admin.reports });
    if (known('setup.read')) {
      admin.push({ labelId: 'staffMenu.organization', to: paths.admin.organization });
      admin.push({ labelId: 'staffMenu.charities', to: paths.admin.charities });
      admin.push({ labelId: 'staffMenu.terms', to: paths.admin.terms });
      admin.push({ labelId: 'staffMenu.games', to: paths.admin.games });
    }
    if (known('draws.run')) {
      admin.push({ labelId: 'staffMenu.redraws', to: paths.admin.redraws });
    }
    if (known('audit.own.read')) admin.push({ labelId: 'staffMenu.audit', to: paths.admin.audit });
    if (known('players.read')) {
      admin.push({ labelId: 'staffMenu.support', to: paths.admin.support });
    }
  }
  const player: MenuEntry[] = [
    { labelId: 'menu.dashboard', to: paths.game.dashboard },
    { labelId: 'menu.manageYourInfo', to: paths.game.manage.playerInfo },
    { labelId: 'menu.managePaymentInfo', to: paths.game.manage.paymentInfo },
  ];
  if (facts.charityPledgeOptionCount > 1) {
    player.push({ labelId: 'menu.manageYourDonations', to: paths.game.manage.charityPledge });
  }
  player.push(
    { labelId: 'menu.changeYourPassword', to: paths.game.manage.password },
    { labelId: 'menu.changeYourEmailAddress', to: paths.game.manage.email },
    { labelId: 'menu.howToPlay', to: paths.game.howToPlay },
    { labelId: 'menu.drawResults', to: paths.game.drawResults(facts.currentYear) },
    { labelId: 'menu.getHelp', to: paths.game.getHelp },
    { labelId: 'menu.websiteTermsOfUse', to: paths.game.termsOfService },
    { labelId: 'menu.gameRules', to: paths.game.gameRules },
    { labelId: 'menu.privacyPolicy', to: paths.game.privacyPolicy },
    // Issue 17 (the player's own account), after the spec's entries so their order stands.
    { labelId: 'menu.paymentHistory', to: paths.game.history },
    { labelId: 'menu.responsibleGaming', to: paths.game.manage.responsibleGaming },
    { labelId: 'menu.logOut', to: paths.logout },
  );
  return { admin, player };
}

import { paths } from './paths';

export interface MenuFacts {
  isAdmin: boolean;
  manualDraw: boolean;
  charityPledgeOptionCount: number;
  currentYear: number;
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
    if (facts.manualDraw) admin.push({ labelId: 'menu.draw', to: paths.admin.draw });
    admin.push({ labelId: 'menu.reporting', to: paths.admin.reports });
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
    { labelId: 'menu.logOut', to: paths.logout },
  );
  return { admin, player };
}

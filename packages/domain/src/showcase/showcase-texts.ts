/**
 * The public front page's words, in both languages. The server renders the page before any
 * script runs and the web app renders it again; both read these, so the two never differ.
 */
export const showcaseTexts = {
  en: {
    potLabel: 'Current pot',
    estimate: 'Estimate: the pot grows until sales close.',
    final: 'Sales are closed: this is the final pot.',
    drawLabel: 'Next draw',
    countdownLabel: 'Time left',
    salesClosed: 'Sales are closed for this draw.',
    priceLabel: 'Tickets',
    price: '{{price}} a number, each draw',
    winnersTitle: 'Last winners',
    winner: '{{name}}, number {{number}}',
    extraWinner: '{{prize}}: {{name}}, number {{number}}',
    rollover: 'Number {{number}}: no winner, the pot rolls over to the next draw',
    noWinners: 'No winners yet: the first draw is coming.',
    charitiesTitle: 'Our charities',
    play: 'Play now',
    noGame: 'No draw is open right now. Come back soon.',
    noScript: 'Turn on JavaScript to sign in and play.',
    units: { day: 'd', hour: 'h', minute: 'min', second: 's' },
    // The pages' own words, as the web app's catalogue has them (pages.login, pages.gameIntro).
    loginTitle: 'Sign in',
    signIn: 'Sign in',
    introTitle: 'Welcome',
    introBody: 'Play for a good cause: every ticket supports the charity you choose.',
  },
  fr: {
    potLabel: 'Cagnotte actuelle',
    estimate: 'Estimation : la cagnotte augmente jusqu’à la fin des ventes.',
    final: 'Les ventes sont closes : voici la cagnotte finale.',
    drawLabel: 'Prochain tirage',
    countdownLabel: 'Temps restant',
    salesClosed: 'Les ventes sont closes pour ce tirage.',
    priceLabel: 'Billets',
    price: '{{price}} le numéro, par tirage',
    winnersTitle: 'Derniers gagnants',
    winner: '{{name}}, numéro {{number}}',
    extraWinner: '{{prize}} : {{name}}, numéro {{number}}',
    rollover: 'Numéro {{number}} : aucun gagnant, la cagnotte est reportée au prochain tirage',
    noWinners: 'Pas encore de gagnant : le premier tirage approche.',
    charitiesTitle: 'Nos organismes de bienfaisance',
    play: 'Jouer maintenant',
    noGame: 'Aucun tirage n’est ouvert pour l’instant. Revenez bientôt.',
    noScript: 'Activez JavaScript pour vous connecter et jouer.',
    units: { day: 'j', hour: 'h', minute: 'min', second: 's' },
    loginTitle: 'Connexion',
    signIn: 'Se connecter',
    introTitle: 'Bienvenue',
    introBody:
      "Jouez pour une bonne cause : chaque billet soutient l'organisme de bienfaisance de votre choix.",
  },
} as const;

export type ShowcaseLanguage = keyof typeof showcaseTexts;
export type ShowcaseTexts = (typeof showcaseTexts)[ShowcaseLanguage];

/** A past result in words: a winner, an extra draw's winner, or a rollover. */
export function resultLine(
  texts: ShowcaseTexts,
  result: {
    DisplayName: string;
    WinningNumber: number;
    PrizeName: string | null;
    Rollover: boolean;
  },
): string {
  const values = { name: result.DisplayName, number: result.WinningNumber };
  if (result.Rollover) return fill(texts.rollover, values);
  if (result.PrizeName) return fill(texts.extraWinner, { ...values, prize: result.PrizeName });
  return fill(texts.winner, values);
}

/** `{{name}}` placeholders, as i18next writes them. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Every route of spec §2, in one typed table, so that no URL string is written twice. */
export const paths = {
  root: '/',
  browserNotSupported: '/browser-not-supported',
  locationError: '/location-error',
  badRequest: '/bad-request',
  status: '/status',
  notFound: '/not-found',
  authCallback: '/auth-callback',
  authInit: '/auth-init',
  login: '/login',
  logout: '/logout',
  recoverPassword: '/recover-password',
  gameNotStarted: '/game-not-started',
  ticketLimitReached: '/ticket-limit-reached',
  /** Spec §5 sends assign-numbers here when the limit is reached; it redirects to the dashboard. */
  legacyGoldRushDashboard: '/goldrush/dashboard',
  register: {
    registrationRequest: '/register/registration-request',
    assignNumbers: '/register/assign-numbers',
    charityPledge: '/register/charity-pledge',
    termsOfService: '/register/terms-of-service',
  },
  game: {
    root: '/game',
    intro: '/game/intro',
    dashboard: '/game/dashboard',
    subscription: '/game/subscription',
    playNumber: '/game/play-number',
    playNumberSuccess: '/game/play-number/success',
    purchaseNumber: '/game/purchase-number',
    purchaseNumberSuccess: '/game/purchase-number/success',
    drawResults: (year: number | string) => `/game/draw-results/${year}`,
    howToPlay: '/game/how-to-play',
    getHelp: '/game/get-help',
    history: '/game/history',
    termsOfService: '/game/terms-of-service',
    gameRules: '/game/game-rules',
    privacyPolicy: '/game/privacy-policy',
    manage: {
      charityPledge: '/game/manage/charity-pledge',
      email: '/game/manage/email',
      playerInfo: '/game/manage/player-info',
      paymentInfo: '/game/manage/payment-info',
      password: '/game/manage/password',
      responsibleGaming: '/game/manage/responsible-gaming',
    },
  },
  admin: {
    draw: '/admin/draw',
    reports: '/admin/reports',
    /** Staff console (issue 15): the organization's profile, settings and YAML export. */
    organization: '/admin/organization',
    /** Charities players pledge to: add, edit, retire. */
    charities: '/admin/charities',
    /** Terms of use, game rules, privacy policy: publish a new version. */
    terms: '/admin/terms',
    /** Games and their instances: schedule the next one. */
    games: '/admin/games',
    audit: '/admin/audit',
    /** Player support: find a player, their history, resend a receipt. */
    support: '/admin/support',
    /** Redraws of an ineligible or unclaimed winner (issue 16). */
    redraws: '/admin/redraws',
  },
} as const;

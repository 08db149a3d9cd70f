import type { RouteObject } from 'react-router';
import { drawPaths } from '@charity/domain/draw-paths';
import { paths } from '@charity/domain/paths';
import { financialReturnPaths } from '@charity/domain/reports/financial-return-paths';
import { staffPaths } from '@charity/domain/staff/staff-management-api';
import { AppLayout } from '@/components/layout/app-layout';
import { RouteErrorPage } from '@/components/ui/route-error-page';
import { FirstScreenFallback } from './first-screen-fallback';
import { completeLoginStep } from './guards/auth-steps';
import { administrator, open, player, signedIn, signedOutOnly } from './guards/chains';
import { guardLoader } from './guards/guard-loader';
import { location } from './guards/location-step';
import { assignNumbersStep, charityPledgeStep, termsStep } from './guards/player-steps';
import {
  browser,
  gameNotStartedPage,
  staffCan,
  subscriptions,
  ticketLimit,
  toDashboard,
} from './guards/session-steps';
import { firstScreenPage, lazyPage, staffPage } from './lazy-page';
import { rootLoader } from './root-loader';

/** A route path of the domain table, relative to the root route. */
const at = (path: string) => path.replace(/^\//, '');

/** Spec §2: the whole route table with every redirect and guard. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppLayout,
    loader: rootLoader,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FirstScreenFallback,
    children: [
      {
        path: at(paths.browserNotSupported),
        lazy: lazyPage(
          () => import('@/features/system/routes/browser-not-supported'),
          'BrowserNotSupportedPage',
        ),
      },
      { index: true, loader: guardLoader(browser, toDashboard) },
      { path: at(paths.game.root), loader: guardLoader(browser, toDashboard) },
      { path: at(paths.legacyGoldRushDashboard), loader: guardLoader(browser, toDashboard) },

      // Open pages.
      {
        path: at(paths.badRequest),
        loader: guardLoader(browser),
        lazy: lazyPage(() => import('@/features/system/routes/bad-request'), 'BadRequestPage'),
      },
      {
        path: at(paths.locationError),
        loader: guardLoader(...open),
        lazy: lazyPage(
          () => import('@/features/system/routes/location-error'),
          'LocationErrorPage',
        ),
      },
      {
        path: at(paths.status),
        loader: guardLoader(...open),
        lazy: lazyPage(() => import('@/features/help/routes/status'), 'StatusPage'),
      },
      {
        path: at(paths.ticketLimitReached),
        loader: guardLoader(...open),
        lazy: lazyPage(
          () => import('@/features/system/routes/ticket-limit-reached'),
          'TicketLimitReachedPage',
        ),
      },
      {
        path: at(paths.game.intro),
        loader: guardLoader(...open),
        lazy: firstScreenPage(() => import('@/features/system/routes/game-intro'), 'GameIntroPage'),
      },
      {
        path: at(paths.game.gameRules),
        loader: guardLoader(...open),
        lazy: lazyPage(() => import('@/features/legal/routes/game-rules'), 'GameRulesPage'),
      },
      {
        path: at(paths.game.privacyPolicy),
        loader: guardLoader(...open),
        lazy: lazyPage(() => import('@/features/legal/routes/privacy-policy'), 'PrivacyPolicyPage'),
      },
      {
        path: at(paths.game.termsOfService),
        loader: guardLoader(...open),
        lazy: lazyPage(
          () => import('@/features/legal/routes/terms-of-service'),
          'TermsOfServicePage',
        ),
      },
      {
        path: at(drawPaths.verify(':gameInstanceId')),
        loader: guardLoader(...open),
        lazy: lazyPage(() => import('@/features/draw-verify/routes/verify-draw'), 'VerifyDrawPage'),
      },
      {
        path: at(paths.gameNotStarted),
        loader: guardLoader(...open, gameNotStartedPage),
        lazy: lazyPage(
          () => import('@/features/system/routes/game-not-started'),
          'GameNotStartedPage',
        ),
      },

      // Signed-out only.
      {
        path: at(paths.authCallback),
        loader: guardLoader(...signedOutOnly, completeLoginStep),
        lazy: lazyPage(() => import('@/features/auth/routes/auth-callback'), 'AuthCallbackPage'),
      },
      {
        path: at(paths.authInit),
        loader: guardLoader(...signedOutOnly),
        lazy: lazyPage(() => import('@/features/auth/routes/auth-init'), 'AuthInitPage'),
      },
      {
        path: at(paths.login),
        loader: guardLoader(...signedOutOnly),
        lazy: firstScreenPage(() => import('@/features/auth/routes/login'), 'LoginPage'),
      },
      {
        path: at(paths.recoverPassword),
        loader: guardLoader(...signedOutOnly),
        lazy: lazyPage(
          () => import('@/features/auth/routes/recover-password'),
          'RecoverPasswordPage',
        ),
      },
      {
        path: at(paths.logout),
        loader: guardLoader(...player),
        lazy: lazyPage(() => import('@/features/auth/routes/logout'), 'LogoutPage'),
      },

      // Register group.
      {
        path: at(paths.register.registrationRequest),
        loader: guardLoader(...signedOutOnly, location),
        lazy: lazyPage(
          () => import('@/features/register/routes/registration-request'),
          'RegistrationRequestPage',
        ),
      },
      {
        path: at(paths.register.assignNumbers),
        loader: guardLoader(...signedIn, assignNumbersStep),
        lazy: lazyPage(
          () => import('@/features/numbers/routes/assign-numbers'),
          'AssignNumbersPage',
        ),
      },
      {
        path: at(paths.register.charityPledge),
        loader: guardLoader(...signedIn, charityPledgeStep),
        lazy: lazyPage(
          () => import('@/features/register/routes/charity-pledge'),
          'CharityPledgePage',
        ),
      },
      {
        path: at(paths.register.termsOfService),
        loader: guardLoader(...signedIn, termsStep),
        lazy: lazyPage(
          () => import('@/features/register/routes/terms-of-service'),
          'RegisterTermsPage',
        ),
      },

      // Game group.
      {
        path: at(paths.game.dashboard),
        loader: guardLoader(...player),
        lazy: firstScreenPage(
          () => import('@/features/dashboard/routes/dashboard'),
          'DashboardPage',
        ),
      },
      {
        path: at(paths.game.subscription),
        loader: guardLoader(...player, subscriptions),
        lazy: lazyPage(() => import('@/features/numbers/routes/subscription'), 'SubscriptionPage'),
      },
      {
        path: at(paths.game.playNumber),
        loader: guardLoader(...player, location, ticketLimit),
        lazy: lazyPage(() => import('@/features/numbers/routes/play-number'), 'PlayNumberPage'),
      },
      {
        path: at(paths.game.playNumberSuccess),
        loader: guardLoader(...player),
        lazy: lazyPage(
          () => import('@/features/numbers/routes/play-number-success'),
          'PlayNumberSuccessPage',
        ),
      },
      {
        path: at(paths.game.purchaseNumber),
        loader: guardLoader(...player, location, ticketLimit),
        lazy: lazyPage(
          () => import('@/features/numbers/routes/purchase-number'),
          'PurchaseNumberPage',
        ),
      },
      {
        path: at(paths.game.purchaseNumberSuccess),
        loader: guardLoader(...player),
        lazy: lazyPage(
          () => import('@/features/numbers/routes/purchase-number-success'),
          'PurchaseNumberSuccessPage',
        ),
      },
      {
        path: at(paths.game.drawResults(':year')),
        loader: guardLoader(...player),
        lazy: lazyPage(
          () => import('@/features/draw-results/routes/draw-results'),
          'DrawResultsPage',
        ),
      },
      {
        path: at(paths.game.howToPlay),
        loader: guardLoader(...player),
        lazy: lazyPage(() => import('@/features/help/routes/how-to-play'), 'HowToPlayPage'),
      },
      {
        path: at(paths.game.getHelp),
        loader: guardLoader(...player),
        lazy: lazyPage(() => import('@/features/help/routes/get-help'), 'GetHelpPage'),
      },
      {
        path: at(paths.game.manage.charityPledge),
        loader: guardLoader(...player),
        lazy: lazyPage(
          () => import('@/features/manage/routes/charity-pledge'),
          'ManageCharityPledgePage',
        ),
      },
      {
        path: at(paths.game.manage.email),
        loader: guardLoader(...player),
        lazy: lazyPage(() => import('@/features/manage/routes/email'), 'ManageEmailPage'),
      },
      {
        path: at(paths.game.manage.playerInfo),
        loader: guardLoader(...player),
        lazy: lazyPage(
          () => import('@/features/manage/routes/player-info'),
          'ManagePlayerInfoPage',
        ),
      },
      {
        path: at(paths.game.manage.paymentInfo),
        loader: guardLoader(...player),
        lazy: lazyPage(
          () => import('@/features/payment-methods/routes/payment-info'),
          'ManagePaymentInfoPage',
        ),
      },
      {
        path: at(paths.game.manage.password),
        loader: guardLoader(...player),
        lazy: lazyPage(() => import('@/features/manage/routes/password'), 'ManagePasswordPage'),
      },
      {
        path: at(paths.game.history),
        loader: guardLoader(...player),
        lazy: lazyPage(() => import('@/features/account/routes/history'), 'PaymentHistoryPage'),
      },
      {
        path: at(paths.game.manage.responsibleGaming),
        loader: guardLoader(...player),
        lazy: lazyPage(
          () => import('@/features/account/routes/responsible-gaming'),
          'ResponsibleGamingPage',
        ),
      },

      // Admin group: a started game is not required.
      {
        path: at(paths.admin.draw),
        // Automatic draws too (issue 27): their extra draws and prize claims are run from here.
        loader: guardLoader(...administrator, staffCan('draws.read')),
        lazy: staffPage(() => import('@/features/admin/routes/draw'), 'AdminDrawPage'),
      },
      {
        path: at(paths.admin.reports),
        loader: guardLoader(...administrator, staffCan('reports.read')),
        lazy: staffPage(() => import('@/features/reports/routes/reports'), 'AdminReportsPage'),
      },
      {
        path: at(financialReturnPaths.page),
        loader: guardLoader(...administrator, staffCan('reports.read')),
        lazy: staffPage(
          () => import('@/features/reports/routes/financial-return'),
          'AdminFinancialReturnPage',
        ),
      },
      {
        path: at(paths.admin.organization),
        loader: guardLoader(...administrator, staffCan('setup.read')),
        lazy: staffPage(
          () => import('@/features/staff/routes/organization'),
          'AdminOrganizationPage',
        ),
      },
      {
        path: at(paths.admin.charities),
        loader: guardLoader(...administrator, staffCan('setup.read')),
        lazy: staffPage(() => import('@/features/staff/routes/charities'), 'AdminCharitiesPage'),
      },
      {
        path: at(paths.admin.terms),
        loader: guardLoader(...administrator, staffCan('setup.read')),
        lazy: staffPage(() => import('@/features/staff/routes/terms'), 'AdminTermsPage'),
      },
      {
        path: at(paths.admin.games),
        loader: guardLoader(...administrator, staffCan('setup.read')),
        lazy: staffPage(() => import('@/features/staff/routes/games'), 'AdminGamesPage'),
      },
      {
        path: at(paths.admin.audit),
        loader: guardLoader(...administrator, staffCan('audit.own.read')),
        lazy: staffPage(() => import('@/features/staff/routes/audit-log'), 'AdminAuditLogPage'),
      },
      {
        path: at(paths.admin.redraws),
        loader: guardLoader(...administrator, staffCan('draws.run')),
        lazy: staffPage(() => import('@/features/admin/routes/redraws'), 'AdminRedrawsPage'),
      },
      {
        path: at(paths.admin.support),
        loader: guardLoader(...administrator, staffCan('players.read')),
        lazy: staffPage(
          () => import('@/features/staff/routes/player-support'),
          'AdminPlayerSupportPage',
        ),
      },

      {
        path: at(staffPaths.staff),
        loader: guardLoader(...administrator, staffCan('staff.manage')),
        lazy: staffPage(() => import('@/features/staff/routes/staff'), 'AdminStaffPage'),
      },
      {
        path: at(staffPaths.notForRole),
        loader: guardLoader(...administrator),
        lazy: staffPage(() => import('@/features/staff/routes/not-for-role'), 'NotForRolePage'),
      },
      {
        path: at(staffPaths.invitation),
        loader: guardLoader(...open),
        lazy: staffPage(
          () => import('@/features/staff/routes/staff-invitation'),
          'StaffInvitationPage',
        ),
      },

      {
        path: at(paths.notFound),
        loader: guardLoader(...open),
        lazy: lazyPage(() => import('@/features/system/routes/not-found'), 'NotFoundPage'),
      },
      {
        path: '*',
        loader: guardLoader(...open),
        lazy: lazyPage(() => import('@/features/system/routes/not-found'), 'NotFoundPage'),
      },
    ],
  },
];

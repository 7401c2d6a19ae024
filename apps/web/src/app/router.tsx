import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { GuestRoute } from '../features/auth/components/guest-route';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { AppLayout } from './layouts/app-layout';
import { AppErrorPage } from './routes/app-error-page';
import { LandingRedirect } from './routes/landing-redirect';

// Pages load on demand. The hosted payment page (/payment/:id) is not here: it has its own entry (payment.html).
const pages: RouteObject[] = [
  { path: '/', element: <LandingRedirect /> },
  {
    element: <GuestRoute />,
    children: [
      {
        path: '/login',
        lazy: () => import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/register',
        lazy: () => import('../features/auth/components/register-page').then((m) => ({ Component: m.RegisterPage })),
      },
    ],
  },
  {
    path: '/verify-email',
    lazy: () => import('../features/auth/components/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: '/forgot-password',
    lazy: () =>
      import('../features/auth/components/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: '/reset-password',
    lazy: () =>
      import('../features/auth/components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: '/confirm-email-change',
    lazy: () =>
      import('../features/settings/components/confirm-email-change-page').then((m) => ({
        Component: m.ConfirmEmailChangePage,
      })),
  },
  {
    path: '/confirm-wallet-change',
    lazy: () =>
      import('../features/settings/components/confirm-wallet-change-page').then((m) => ({
        Component: m.ConfirmWalletChangePage,
      })),
  },
  // Signed in or out: the page itself sends a signed-out invitee to /login or /register with ?next= back here.
  {
    path: '/accept-invite',
    lazy: () =>
      import('../features/team/components/accept-invite-page').then((m) => ({ Component: m.AcceptInvitePage })),
  },
  {
    path: '/confirm-ownership-transfer',
    lazy: () =>
      import('../features/team/components/confirm-ownership-transfer-page').then((m) => ({
        Component: m.ConfirmOwnershipTransferPage,
      })),
  },
  {
    path: '/refund-claim/:token',
    lazy: () =>
      import('../features/refund-claim/components/refund-claim-page').then((m) => ({ Component: m.RefundClaimPage })),
  },
  {
    path: '/payout-claim/:token',
    lazy: () =>
      import('../features/payout-claim/components/payout-claim-page').then((m) => ({ Component: m.PayoutClaimPage })),
  },
  {
    path: '/subscribe/:planId',
    lazy: () => import('../features/subscribe/components/subscribe-page').then((m) => ({ Component: m.SubscribePage })),
  },
  {
    path: '/subscription/:token',
    lazy: () =>
      import('../features/subscribe/components/subscription-portal-page').then((m) => ({
        Component: m.SubscriptionPortalPage,
      })),
  },
  {
    path: '/api-docs',
    lazy: () => import('../features/api-docs/components/api-docs-page').then((m) => ({ Component: m.ApiDocsPage })),
  },
  {
    path: '/api-examples',
    lazy: () =>
      import('../features/api-docs/components/api-examples-page').then((m) => ({ Component: m.ApiExamplesPage })),
  },
  {
    element: <ProtectedRoute />,
    children: [
      // Full screen, outside the dashboard's layout: the counter's tablet or phone.
      {
        path: '/pos',
        lazy: () => import('../features/pos/components/pos-page').then((m) => ({ Component: m.PosPage })),
      },
      {
        element: <AppLayout />,
        children: [
          {
            path: '/dashboard',
            lazy: () => import('./routes/dashboard-route').then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            path: '/payments',
            lazy: () =>
              import('../features/payments/components/payments-page').then((m) => ({ Component: m.PaymentsPage })),
          },
          {
            path: '/payments/:id',
            lazy: () => import('./routes/payment-detail-route').then((m) => ({ Component: m.PaymentDetailRoute })),
          },
          {
            path: '/unmatched-transfers',
            lazy: () =>
              import('../features/unmatched-transfers/components/unmatched-transfers-page').then((m) => ({
                Component: m.UnmatchedTransfersPage,
              })),
          },
          {
            path: '/payouts',
            lazy: () =>
              import('../features/payouts/components/payouts-page').then((m) => ({ Component: m.PayoutsPage })),
          },
          {
            path: '/subscriptions',
            lazy: () =>
              import('../features/subscriptions/components/subscriptions-page').then((m) => ({
                Component: m.SubscriptionsPage,
              })),
          },
          {
            path: '/pay-buttons',
            lazy: () =>
              import('../features/pay-buttons/components/pay-buttons-page').then((m) => ({
                Component: m.PayButtonsPage,
              })),
          },
          {
            path: '/create-payment',
            lazy: () =>
              import('../features/payments/components/create-payment-page').then((m) => ({
                Component: m.CreatePaymentPage,
              })),
          },
          {
            path: '/settings',
            lazy: () => import('./routes/settings-route').then((m) => ({ Component: m.SettingsRoute })),
          },
          {
            path: '/thank-you',
            lazy: () =>
              import('../features/billing/components/thank-you-page').then((m) => ({ Component: m.ThankYouPage })),
          },
          {
            path: '/admin',
            lazy: () => import('../features/admin/components/admin-page').then((m) => ({ Component: m.AdminPage })),
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

/**
 * One root around every page: its error boundary catches what any page throws (a page's code that cannot be
 * downloaded while Paylink is down included), and its fallback shows while the first page loads.
 */
export const router = createBrowserRouter([
  {
    element: <Outlet />,
    errorElement: <AppErrorPage />,
    hydrateFallbackElement: <Spinner label="Loading..." className="py-24" />,
    children: pages,
  },
]);

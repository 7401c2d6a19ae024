import { createBrowserRouter, Navigate } from 'react-router';
import { GuestRoute } from '../features/auth/components/guest-route';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { AppLayout } from './layouts/app-layout';
import { LandingRedirect } from './routes/landing-redirect';

// Pages load on demand, so the hosted payment page a customer opens on a phone ships only what it needs.
export const router = createBrowserRouter([
  { path: '/', element: <LandingRedirect /> },
  {
    element: <GuestRoute />,
    children: [
      { path: '/login', lazy: () => import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })) },
      { path: '/register', lazy: () => import('../features/auth/components/register-page').then((m) => ({ Component: m.RegisterPage })) },
    ],
  },
  { path: '/verify-email', lazy: () => import('../features/auth/components/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })) },
  { path: '/forgot-password', lazy: () => import('../features/auth/components/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })) },
  { path: '/reset-password', lazy: () => import('../features/auth/components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
  { path: '/api-docs', lazy: () => import('../features/api-docs/components/api-docs-page').then((m) => ({ Component: m.ApiDocsPage })) },
  { path: '/payment/:id', lazy: () => import('../features/hosted-payment/components/hosted-payment-page').then((m) => ({ Component: m.HostedPaymentPage })) },
  {
    element: <ProtectedRoute />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/dashboard', lazy: () => import('../features/dashboard/components/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
          { path: '/payments', lazy: () => import('../features/payments/components/payments-page').then((m) => ({ Component: m.PaymentsPage })) },
          { path: '/payments/:id', lazy: () => import('../features/payments/components/payment-detail-page').then((m) => ({ Component: m.PaymentDetailPage })) },
          { path: '/create-payment', lazy: () => import('../features/payments/components/create-payment-page').then((m) => ({ Component: m.CreatePaymentPage })) },
          { path: '/settings', lazy: () => import('../features/settings/components/settings-page').then((m) => ({ Component: m.SettingsPage })) },
          { path: '/admin', lazy: () => import('../features/admin/components/admin-page').then((m) => ({ Component: m.AdminPage })) },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
]);

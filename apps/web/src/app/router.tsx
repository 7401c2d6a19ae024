import { createBrowserRouter, Navigate } from 'react-router';
import { ApiDocsPage } from '../features/api-docs/components/api-docs-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { GuestRoute } from '../features/auth/components/guest-route';
import { LoginPage } from '../features/auth/components/login-page';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { RegisterPage } from '../features/auth/components/register-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { HostedPaymentPage } from '../features/hosted-payment/components/hosted-payment-page';
import { CreatePaymentPage } from '../features/payments/components/create-payment-page';
import { PaymentDetailPage } from '../features/payments/components/payment-detail-page';
import { PaymentsPage } from '../features/payments/components/payments-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { AppLayout } from './layouts/app-layout';
import { LandingRedirect } from './routes/landing-redirect';

export const router = createBrowserRouter([
  { path: '/', element: <LandingRedirect /> },
  {
    element: <GuestRoute />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
    ],
  },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/api-docs', element: <ApiDocsPage /> },
  { path: '/payment/:id', element: <HostedPaymentPage /> },
  {
    element: <ProtectedRoute />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/payments', element: <PaymentsPage /> },
          { path: '/payments/:id', element: <PaymentDetailPage /> },
          { path: '/create-payment', element: <CreatePaymentPage /> },
          { path: '/settings', element: <SettingsPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
]);

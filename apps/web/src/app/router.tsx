import { createBrowserRouter, Navigate } from 'react-router';

export const router = createBrowserRouter([
  { path: '/dashboard', element: <div>Dashboard</div> },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
]);

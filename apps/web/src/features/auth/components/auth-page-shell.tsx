import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';

export interface AuthPageShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card, such as "Back to home". */
  footer?: ReactNode;
}

/** The centred card shared by the public sign-in, sign-up and recovery screens. */
export function AuthPageShell({ title, subtitle, children, footer }: AuthPageShellProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-12">
      <Link to="/" className="mb-6 text-2xl font-bold text-indigo-600">
        Paylink
      </Link>
      <Card className="w-full max-w-md p-8">
        <h1 className="text-center text-2xl font-semibold text-gray-900">{title}</h1>
        {subtitle && <p className="mt-2 text-center text-sm text-gray-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <div className="mt-6 text-center text-sm text-gray-600">{footer}</div>}
    </main>
  );
}

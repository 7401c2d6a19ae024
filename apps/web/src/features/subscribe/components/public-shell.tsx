import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** The light frame of the public subscription pages, like the hosted payment page. */
export function PublicShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-12">
      <p className="mb-6 text-2xl font-bold text-indigo-600">Paylink</p>
      <Card className="w-full max-w-md p-8">
        <h1 className="text-center text-2xl font-semibold text-gray-900">{title}</h1>
        <div className="mt-4">{children}</div>
      </Card>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

interface StatCardProps {
  title: string;
  value: ReactNode;
  note?: ReactNode;
  testId: string;
}

export function StatCard({ title, value, note, testId }: StatCardProps) {
  return (
    <Card className="p-5">
      <p className="text-sm font-medium text-gray-500">{title}</p>
      <p className="mt-2 text-2xl font-bold text-gray-900" data-testid={testId}>
        {value}
      </p>
      {note && <p className="mt-1 text-xs text-gray-500">{note}</p>}
    </Card>
  );
}

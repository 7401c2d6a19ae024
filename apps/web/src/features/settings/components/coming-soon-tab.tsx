import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

export interface ComingSoonTabProps {
  title: string;
  children?: ReactNode;
}

/** Holds a settings tab's place until its feature ships. */
export function ComingSoonTab({ title, children }: ComingSoonTabProps) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardContent className="space-y-3 text-sm text-gray-600">
        {children}
        <p data-testid="coming-soon">This section is coming soon.</p>
      </CardContent>
    </Card>
  );
}

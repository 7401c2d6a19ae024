import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

export function ApiDocsPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <Card>
        <CardHeader title="API Documentation" description="Create payment links from your own store, app or backend." />
        <CardContent className="space-y-3 text-sm text-gray-600">
          <p>The full integration guide is coming soon.</p>
          <p>
            <Link to="/dashboard" className="font-medium text-indigo-600 hover:underline">
              Go to Dashboard
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}

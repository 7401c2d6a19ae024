import { Link } from 'react-router';
import { hasActivePlan } from '@paylink/shared';
import { CopyButton } from '../../../components/ui/copy-button';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/error-state';
import { useApiKeyInfo } from '../../../lib/api-key-info';
import { useAuth } from '../../../lib/auth/use-auth';

/** The signed-in user's masked key with copy, or the way to get one (SPEC section 2). */
export function ApiKeyPanel() {
  const { user, isLoading } = useAuth();
  const access = hasActivePlan(user);
  const info = useApiKeyInfo(access);

  if (isLoading) return <Spinner size="sm" label="Loading..." />;
  if (!user) {
    return (
      <div className="space-y-2 text-sm" data-testid="docs-signed-out">
        <p className="text-gray-600">Sign up to get an API key.</p>
        <div className="flex gap-2">
          <Link
            to="/register"
            className="rounded-lg bg-indigo-600 px-3 py-1.5 font-medium text-white hover:bg-indigo-700"
          >
            Sign Up Free
          </Link>
          <Link
            to="/login"
            className="rounded-lg border border-gray-300 px-3 py-1.5 font-medium text-gray-700 hover:bg-gray-50"
          >
            Login
          </Link>
        </div>
      </div>
    );
  }
  if (!access) {
    return (
      <p className="text-sm text-gray-600">
        API keys come with the monthly plans.{' '}
        <Link to="/settings?tab=credits" className="font-medium text-indigo-600 hover:underline">
          See the plans
        </Link>
      </p>
    );
  }
  if (info.isLoading) return <Spinner size="sm" label="Loading your key..." />;
  if (info.isError) return <ErrorState message="Failed to load your API key." onRetry={() => void info.refetch()} />;
  if (!info.data?.hasApiKey || !info.data.apiKeyMasked) {
    return (
      <p className="text-sm text-gray-600">
        No API key yet:{' '}
        <Link to="/settings?tab=api" className="font-medium text-indigo-600 hover:underline">
          generate one in Settings → API Integration
        </Link>
      </p>
    );
  }
  return (
    <div className="flex items-center gap-2 text-sm" data-testid="docs-api-key">
      <span className="text-gray-600">Your key:</span>
      <code className="rounded bg-gray-100 px-2 py-1 font-mono text-xs">{info.data.apiKeyMasked}</code>
      <CopyButton value={info.data.apiKeyMasked} thing="API key" />
    </div>
  );
}

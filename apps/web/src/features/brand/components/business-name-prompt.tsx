import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { updateBrandSchema } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useAuth } from '../../../lib/auth/use-auth';
import { useBrand, useUpdateBrand } from '../api/brand';

/**
 * Onboarding, on the dashboard: until someone chose the business name (it starts as the email's local part), an owner
 * or admin is asked for it. Saving it (here or in Settings → Brand) ends the question.
 */
export function BusinessNamePrompt() {
  const gate = useActionGate('settings:write');
  const brand = useBrand();
  if (!gate.allowed || !brand.data || brand.data.nameConfirmed) return null;
  return <BusinessNameForm initial={brand.data.name} accentColor={brand.data.accentColor} />;
}

function BusinessNameForm({ initial, accentColor }: { initial: string; accentColor: string | null }) {
  const { refreshUser } = useAuth();
  const update = useUpdateBrand();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateBrandSchema.safeParse({ name, accentColor });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Business name saved.');
        void refreshUser();
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to save the business name')),
    });
  }

  return (
    <section
      className="rounded-lg border border-indigo-200 bg-indigo-50 p-4"
      aria-labelledby="business-name-title"
      data-testid="business-name-prompt"
    >
      <h2 id="business-name-title" className="font-medium text-indigo-950">
        What is your business called?
      </h2>
      <p className="mt-1 text-sm text-indigo-900">Customers see it on your checkout, receipts and receipt emails.</p>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
        <Input
          label="Business name"
          className="min-w-0 flex-1"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
          data-testid="business-name-input"
        />
        <Button type="submit" isLoading={update.isPending} data-testid="business-name-save">
          Save
        </Button>
      </form>
      <Link
        to="/settings?tab=brand"
        className="mt-2 inline-flex min-h-6 items-center text-sm font-medium text-indigo-900 underline"
      >
        Add a logo and colour in Settings
      </Link>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { accentColorSchema, updateBrandSchema, type Brand } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useAuth } from '../../../lib/auth/use-auth';
import { useBrand, useUpdateBrand } from '../api/brand';
import { LogoCard } from './logo-card';

/** Settings → Brand: the business name, logo and accent colour customers see on the checkout, receipt and emails. */
export function BrandTab() {
  const brand = useBrand();
  if (brand.isPending) return <Spinner label="Loading..." className="py-12" />;
  if (brand.isError)
    return (
      <ErrorState
        variant="block"
        message={errorMessage(brand.error, 'Failed to load your brand')}
        onRetry={() => void brand.refetch()}
        data-testid="brand-error"
      />
    );
  return (
    <div className="space-y-6" data-testid="brand-tab">
      <NameAndColourCard brand={brand.data} />
      <LogoCard brand={brand.data} />
    </div>
  );
}

function NameAndColourCard({ brand }: { brand: Brand }) {
  const gate = useActionGate('settings:write');
  const { refreshUser } = useAuth();
  const update = useUpdateBrand();
  const [name, setName] = useState(brand.name);
  const [accent, setAccent] = useState(brand.accentColor ?? '');
  const [errors, setErrors] = useState<{ name?: string; accentColor?: string }>({});
  // The shared rule the server applies: #rrggbb and at least 4.5:1 against white.
  const accentCheck = accent ? accentColorSchema.safeParse(accent) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateBrandSchema.safeParse({ name, accentColor: accent.trim() || null });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'name' | 'accentColor'] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Brand saved.');
        void refreshUser();
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to save the brand')),
    });
  }

  return (
    <Card>
      <CardHeader
        title="Brand"
        description="Your business name and accent colour on the checkout, the receipt and receipt emails. Without a colour, Paylink's own look stays."
      />
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Input
            label="Business name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            readOnly={!gate.allowed}
            error={errors.name}
            data-testid="brand-name"
          />
          <div className="flex flex-wrap items-end gap-3">
            <Input
              label="Accent colour"
              className="min-w-0 flex-1"
              placeholder="#1d4ed8"
              value={accent}
              onChange={(e) => setAccent(e.target.value)}
              readOnly={!gate.allowed}
              error={errors.accentColor}
              hint="#rrggbb. White text must be readable on it (contrast at least 4.5:1). Leave empty for the default."
              data-testid="brand-accent"
            />
            {accentCheck?.success && (
              <span
                className="inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-medium text-white"
                style={{ backgroundColor: accentCheck.data }}
                data-testid="brand-accent-preview"
              >
                Open Wallet App
              </span>
            )}
          </div>
          <Button type="submit" isLoading={update.isPending} disabledReason={gate.reason} data-testid="brand-save">
            Save brand
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Brand } from '@paylink/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useActionGate } from '../../../lib/auth/use-action-gate';
import { useRemoveLogo, useUploadLogo } from '../api/brand';

/** The logo: uploaded here, checked by the server (type from its bytes, size, dimensions), shown as customers see it. */
export function LogoCard({ brand }: { brand: Brand }) {
  const gate = useActionGate('settings:write');
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success('Logo saved.'),
      onError: (err) => setError(errorMessage(err, 'Failed to upload the logo')),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  }

  return (
    <Card>
      <CardHeader
        title="Logo"
        description="PNG, JPEG or WebP, at most 256 KB and 1024×1024 pixels. It heads your checkout, receipts and receipt emails."
      />
      <CardContent className="space-y-4">
        {brand.logoUrl ? (
          <img
            src={brand.logoUrl}
            alt={`${brand.name} logo`}
            className="h-16 w-auto max-w-[200px] rounded border border-gray-200 object-contain p-1"
            data-testid="brand-logo"
          />
        ) : (
          <p className="text-sm text-gray-600" data-testid="brand-no-logo">
            No logo yet: customers see your business name.
          </p>
        )}
        <div>
          <label htmlFor="brand-logo-file" className="mb-1 block text-sm font-medium text-gray-700">
            {brand.logoUrl ? 'Replace the logo' : 'Upload a logo'}
          </label>
          <input
            ref={input}
            id="brand-logo-file"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            disabled={!gate.allowed || upload.isPending}
            onChange={(e) => onFile(e.target.files?.[0])}
            aria-describedby={error ? 'brand-logo-error' : undefined}
            className="block w-full text-sm text-gray-700 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-4 file:text-indigo-800"
            data-testid="brand-logo-file"
          />
          {!gate.allowed && <p className="mt-1 text-xs text-gray-600">{gate.reason}</p>}
          {upload.isPending && (
            <p className="mt-1 text-sm text-gray-600" role="status">
              Uploading…
            </p>
          )}
          {error && (
            <p id="brand-logo-error" className="mt-1 text-sm text-red-700" role="alert" data-testid="brand-logo-error">
              {error}
            </p>
          )}
        </div>
        {brand.logoUrl && (
          <Button
            variant="outline"
            isLoading={remove.isPending}
            disabledReason={gate.reason}
            onClick={() =>
              remove.mutate(undefined, {
                onError: (err) => toast.error(errorMessage(err, 'Failed to remove the logo')),
              })
            }
            data-testid="brand-logo-remove"
          >
            Remove logo
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

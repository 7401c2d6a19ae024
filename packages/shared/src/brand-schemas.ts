import { z } from 'zod';

/** A logo is at most this many bytes (PNG, JPEG or WebP) and this many pixels on its longer side. */
export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_MAX_SIDE = 1024;
/** WCAG 2.x AA for normal text: the accent carries white text (buttons) and sits on white (headings, borders). */
export const ACCENT_MIN_CONTRAST = 4.5;

const channel = (hex: string, at: number) => {
  const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The WCAG contrast ratio of a #rrggbb colour against white (1 to 21). */
export function contrastWithWhite(hex: string): number {
  const luminance = 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
  return 1.05 / (luminance + 0.05);
}

export const accentColorSchema = z
  .string({ error: 'Enter a colour as #rrggbb' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb')
  .transform((hex) => hex.toLowerCase())
  .refine((hex) => contrastWithWhite(hex) >= ACCENT_MIN_CONTRAST, {
    error: (issue) =>
      `Too light: white text on this colour has a contrast of ${contrastWithWhite(String(issue.input)).toFixed(2)}:1, at least 4.5:1 is needed`,
  });

/** GET /api/account/brand: how the account shows itself to its customers (checkout, receipt, emails). */
export const brandSchema = z.object({
  name: z.string().meta({ description: 'The business name customers see', examples: ['Acme Coffee'] }),
  nameConfirmed: z.boolean().meta({
    description:
      'False until someone chose the name (it starts as the part of the email before @): the dashboard asks for it',
  }),
  logoUrl: z
    .string()
    .nullable()
    .meta({
      description: 'The logo, served by Paylink at a URL that changes with the image; null: none',
      examples: ['https://paylink.example/api/brand-logos/3f2a…'],
    }),
  accentColor: z
    .string()
    .nullable()
    .meta({
      description: 'The accent colour (#rrggbb) of the checkout, receipt and receipt emails; null: the default',
      examples: ['#1d4ed8'],
    }),
});
export type Brand = z.infer<typeof brandSchema>;

export const updateBrandSchema = z.object({
  name: z
    .string({ error: 'Enter a business name' })
    .trim()
    .min(1, 'Enter a business name')
    .max(100, 'The name must be at most 100 characters'),
  accentColor: accentColorSchema.nullable().default(null),
});
export type UpdateBrandInput = z.input<typeof updateBrandSchema>;

/** The image as base64 (its type is read from its bytes, never from a name). */
export const uploadLogoSchema = z.object({
  image: z
    .string({ error: 'Choose an image' })
    .min(1, 'Choose an image')
    .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4, 'The logo must be at most 256 KB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The image must be sent as base64'),
});
export type UploadLogoInput = z.infer<typeof uploadLogoSchema>;

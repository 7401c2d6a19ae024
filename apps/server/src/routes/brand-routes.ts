import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandSchema, successSchema, updateBrandSchema, uploadLogoSchema } from '@paylink/shared';
import type { Deps } from '../deps';
import { AppError } from '../lib/app-error';
import { accountBrand } from '../modules/accounts/account-brand';
import { logoByHash } from '../modules/accounts/logo-by-hash';
import { removeLogo, setLogo } from '../modules/accounts/set-logo';
import { updateBrand } from '../modules/accounts/update-brand';
import { currentAccount, requireSession } from '../plugins/authenticate';
import { NO_SECURITY, nonJson, replies, SESSION_ERRORS, SESSION_SECURITY } from '../plugins/openapi';

const doc = { tags: ['Brand'], security: SESSION_SECURITY };
const brandReply = successSchema(brandSchema);
// The bytes never change under a hash: a year, shared caches included. No type sniffing, no document context.
const LOGO_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Content-Disposition': 'inline',
};

const LOGO_RESPONSE = {
  description: 'The image, in the type its bytes were checked to be',
  content: Object.fromEntries(
    ['image/png', 'image/jpeg', 'image/webp'].map((type) => [type, nonJson(type, 'The image').content[type]!]),
  ),
};

/**
 * The merchant's brand (business name, logo, accent colour) under /api/account/brand, changed by owners and admins
 * (`settings:write`), and each logo's public bytes at /api/brand-logos/:sha256, for the checkout, receipt and emails.
 */
export function brandRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/brand-logos/:sha256',
      {
        schema: {
          tags: ['Brand'],
          security: NO_SECURITY,
          summary: "A merchant's logo (PNG, JPEG or WebP)",
          description:
            'Named by the SHA-256 of its bytes, so it is cached for a year; served with its own type and `X-Content-Type-Options: nosniff`.',
          params: z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
          response: replies({ 200: LOGO_RESPONSE }, 404),
        },
      },
      async (request, reply) => {
        const logo = await logoByHash(deps.db, request.params.sha256);
        return reply.type(logo.contentType).headers(LOGO_HEADERS).send(Buffer.from(logo.bytes));
      },
    );

    app.register(async (scope) => {
      const brand = scope.withTypeProvider<ZodTypeProvider>();
      brand.addHook('preValidation', requireSession(deps));
      const current = async (accountId: string) => {
        const found = await accountBrand(deps.db, deps.config.appUrl, accountId);
        if (!found) throw new AppError('NOT_FOUND', 'Account not found', 404);
        return { success: true as const, data: found };
      };

      brand.get(
        '/account/brand',
        {
          schema: {
            ...doc,
            summary: 'How the account shows itself to its customers',
            response: replies({ 200: brandReply }, SESSION_ERRORS),
          },
        },
        async (request) => current(currentAccount(request).id),
      );
      brand.put(
        '/account/brand',
        {
          schema: {
            ...doc,
            summary: 'Set the business name and the accent colour',
            description:
              'The accent colour is `#rrggbb` with at least 4.5:1 contrast against white (WCAG AA), or null for the default look.',
            body: updateBrandSchema,
            response: replies({ 200: brandReply }, SESSION_ERRORS),
          },
        },
        async (request) => {
          const accountId = currentAccount(request).id;
          await updateBrand(deps.db, accountId, request.body);
          return current(accountId);
        },
      );
      brand.put(
        '/account/brand/logo',
        {
          bodyLimit: 512 * 1024,
          schema: {
            ...doc,
            summary: 'Upload the logo',
            description:
              'A PNG, JPEG or WebP image as base64, at most 256 KB and 1024×1024 pixels. Its type is read from its bytes; SVG and anything carrying markup are refused.',
            body: uploadLogoSchema,
            response: replies({ 200: brandReply }, SESSION_ERRORS),
          },
        },
        async (request) => {
          const accountId = currentAccount(request).id;
          await setLogo(deps.db, accountId, Buffer.from(request.body.image, 'base64'));
          return current(accountId);
        },
      );
      brand.delete(
        '/account/brand/logo',
        { schema: { ...doc, summary: 'Remove the logo', response: replies({ 200: brandReply }, SESSION_ERRORS) } },
        async (request) => {
          const accountId = currentAccount(request).id;
          await removeLogo(deps.db, accountId);
          return current(accountId);
        },
      );
    });
  };
}

import { PASSWORD, apiClient } from './api';
import { E2E_ADMIN_EMAIL } from './products';
import type { Product } from './start-product';

/**
 * A session token of the admin product's admin (E2E_ADMIN_EMAIL): the first file that asks signs it up and proves
 * the address with the emailed link (that is when ADMIN_EMAIL becomes an admin); later files sign in.
 */
export async function adminToken(product: Product): Promise<string> {
  const api = apiClient(product.baseUrl);
  const signedIn = await api.login(E2E_ADMIN_EMAIL, PASSWORD).catch(() => null);
  if (signedIn) return signedIn.token;
  const admin = await api.register(E2E_ADMIN_EMAIL);
  const mail = await product.smtp.waitForEmail(E2E_ADMIN_EMAIL, 'Verify');
  const verifyToken = new URL(product.smtp.linkIn(mail, `${product.baseUrl}/verify-email`)).searchParams.get('token');
  const verified = await fetch(`${product.baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ token: verifyToken }),
  });
  if (verified.status !== 200) throw new Error(`verifying the admin's address answered ${verified.status}`);
  return admin.token!;
}

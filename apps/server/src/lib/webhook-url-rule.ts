import type { AppConfig } from '../config/app-config';
import { AppError } from './app-error';

/** Webhook URLs use https (http only with ALLOW_INSECURE_WEBHOOKS=true, for development). */
export function assertWebhookUrlScheme(config: Pick<AppConfig, 'allowInsecureWebhooks'>, url: string): void {
  if (url.startsWith('https://') || (config.allowInsecureWebhooks && url.startsWith('http://'))) return;
  throw new AppError('VALIDATION_ERROR', 'Webhook URL must use https', 400);
}

import { ModuleProvider, Modules } from '@medusajs/framework/utils';
import { PaylinkPaymentProviderService } from './service';

export { PaylinkPaymentProviderService, SESSION_METADATA_KEY, type PaylinkOptions } from './service';

export default ModuleProvider(Modules.PAYMENT, { services: [PaylinkPaymentProviderService] });

import { formatAmount, type PayoutWalletBalance } from '@paylink/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findAccount } from '../accounts/find-account';
import { chainAdapters } from '../chains/chain-adapters';
import { networkName } from './payout-rails';
import { networkRails } from '../chains/payment-requests';

/**
 * What the paying wallet holds on `network`, per token the network pays payouts in, read from the chain through the
 * network's adapter: the batch builder sets it beside the batch's totals. The wallet is the one given, else the
 * account's saved wallet of the network (none: no balances). 400 for an address the network's rail refuses; 503
 * while the network's node cannot be read.
 */
export async function payoutWalletBalance(
  deps: Deps,
  accountId: string,
  query: { network: string; address?: string },
): Promise<PayoutWalletBalance> {
  const rail = networkRails(deps.config).get(query.network);
  if (!rail)
    throw new AppError('UNSUPPORTED_NETWORK', `${networkName(query.network)} is not offered on this server`, 400);
  const account = await findAccount(deps.db, accountId);
  const wallet = query.address ?? account?.[rail.profile.savedWallet] ?? null;
  if (!wallet) return { network: query.network, address: null, balances: [] };
  if (!rail.isAddress(wallet)) {
    const msg = `This is not a valid ${networkName(query.network)} address`;
    throw new AppError('VALIDATION_ERROR', msg, 400, { details: [{ msg, path: 'address' }] });
  }
  const adapter = chainAdapters({
    solanaRpc: deps.solanaRpc,
    commitment: deps.config.solana.commitment,
    evm: await deps.evmChains.verifiedClients(),
    evmConfig: deps.config.evm,
    bitcoin: deps.bitcoin,
  }).get(query.network);
  if (!adapter?.balance)
    throw new AppError('SERVICE_UNAVAILABLE', `${networkName(query.network)} cannot be read right now`, 503);
  const read = adapter.balance.bind(adapter);
  try {
    const balances = await Promise.all(
      rail.tokens.map(async (token) => ({
        currency: token.symbol,
        amount: formatAmount(await read(wallet, token.mint ?? token.contract ?? null), token.decimals),
      })),
    );
    return { network: query.network, address: wallet, balances };
  } catch (err) {
    deps.log.warn({ err, network: query.network }, 'could not read a payout wallet balance');
    throw new AppError('SERVICE_UNAVAILABLE', `${networkName(query.network)} cannot be read right now`, 503);
  }
}

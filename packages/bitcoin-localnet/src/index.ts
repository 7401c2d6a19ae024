export {
  startBitcoinLocalnet,
  type BitcoinLocalnet,
  type BitcoinLocalnetOptions,
  type ChainTip,
} from './start-bitcoin-localnet.ts';
export { bitcoinTestWallet, broadcast, type BitcoinTestWallet, type PayOptions } from './bitcoin-test-wallet.ts';
export { parseBip21, type Bip21Request } from './parse-bip21.ts';
export { payBip21Request, type PayBip21Options } from './pay-bip21-request.ts';
export { btcToSats, satsToBtc } from './btc-amount.ts';
export { REGTEST_NETWORK } from './regtest-network.ts';
export type { ChainEvents, ReorgMempool } from './create-chain.ts';
export type { Block } from './block.ts';

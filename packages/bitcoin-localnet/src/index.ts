export { startBitcoinLocalnet, type BitcoinLocalnet, type BitcoinLocalnetOptions, type ChainTip } from './start-bitcoin-localnet.ts';
export { bitcoinTestWallet, broadcast, type BitcoinTestWallet, type PayOptions } from './bitcoin-test-wallet.ts';
export { parseBip21, type Bip21Request } from './parse-bip21.ts';
export { btcToSats, satsToBtc } from './btc-amount.ts';
export { REGTEST_NETWORK } from './regtest-network.ts';
export type { ReorgMempool } from './create-chain.ts';

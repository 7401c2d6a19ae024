/** Mainnet USDC's address, recreated on the local chain with 6 decimals and a local mint authority. */
export const LOCAL_USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const LOCAL_USDC_DECIMALS = 6;

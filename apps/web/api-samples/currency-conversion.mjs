// Price in your currency → a token amount string, without floating point: integer base units, decimal string out.
// `rate` is what one token costs in your currency (e.g. from your exchange-rate provider), as a decimal string.
const DECIMALS = { SOL: 9, USDC: 6 };

function toUnits(decimal, decimals) {
  const [whole, fraction = ''] = String(decimal).split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

export function convertPrice(price, rate, currency) {
  const decimals = DECIMALS[currency];
  const scale = 10n ** BigInt(decimals);
  // price / rate, rounded up so the merchant never receives less than the price
  const units = (toUnits(price, decimals) * scale + toUnits(rate, decimals) - 1n) / toUnits(rate, decimals);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

// 49.99 EUR at 142.35 EUR per SOL → "0.351176678"
console.log(convertPrice('49.99', '142.35', 'SOL'));

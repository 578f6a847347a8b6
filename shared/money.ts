/**
 * Money: decimal strings on the wire ("14.99"), integer cents in arithmetic.
 */

const DECIMAL_PATTERN = /^-?\d+(\.\d{1,2})?$/;

/** Parses a decimal string or number of dollars into integer cents. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  if (!DECIMAL_PATTERN.test(text)) {
    throw new RangeError(`Not a money amount: ${JSON.stringify(amount)}`);
  }
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** Integer cents to the wire's decimal string with two places: 1499 -> "14.99". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Dollars with two decimals, as every price is shown: 1499 -> "$14.99". */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const [whole, fraction] = centsToDecimal(Math.abs(cents)).split('.');
  return `${sign}$${formatWholeNumber(Number(whole))}.${fraction}`;
}

/**
 * A whole number with US thousands separators: 2087 -> "2,087". Written out rather than with
 * toLocaleString, whose first call loads the browser's locale data: a slow phone's main thread
 * spends a fifth of a second on it while the first page renders.
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** Multiplies cents by a rate and rounds half away from zero to whole cents. */
export function applyRate(cents: number, rate: number): number {
  // Rounding the product of two exact decimals through toFixed avoids 0.1-style float drift.
  const exact = Number((cents * rate).toFixed(6));
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

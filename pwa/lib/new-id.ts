/**
 * A random UUID (version 4) for ids the device makes: cart clients, review and message
 * submissions. `crypto.randomUUID` exists only in a secure context, so a store opened over plain
 * http on a LAN address lacks it; `crypto.getRandomValues` is there in every context.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // The version (4) in the high nibble of byte 6, the variant (binary 10) in the top bits of byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

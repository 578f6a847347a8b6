/**
 * A different client address for each caller: Linux answers on every address of 127.0.0.0/8,
 * so binding a request to 127.1.x.y makes the proxy (and the store's per-address limits) see
 * a client of its own. 127.0.0.1 is left to the processes themselves.
 */
let next = 0;

export function newLoopbackAddress(): string {
  const index = next++;
  const third = Math.floor(index / 254) % 256;
  const fourth = (index % 254) + 1;
  return `127.1.${third}.${fourth}`;
}

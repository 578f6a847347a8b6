import { n } from './svg.ts';

/** A pointed leaflet from (0,0) growing up to (0,-length). */
export function leafletPath(length: number, width: number): string {
  const w = width / 2;
  return `M0 0 C${n(w * 1.1)} ${n(-length * 0.25)} ${n(w)} ${n(-length * 0.72)} 0 ${n(-length)} C${n(-w)} ${n(-length * 0.72)} ${n(-w * 1.1)} ${n(-length * 0.25)} 0 0Z`;
}

/** The leaflets of a fan leaf: their angle from upright and length as a share of the middle one. */
const FAN_LEAFLETS: ReadonlyArray<[angle: number, length: number]> = [
  [0, 1],
  [-27, 0.88],
  [27, 0.88],
  [-56, 0.68],
  [56, 0.68],
  [-88, 0.42],
  [88, 0.42],
];

/** A seven-leaflet cannabis fan leaf with its stem, origin at the base of the leaflets. */
export function fanLeaf(scale: number, fill: string, vein: string | null, stem = true): string {
  const parts: string[] = [];
  if (stem) {
    parts.push(
      `<path d="M0 0 Q${n(6 * scale)} ${n(60 * scale)} ${n(-4 * scale)} ${n(120 * scale)}" stroke="${fill}" stroke-width="${n(7 * scale)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  // Side leaflets first so the long middle leaflet sits on top.
  for (const [angle, length] of [...FAN_LEAFLETS].reverse()) {
    const len = 250 * scale * length;
    parts.push(`<path transform="rotate(${angle})" d="${leafletPath(len, len * 0.2)}" fill="${fill}"/>`);
    if (vein) {
      parts.push(
        `<path transform="rotate(${angle})" d="M0 ${n(-len * 0.08)} L0 ${n(-len * 0.9)}" stroke="${vein}" stroke-width="${n(2.2 * scale)}" stroke-linecap="round" opacity="0.55"/>`,
      );
    }
  }
  return parts.join('');
}

/** The Verdant mark: a sprout with two leaves, drawn in a 100x100 box. */
export function logoMark(fill: string, cut: string): string {
  return [
    `<path d="M50 88 C50.5 74 50.5 62 51.5 50" stroke="${fill}" stroke-width="5.5" stroke-linecap="round" fill="none"/>`,
    `<path d="M51 55 C51 35 62 21 83 15 C85 37 73 53 51 55Z" fill="${fill}"/>`,
    `<path d="M49.5 66 C34 67 22 58 17 42 C35 39 48 49 49.5 66Z" fill="${fill}"/>`,
    `<path d="M54.5 50.5 Q64 36 77 23" stroke="${cut}" stroke-width="2.6" stroke-linecap="round" fill="none"/>`,
    `<path d="M46 61.5 Q35 55 24 45.5" stroke="${cut}" stroke-width="2.4" stroke-linecap="round" fill="none"/>`,
  ].join('');
}

/** Every product picture and icon is drawn in a square of this many units and scaled to its size. */
export const ART_SIZE = 800;

/** Rounds to one decimal, for compact SVG. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function svgDocument(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

/** A picture drawn in the ART_SIZE square, rendered `size` pixels wide. */
export function artDocument(size: number, body: string): string {
  return svgDocument(size, size, body, `0 0 ${ART_SIZE} ${ART_SIZE}`);
}

/** A gradient's colour stop: where it sits, its colour and, when not opaque, its opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number];

/** A linear gradient's axis, from (x1, y1) to (x2, y2) in its shape's box. */
export type Axis = readonly [x1: number, y1: number, x2: number, y2: number];

export const ACROSS: Axis = [0, 0, 1, 0];
export const DOWN: Axis = [0, 0, 0, 1];
export const DIAGONAL: Axis = [0, 0, 1, 1];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, color, opacity]) =>
      opacity === undefined
        ? `<stop offset="${offset}" stop-color="${color}"/>`
        : `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

export function linearGradient(id: string, [x1, y1, x2, y2]: Axis, list: readonly Stop[]): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** A radial gradient's centre (cx, cy) in its shape's box and how far it reaches, r. */
export type Centre = readonly [cx: number, cy: number, r: number];

/** From the middle of the shape's box out to its edges. */
export const MIDDLE: Centre = [0.5, 0.5, 0.5];

export function radialGradient(id: string, [cx, cy, r]: Centre, list: readonly Stop[]): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

/** Stops of one colour at the given opacities: a glow, a shadow or a haze. */
export function fade(color: string, opacities: ReadonlyArray<readonly [offset: number, opacity: number]>): Stop[] {
  return opacities.map(([offset, opacity]) => [offset, color, opacity]);
}

/** A radial glow of one colour, from `opacity` at its centre to nothing at its edge. */
export function glow(id: string, centre: Centre, color: string, opacity: number): string {
  return radialGradient(
    id,
    centre,
    fade(color, [
      [0, opacity],
      [1, 0],
    ]),
  );
}

export function defs(...gradients: string[]): string {
  return `<defs>${gradients.join('')}</defs>`;
}

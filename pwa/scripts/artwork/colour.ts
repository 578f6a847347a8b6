import { BACKGROUND_COLOR, THEME_COLOR } from '../../web-app-manifest.ts';

/** The store's colours: the installed app's header green and page cream, and two greens beside them. */
export const BRAND = {
  green: THEME_COLOR,
  greenLight: '#166534',
  emerald: '#047857',
  cream: BACKGROUND_COLOR,
} as const;

/** A hue in degrees and a saturation in percent; the lightness is chosen where it is drawn. */
export interface Tone {
  h: number;
  s: number;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** An HSL colour (h in degrees, s and l in percent) as #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
  const hue = hueDegrees(h) / 360;
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (offset: number) => {
    let t = hue + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    let value = p;
    if (t < 1 / 6) value = p + (q - p) * 6 * t;
    else if (t < 1 / 2) value = q;
    else if (t < 2 / 3) value = p + (q - p) * (2 / 3 - t) * 6;
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`;
}

/** A hue as degrees in [0, 360), for comparing hues that were shifted past either end. */
export function hueDegrees(h: number): number {
  return ((h % 360) + 360) % 360;
}

/** The two ends of the gold on a vape's ring and a preroll's band. */
export const GOLD_LIGHT = '#f3dc9b';
export const GOLD_DEEP = '#9a7a3c';

/** The pale veins of a drawn fan leaf. */
export const LEAF_VEIN = hsl(110, 30, 58);

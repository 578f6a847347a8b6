import type { CategoryId } from '#shared/catalogue/categories';
import { BRAND } from './colour.ts';
import { fanLeaf, logoMark } from './shapes.ts';

// The app's shortcuts (long-press on Android, the taskbar menu on Windows): one flat cream
// glyph each on the app icon's square, kept to its middle so launchers that mask it keep it whole.

function gummyBearGlyph(): string {
  const c = BRAND.cream;
  return `<g fill="${c}" transform="translate(0 28)">
    <circle cx="322" cy="178" r="44"/><circle cx="478" cy="178" r="44"/>
    <circle cx="400" cy="252" r="96"/>
    <ellipse cx="282" cy="392" rx="46" ry="74" transform="rotate(38 282 392)"/>
    <ellipse cx="518" cy="392" rx="46" ry="74" transform="rotate(-38 518 392)"/>
    <ellipse cx="400" cy="448" rx="124" ry="140"/>
    <ellipse cx="322" cy="560" rx="64" ry="58"/><ellipse cx="478" cy="560" rx="64" ry="58"/>
    <ellipse cx="400" cy="452" rx="62" ry="74" fill="${BRAND.green}" opacity="0.22"/>
  </g>`;
}

function fanLeafGlyph(): string {
  return `<g transform="translate(400 494) scale(1.45)">${fanLeaf(1, BRAND.cream, BRAND.green)}</g>`;
}

function vapePenGlyph(): string {
  const c = BRAND.cream;
  const g = BRAND.green;
  return `<g transform="rotate(35 400 410)">
    <path d="M372 150 L428 150 L442 218 L358 218Z" fill="${c}"/>
    <rect x="355" y="224" width="90" height="164" rx="14" fill="${c}"/>
    <rect x="381" y="250" width="38" height="112" rx="10" fill="${g}"/>
    <rect x="381" y="300" width="38" height="62" rx="10" fill="${c}" opacity="0.45"/>
    <rect x="348" y="394" width="104" height="24" rx="6" fill="${c}"/>
    <rect x="355" y="424" width="90" height="246" rx="24" fill="${c}"/>
    <circle cx="400" cy="478" r="12" fill="${g}"/>
  </g>`;
}

function prerollGlyph(): string {
  const c = BRAND.cream;
  const g = BRAND.green;
  return `<g transform="rotate(-35 410 400)">
    <rect x="168" y="358" width="100" height="84" rx="16" fill="${c}"/>
    <path d="M196 366 V434 M226 366 V434" stroke="${g}" stroke-width="8" stroke-linecap="round" opacity="0.4"/>
    <path d="M276 356 L560 306 Q590 400 560 494 L276 444Z" fill="${c}"/>
    <path d="M566 314 C604 330 628 370 640 388 C656 382 670 380 684 386 C676 396 676 404 684 414 C670 420 656 418 640 412 C628 430 604 470 566 486 Q592 400 566 314Z" fill="${c}"/>
    <path d="M304 351 L346 344 L346 456 L304 449Z" fill="${g}" opacity="0.5"/>
  </g>`;
}

function shoppingBagGlyph(): string {
  const c = BRAND.cream;
  return `<path d="M318 318 V262 A82 82 0 0 1 482 262 V318" stroke="${c}" stroke-width="36" stroke-linecap="round" fill="none"/>
  <path d="M246 300 H554 Q586 300 588 332 L604 602 Q606 640 568 640 H232 Q194 640 196 602 L212 332 Q214 300 246 300Z" fill="${c}"/>
  <g transform="translate(318 378) scale(1.64)">${logoMark(BRAND.green, BRAND.cream)}</g>`;
}

/** One per manifest shortcut: the four categories and the cart (the header's bag icon). */
export const SHORTCUT_GLYPHS: Record<CategoryId | 'cart', () => string> = {
  gummies: gummyBearGlyph,
  flower: fanLeafGlyph,
  vapes: vapePenGlyph,
  prerolls: prerollGlyph,
  cart: shoppingBagGlyph,
};

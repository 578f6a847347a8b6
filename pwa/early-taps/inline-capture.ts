import { captureEarlyTaps } from './capture-early-taps.ts';

// The entry the build inlines into the page's head (pwa/scripts/inline-early-taps.ts).
captureEarlyTaps(window);

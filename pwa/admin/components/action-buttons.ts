/**
 * The back office's destructive looks, beside the shop's primary and secondary buttons
 * (components/ui/button.tsx) in their compact size: a full red one that confirms, and an
 * outlined one that only opens the confirmation.
 */
const SHAPE = 'inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 font-semibold text-sm transition';

export const dangerButtonClass = `${SHAPE} bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:cursor-wait disabled:opacity-75`;
export const dangerOutlineButtonClass = `${SHAPE} border border-red-700/40 bg-white text-red-800 hover:bg-red-50`;

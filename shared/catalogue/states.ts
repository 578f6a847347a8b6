/**
 * The ten states the header's state picker offers, in its order. The choice stays on the device,
 * stored by its code.
 */
export const SELECTABLE_STATES = [
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'NY', name: 'New York' },
  { code: 'FL', name: 'Florida' },
  { code: 'TX', name: 'Texas' },
  { code: 'WA', name: 'Washington' },
  { code: 'OR', name: 'Oregon' },
  { code: 'NV', name: 'Nevada' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'IL', name: 'Illinois' },
] as const;

export type SelectableState = (typeof SELECTABLE_STATES)[number];
export type SelectableStateCode = SelectableState['code'];

/** The browser storage key of the shopper's chosen state (its code, e.g. "CA"). */
export const STATE_STORAGE_KEY = 'verdant:state';

export function selectableStateByCode(code: string | null | undefined): SelectableState | null {
  return SELECTABLE_STATES.find((state) => state.code === code) ?? null;
}

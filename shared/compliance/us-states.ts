/**
 * The fifty states and the District of Columbia: the places a delivery address can be in, with
 * the time zone their day is counted in for per-day purchase limits (the zone most of the state
 * lives in).
 */

export interface UsState {
  /** Two-letter USPS code. */
  code: string;
  name: string;
  timeZone: string;
}

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama', timeZone: CENTRAL },
  { code: 'AK', name: 'Alaska', timeZone: 'America/Anchorage' },
  { code: 'AZ', name: 'Arizona', timeZone: 'America/Phoenix' },
  { code: 'AR', name: 'Arkansas', timeZone: CENTRAL },
  { code: 'CA', name: 'California', timeZone: PACIFIC },
  { code: 'CO', name: 'Colorado', timeZone: MOUNTAIN },
  { code: 'CT', name: 'Connecticut', timeZone: EASTERN },
  { code: 'DE', name: 'Delaware', timeZone: EASTERN },
  { code: 'DC', name: 'District of Columbia', timeZone: EASTERN },
  { code: 'FL', name: 'Florida', timeZone: EASTERN },
  { code: 'GA', name: 'Georgia', timeZone: EASTERN },
  { code: 'HI', name: 'Hawaii', timeZone: 'Pacific/Honolulu' },
  { code: 'ID', name: 'Idaho', timeZone: 'America/Boise' },
  { code: 'IL', name: 'Illinois', timeZone: CENTRAL },
  { code: 'IN', name: 'Indiana', timeZone: 'America/Indiana/Indianapolis' },
  { code: 'IA', name: 'Iowa', timeZone: CENTRAL },
  { code: 'KS', name: 'Kansas', timeZone: CENTRAL },
  { code: 'KY', name: 'Kentucky', timeZone: EASTERN },
  { code: 'LA', name: 'Louisiana', timeZone: CENTRAL },
  { code: 'ME', name: 'Maine', timeZone: EASTERN },
  { code: 'MD', name: 'Maryland', timeZone: EASTERN },
  { code: 'MA', name: 'Massachusetts', timeZone: EASTERN },
  { code: 'MI', name: 'Michigan', timeZone: 'America/Detroit' },
  { code: 'MN', name: 'Minnesota', timeZone: CENTRAL },
  { code: 'MS', name: 'Mississippi', timeZone: CENTRAL },
  { code: 'MO', name: 'Missouri', timeZone: CENTRAL },
  { code: 'MT', name: 'Montana', timeZone: MOUNTAIN },
  { code: 'NE', name: 'Nebraska', timeZone: CENTRAL },
  { code: 'NV', name: 'Nevada', timeZone: PACIFIC },
  { code: 'NH', name: 'New Hampshire', timeZone: EASTERN },
  { code: 'NJ', name: 'New Jersey', timeZone: EASTERN },
  { code: 'NM', name: 'New Mexico', timeZone: MOUNTAIN },
  { code: 'NY', name: 'New York', timeZone: EASTERN },
  { code: 'NC', name: 'North Carolina', timeZone: EASTERN },
  { code: 'ND', name: 'North Dakota', timeZone: CENTRAL },
  { code: 'OH', name: 'Ohio', timeZone: EASTERN },
  { code: 'OK', name: 'Oklahoma', timeZone: CENTRAL },
  { code: 'OR', name: 'Oregon', timeZone: PACIFIC },
  { code: 'PA', name: 'Pennsylvania', timeZone: EASTERN },
  { code: 'RI', name: 'Rhode Island', timeZone: EASTERN },
  { code: 'SC', name: 'South Carolina', timeZone: EASTERN },
  { code: 'SD', name: 'South Dakota', timeZone: CENTRAL },
  { code: 'TN', name: 'Tennessee', timeZone: CENTRAL },
  { code: 'TX', name: 'Texas', timeZone: CENTRAL },
  { code: 'UT', name: 'Utah', timeZone: MOUNTAIN },
  { code: 'VT', name: 'Vermont', timeZone: EASTERN },
  { code: 'VA', name: 'Virginia', timeZone: EASTERN },
  { code: 'WA', name: 'Washington', timeZone: PACIFIC },
  { code: 'WV', name: 'West Virginia', timeZone: EASTERN },
  { code: 'WI', name: 'Wisconsin', timeZone: CENTRAL },
  { code: 'WY', name: 'Wyoming', timeZone: MOUNTAIN },
];

const BY_CODE = new Map(US_STATES.map((state) => [state.code, state]));

export function usStateByCode(code: string): UsState | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}

export function isUsStateCode(code: string): boolean {
  return BY_CODE.has(code.trim().toUpperCase());
}

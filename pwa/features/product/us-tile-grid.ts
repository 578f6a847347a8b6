/**
 * A tile-grid map of the United States: one equal square per state and DC, placed to keep
 * neighbours roughly where they are (the layout news graphics use). Columns 0-10, rows 0-7.
 */
export interface StateTile {
  code: string;
  name: string;
  col: number;
  row: number;
}

const ROWS: readonly (readonly [code: string, name: string, col: number][])[] = [
  [
    ['AK', 'Alaska', 0],
    ['ME', 'Maine', 10],
  ],
  [
    ['WI', 'Wisconsin', 5],
    ['VT', 'Vermont', 9],
    ['NH', 'New Hampshire', 10],
  ],
  [
    ['WA', 'Washington', 0],
    ['ID', 'Idaho', 1],
    ['MT', 'Montana', 2],
    ['ND', 'North Dakota', 3],
    ['MN', 'Minnesota', 4],
    ['IL', 'Illinois', 5],
    ['MI', 'Michigan', 6],
    ['NY', 'New York', 8],
    ['MA', 'Massachusetts', 9],
  ],
  [
    ['OR', 'Oregon', 0],
    ['NV', 'Nevada', 1],
    ['WY', 'Wyoming', 2],
    ['SD', 'South Dakota', 3],
    ['IA', 'Iowa', 4],
    ['IN', 'Indiana', 5],
    ['OH', 'Ohio', 6],
    ['PA', 'Pennsylvania', 7],
    ['NJ', 'New Jersey', 8],
    ['CT', 'Connecticut', 9],
    ['RI', 'Rhode Island', 10],
  ],
  [
    ['CA', 'California', 0],
    ['UT', 'Utah', 1],
    ['CO', 'Colorado', 2],
    ['NE', 'Nebraska', 3],
    ['MO', 'Missouri', 4],
    ['KY', 'Kentucky', 5],
    ['WV', 'West Virginia', 6],
    ['VA', 'Virginia', 7],
    ['MD', 'Maryland', 8],
    ['DE', 'Delaware', 9],
  ],
  [
    ['AZ', 'Arizona', 1],
    ['NM', 'New Mexico', 2],
    ['KS', 'Kansas', 3],
    ['AR', 'Arkansas', 4],
    ['TN', 'Tennessee', 5],
    ['NC', 'North Carolina', 6],
    ['SC', 'South Carolina', 7],
    ['DC', 'District of Columbia', 8],
  ],
  [
    ['OK', 'Oklahoma', 3],
    ['LA', 'Louisiana', 4],
    ['MS', 'Mississippi', 5],
    ['AL', 'Alabama', 6],
    ['GA', 'Georgia', 7],
  ],
  [
    ['HI', 'Hawaii', 0],
    ['TX', 'Texas', 3],
    ['FL', 'Florida', 8],
  ],
];

export const US_TILES: readonly StateTile[] = ROWS.flatMap((row, rowIndex) =>
  row.map(([code, name, col]) => ({ code, name, col, row: rowIndex })),
);

export const US_TILE_COLUMNS = 11;
export const US_TILE_ROWS = ROWS.length;

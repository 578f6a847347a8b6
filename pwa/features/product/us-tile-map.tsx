import { listJoin } from '#shared/content/list-join';
import { US_TILE_COLUMNS, US_TILE_ROWS, US_TILES } from './us-tile-grid.ts';

const TILE = 40;
const GAP = 4;
const STEP = TILE + GAP;

/** An inline SVG tile map of the US with the places delivered to highlighted. */
export function UsTileMap({ delivered }: { delivered: readonly { code: string; name: string }[] }) {
  const deliveredCodes = new Set(delivered.map((place) => place.code));
  const width = US_TILE_COLUMNS * STEP - GAP;
  const height = US_TILE_ROWS * STEP - GAP;
  return (
    <svg
      role="img"
      aria-labelledby="us-ship-map-title"
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id="us-ship-map-title">
        {delivered.length > 0
          ? `Map of the United States: we deliver to the highlighted ${delivered.length === 1 ? 'state' : 'states'}, ${listJoin(delivered.map((place) => place.name))}`
          : 'Map of the United States: we do not deliver anywhere yet'}
      </title>
      {US_TILES.map((tile) => {
        const active = deliveredCodes.has(tile.code);
        const x = tile.col * STEP;
        const y = tile.row * STEP;
        return (
          <g key={tile.code} data-state={tile.code} data-ships={active ? 'yes' : 'no'}>
            <title>{`${tile.name}${active ? ': we deliver here' : ': not yet'}`}</title>
            <rect
              x={x}
              y={y}
              width={TILE}
              height={TILE}
              rx={7}
              className={active ? 'fill-forest-700' : 'fill-forest-900/[0.07]'}
            />
            {/* A state not delivered to is dimmed, yet its code keeps 4.5:1 contrast on the pale tile. */}
            <text
              x={x + TILE / 2}
              y={y + TILE / 2}
              dominantBaseline="central"
              textAnchor="middle"
              className={`font-semibold text-[12px] ${active ? 'fill-white' : 'fill-ink/65'}`}
            >
              {tile.code}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

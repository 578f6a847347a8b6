/**
 * What other features use of the catalogue: fetching from it (online, or from the copy saved on
 * the device), the search read from an address, and the mood badge.
 */
export { productAnswer } from './catalogue-schemas.ts';
export { fetchCatalogueAnswer } from './catalogue-source.ts';
export { searchFromAddress } from './filter-state.ts';
export { MoodBadge } from './mood-badge.tsx';
export { filteredProductsQueryOptions } from './product-list-queries.ts';

import { z } from 'zod';
import { optionalText } from '../lib/search-params.ts';

export const catalogueSearchSchema = z.object({ q: optionalText(100) });
export type CatalogueSearch = z.infer<typeof catalogueSearchSchema>;

import { Link } from '@tanstack/react-router';
import { FileCheck2 } from 'lucide-react';
import { STATIC_PAGE_PATHS } from '#shared/routes';

/**
 * The certificate-of-analysis banner. The button opens the lab reports page, where the batch
 * certificates and limits are explained: there is no certificate API, and per-product
 * certificates do not exist yet.
 */
export function CoaBanner() {
  return (
    <section
      aria-label="Certificate of analysis"
      className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-forest-900 to-forest-700 p-5 text-cream"
    >
      <div className="flex gap-4">
        <FileCheck2 aria-hidden="true" className="h-9 w-9 shrink-0 text-gold" />
        <div>
          <h2 className="font-semibold text-lg leading-snug">Third-party lab tested</h2>
          <p className="mt-1 text-cream/80 text-sm">
            Every batch is tested for potency, pesticides, heavy metals and microbials by an independent lab.
          </p>
        </div>
      </div>
      {/* The content routes are built from a map, so their paths are not literal route types. */}
      <Link
        to={STATIC_PAGE_PATHS.labReports as string}
        className="inline-flex items-center justify-center rounded-full bg-cream px-5 py-2.5 font-semibold text-forest-900 text-sm transition hover:bg-white sm:ml-13 sm:self-start"
      >
        View Certificate of Analysis
      </Link>
    </section>
  );
}

import { Link } from '@tanstack/react-router';
import { Clock, Mail, MapPin, Phone, ShieldCheck, Smartphone } from 'lucide-react';
import { MINIMUM_AGE } from '#shared/age';
import { hempLawFooterNote } from '#shared/compliance/hemp-law';
import {
  BUSINESS_HOURS,
  REPLY_WITHIN_HOURS,
  STORE_NAME,
  STORE_TAGLINE,
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '#shared/content/business';
import { InstallApp } from '../install/index.ts';
import { Logo } from './logo.tsx';
import { FOOTER_GROUPS } from './nav-links.ts';

const telHref = `tel:+1${SUPPORT_PHONE.replace(/\D/g, '')}`;

/**
 * The footer of every page: its links, support hours and contact, installing the app
 * where the device can, and the legal notes.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-forest-900 text-cream/80">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="flex flex-col gap-5">
            <Logo tone="light" />
            <p className="max-w-sm text-cream/70 text-sm leading-relaxed">
              {STORE_TAGLINE}. Lab-tested gummies, flower, vapes and prerolls for adults {MINIMUM_AGE} and over.
            </p>
            <address className="flex flex-col gap-2.5 text-sm not-italic">
              <a href={`mailto:${SUPPORT_EMAIL}`} className="inline-flex min-h-8 items-center gap-2.5 hover:text-white">
                <Mail aria-hidden="true" className="h-4 w-4 text-gold" />
                {SUPPORT_EMAIL}
              </a>
              <a href={telHref} className="inline-flex min-h-8 items-center gap-2.5 hover:text-white">
                <Phone aria-hidden="true" className="h-4 w-4 text-gold" />
                {SUPPORT_PHONE}
              </a>
              <span className="inline-flex items-start gap-2.5">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold" />
                {SUPPORT_ADDRESS.street}, {SUPPORT_ADDRESS.city}, {SUPPORT_ADDRESS.region} {SUPPORT_ADDRESS.postalCode}
              </span>
            </address>
            <div className="text-sm">
              <p className="inline-flex items-center gap-2.5 font-semibold text-cream">
                <Clock aria-hidden="true" className="h-4 w-4 text-gold" />
                Support hours
              </p>
              <dl className="mt-2 grid max-w-64 grid-cols-[auto_1fr] gap-x-4 gap-y-1 pl-6.5">
                {BUSINESS_HOURS.map((row) => (
                  <div key={row.days} className="contents">
                    <dt className="text-cream/70">{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 pl-6.5 text-cream/70">We reply within {REPLY_WITHIN_HOURS} hours.</p>
            </div>
            <InstallApp tone="light" className="flex flex-col items-start gap-2 text-sm">
              <p className="inline-flex items-center gap-2.5 font-semibold text-cream">
                <Smartphone aria-hidden="true" className="h-4 w-4 text-gold" />
                Get the app
              </p>
            </InstallApp>
          </div>

          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {FOOTER_GROUPS.map((group) => (
              <nav key={group.title} aria-label={`${group.title} links`}>
                <h2 className="font-semibold text-cream text-sm uppercase tracking-wider">{group.title}</h2>
                <ul className="mt-3 flex flex-col">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="inline-flex min-h-10 items-center text-sm transition hover:text-white hover:underline hover:underline-offset-4"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-cream/15 border-t pt-8 text-cream/70 text-xs leading-relaxed">
          <p className="flex items-start gap-2.5 text-cream/80 text-sm">
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold" />
            <span>
              For adults {MINIMUM_AGE} and over only. Please consume responsibly, keep out of reach of children and
              pets, and do not drive or operate machinery after use.
            </span>
          </p>
          <p>
            {hempLawFooterNote()} These statements have not been evaluated by the Food and Drug Administration; our
            products are not intended to diagnose, treat, cure or prevent any disease.
          </p>
          <p>
            © {year} {STORE_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}

import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import {
  BUSINESS_HOURS,
  REPLY_WITHIN_HOURS,
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '#shared/content/business';
import { ContactForm, type SubjectRequest } from '../features/community/contact-form.tsx';
import { ConsultationCard, QuickHelp } from '../features/community/contact-help.tsx';
import { SubmissionStatus } from '../features/community/submission-status.tsx';

const telHref = `tel:+1${SUPPORT_PHONE.replace(/\D/g, '')}`;
const DAY_NAMES: Record<string, string> = { 'Mon-Fri': 'Monday – Friday', Sat: 'Saturday', Sun: 'Sunday' };

function BusinessDetails() {
  const detail = 'flex items-start gap-3';
  const icon = 'mt-0.5 h-5 w-5 shrink-0 text-forest-700';
  return (
    <section aria-labelledby="details-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/5">
      <h2 id="details-heading" className="font-bold text-forest-900 text-xl">
        Get in touch
      </h2>
      <ul className="mt-4 grid gap-4">
        <li className={detail}>
          <Phone aria-hidden="true" className={icon} />
          <div>
            <p className="font-semibold text-forest-900 text-sm">Phone</p>
            <a href={telHref} className="text-forest-700 underline-offset-2 hover:underline">
              {SUPPORT_PHONE}
            </a>
          </div>
        </li>
        <li className={detail}>
          <Mail aria-hidden="true" className={icon} />
          <div>
            <p className="font-semibold text-forest-900 text-sm">Email</p>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="text-forest-700 underline-offset-2 hover:underline">
              {SUPPORT_EMAIL}
            </a>
          </div>
        </li>
        <li className={detail}>
          <MapPin aria-hidden="true" className={icon} />
          <div>
            <p className="font-semibold text-forest-900 text-sm">Address</p>
            <address className="text-ink/80 not-italic">
              {SUPPORT_ADDRESS.street}
              <br />
              {SUPPORT_ADDRESS.city}, {SUPPORT_ADDRESS.region} {SUPPORT_ADDRESS.postalCode}
            </address>
          </div>
        </li>
        <li className={detail}>
          <Clock aria-hidden="true" className={icon} />
          <div className="flex-1">
            <p className="font-semibold text-forest-900 text-sm">Support hours</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {BUSINESS_HOURS.map(({ days, hours }) => (
                <div key={days} className="contents">
                  <dt className="text-ink/70">
                    <abbr title={DAY_NAMES[days]} className="no-underline">
                      {days}
                    </abbr>
                  </dt>
                  <dd className="font-medium text-ink">{hours}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-ink/70 text-xs">We reply to every message within {REPLY_WITHIN_HOURS} hours.</p>
          </div>
        </li>
      </ul>
    </section>
  );
}

/** The contact page: business details, the message form, Quick Help and booking a consultation. */
export default function ContactPage() {
  const [requested, setRequested] = useState<SubjectRequest | null>(null);
  return (
    <>
      <header className="bg-gradient-to-br from-forest-900 to-forest-700 px-4 pt-12 pb-20 text-cream sm:pt-16 sm:pb-24">
        <div className="mx-auto max-w-6xl">
          <p className="font-semibold text-gold text-sm uppercase tracking-wider">We're here to help</p>
          <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-cream/85 text-lg">
            Questions about a product, dosing or an order? Send us a message and we'll get back to you within{' '}
            {REPLY_WITHIN_HOURS} hours.
          </p>
        </div>
      </header>
      <div className="mx-auto -mt-12 grid max-w-6xl gap-6 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid gap-4">
          <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-forest-900/5 sm:p-8">
            <ContactForm requested={requested} />
          </div>
          <SubmissionStatus kind="contact" />
        </div>
        <div className="grid gap-6">
          <BusinessDetails />
          <QuickHelp />
        </div>
        <div className="lg:col-span-2">
          <ConsultationCard onBook={() => setRequested({ subject: 'wellness-consultation', at: Date.now() })} />
        </div>
      </div>
    </>
  );
}

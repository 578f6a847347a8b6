/** The store's own details, shown on contact, policy and legal pages and in structured data. */
export const STORE_NAME = 'Verdant';
export const STORE_TAGLINE = 'Premium cannabis, delivered';
export const SUPPORT_EMAIL = 'care@verdant.shop';
export const SUPPORT_PHONE = '(415) 555-0142';
export const SUPPORT_ADDRESS = {
  street: '2150 Folsom Street, Suite 300',
  city: 'San Francisco',
  region: 'CA',
  postalCode: '94110',
  country: 'US',
} as const;

/** The store's own calendar: its reports close each day at midnight in San Francisco. */
export const STORE_TIME_ZONE = 'America/Los_Angeles';

/** Support hours, and how soon the care team answers a message. */
export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '9AM-7PM' },
  { days: 'Sat', hours: '10AM-6PM' },
  { days: 'Sun', hours: '12PM-5PM' },
] as const;
export const REPLY_WITHIN_HOURS = 24;

/** The satisfaction guarantee: a shopper who is not happy may tell us within this many days. */
export const GUARANTEE_DAYS = 100;

import { gummyThcContent } from '../compliance/thc-per-gummy.ts';
import { EDIBLE_ONSET } from '../content/edible-timing.ts';
import type { CategoryId } from './categories.ts';

/**
 * The store's launch catalogue: 44 products, 11 in each category. The API's seed writes them
 * into `products`, and the PWA's product artwork (`npm run images`) is drawn from the same ids,
 * names and flavours, so every seeded product has its pictures.
 * There is no price here: the server prices every product from its category's size table
 * (shared/catalogue/sizes.ts). Effects and description wording are chosen so that the mood
 * rules of shared/catalogue/moods.ts match sensibly (see tests/unit/catalogue-data.test.ts).
 */
export interface SeedProduct {
  /** Lowercase slug, e.g. 'blue-dream-preroll'. */
  id: string;
  name: string;
  /** 220-450 characters of product copy. */
  description: string;
  category: CategoryId;
  /** e.g. '22% THC', '85% THC'; a gummy's is written from `thcMgPerGummy` ('10mg THC per gummy'). */
  thcContent: string;
  /** Gummies only: milligrams of THC in one gummy, which sets what each pack holds. */
  thcMgPerGummy?: number;
  /** e.g. '<1% CBD', '5mg CBD per gummy'. */
  cbdContent: string;
  /** 2-4 capitalised words or phrases. */
  effects: string[];
  /** 2-3 flavours; the first one sets the colour of the product artwork. */
  flavors: string[];
  /** One decimal, '4.3' to '5.0'. */
  rating: string;
  reviewCount: number;
  inStock: boolean;
  featured: boolean;
}

/** Units of each size a product in stock starts with; a product out of stock starts with none. */
export const SEED_STOCK_PER_SIZE = 24;

/** A gummy of the launch catalogue: its THC text is written from its milligrams per gummy. */
function gummy(
  product: Omit<SeedProduct, 'category' | 'thcContent' | 'thcMgPerGummy'> & { thcMgPerGummy: number },
): SeedProduct {
  return { ...product, category: 'gummies', thcContent: gummyThcContent(product.thcMgPerGummy) };
}

const gummies: SeedProduct[] = [
  gummy({
    id: 'lychee-gummies',
    name: 'Lychee Gummies',
    description: `Juicy lychee and a soft whisper of rose, finished with a limonene-forward terpene blend that gives each gummy a bright, floral aroma. Expect a gentle, happy lift that can take ${EDIBLE_ONSET} to arrive and stays sociable rather than heavy. Shoppers reach for them at dinner parties, gallery openings and long conversations with friends. 5mg THC per gummy; start with one.`,
    thcMgPerGummy: 5,
    cbdContent: '<1mg CBD per gummy',
    effects: ['Happy', 'Euphoric', 'Talkative'],
    flavors: ['Lychee', 'Rose'],
    rating: '4.8',
    reviewCount: 1874,
    inStock: true,
    featured: true,
  }),
  gummy({
    id: 'watermelon-gummies',
    name: 'Watermelon Gummies',
    description:
      'Summer-ripe watermelon with a cool cucumber-mint finish and a light, linalool-rich terpene profile. These adult-use cannabis gummies deliver a mellow, low-key ease that leaves room for conversation. Shoppers keep them on hand for backyard evenings, a slow Sunday or the end of a long week. 5mg THC per gummy.',
    thcMgPerGummy: 5,
    cbdContent: '<1mg CBD per gummy',
    effects: ['Mellow', 'Peaceful', 'Content'],
    flavors: ['Watermelon', 'Mint'],
    rating: '4.6',
    reviewCount: 1132,
    inStock: true,
    featured: false,
  }),
  gummy({
    id: 'midnight-berry-sleep-gummies',
    name: 'Midnight Berry Sleep Gummies',
    description:
      'A deep blackberry and blueberry blend with a lavender note, paired with myrcene and linalool terpenes and 2mg of CBN in every gummy. The effect settles in slowly as a heavy, sleepy calm that makes it easy to switch off. Shoppers save these for bedtime, after screens go dark and the house is quiet. 10mg THC per gummy; allow two hours before taking more.',
    thcMgPerGummy: 10,
    cbdContent: '<1mg CBD per gummy',
    effects: ['Sleepy', 'Relaxed', 'Restful'],
    flavors: ['Blackberry', 'Lavender'],
    rating: '4.7',
    reviewCount: 2316,
    inStock: true,
    featured: false,
  }),
  gummy({
    id: 'mango-cbd-relief-gummies',
    name: 'Mango CBD Relief Gummies',
    description:
      'Ripe Alphonso mango and a squeeze of passionfruit carry a beta-caryophyllene terpene blend in this CBD-forward cannabis gummy. The 10:1 CBD to THC ratio keeps the head clear while the body feels soothed and loose. Shoppers reach for it after a long run, a day of yard work or hours at a desk when muscles feel sore.',
    thcMgPerGummy: 2.5,
    cbdContent: '25mg CBD per gummy',
    effects: ['Soothing', 'Body High', 'Clear-headed'],
    flavors: ['Mango', 'Passionfruit'],
    rating: '4.7',
    reviewCount: 1458,
    inStock: true,
    featured: true,
  }),
  gummy({
    id: 'blood-orange-daytime-gummies',
    name: 'Blood Orange Daytime Gummies',
    description:
      'Tangy blood orange and a kick of fresh ginger, backed by a terpinolene and pinene blend that smells like a just-peeled citrus grove. These adult-use cannabis gummies bring a clear, bright lift with steady focus. Shoppers take one before a creative project, a long hike or a Saturday spent tackling the to-do list.',
    thcMgPerGummy: 5,
    cbdContent: '<1mg CBD per gummy',
    effects: ['Energized', 'Focused', 'Creative'],
    flavors: ['Blood Orange', 'Ginger'],
    rating: '4.5',
    reviewCount: 642,
    inStock: true,
    featured: false,
  }),
  gummy({
    id: 'peach-bellini-social-gummies',
    name: 'Peach Bellini Social Gummies',
    description:
      'White peach and a sparkling prosecco-style fizz meet a sweet limonene and ocimene terpene blend. The lift arrives gently and feels giggly, chatty and light, never foggy. Shoppers bring these to brunches, weddings and game nights when they want to stay present with the people around them. 5mg THC per gummy, vegan and made with real fruit purée.',
    thcMgPerGummy: 5,
    cbdContent: '<1mg CBD per gummy',
    effects: ['Giggly', 'Uplifted', 'Talkative'],
    flavors: ['Peach', 'Prosecco'],
    rating: '4.6',
    reviewCount: 389,
    inStock: true,
    featured: false,
  }),
  gummy({
    id: 'strawberry-rose-date-night-gummies',
    name: 'Strawberry Rosé Date Night Gummies',
    description:
      'Ripe strawberry and a dry rosé finish, layered with a floral linalool and geraniol terpene blend. Each gummy pairs 5mg THC with 5mg CBD for a warm, body-aware glow and a heightened sense of touch, while the mind stays present. Shoppers reach for them on date nights, anniversaries and slow evenings for two when intimacy is the plan.',
    thcMgPerGummy: 5,
    cbdContent: '5mg CBD per gummy',
    effects: ['Sensual', 'Aroused', 'Tingly'],
    flavors: ['Strawberry', 'Rosé'],
    rating: '4.5',
    reviewCount: 517,
    inStock: true,
    featured: false,
  }),
  gummy({
    id: 'lemon-lavender-unwind-gummies',
    name: 'Lemon Lavender Unwind Gummies',
    description:
      'Sun-bright Meyer lemon softened by French lavender, with a linalool-heavy terpene blend that smells like a herb garden after rain. The experience is mellow and unhurried: shoulders drop and the mind slows to an easy pace. Shoppers reach for them to unwind after work, on a quiet walk or while cooking a slow dinner. 5mg THC per gummy.',
    thcMgPerGummy: 5,
    cbdContent: '<1mg CBD per gummy',
    effects: ['Peaceful', 'Mellow', 'Content'],
    flavors: ['Lemon', 'Lavender'],
    rating: '4.4',
    reviewCount: 276,
    inStock: true,
    featured: false,
  }),
  gummy({
    id: 'pomegranate-evening-gummies',
    name: 'Pomegranate 1:1 Evening Gummies',
    description:
      'Tart pomegranate and black currant with a myrcene-rich terpene blend. Equal parts THC and CBD, 5mg each, for a balanced, grounded ease that softens the edges of the day without a heavy head. Shoppers reach for these on weeknights, during a long bath or while reading before bed. Start with one and give it time to settle in.',
    thcMgPerGummy: 5,
    cbdContent: '5mg CBD per gummy',
    effects: ['Balanced', 'Calm', 'Grounded'],
    flavors: ['Pomegranate', 'Black Currant'],
    rating: '4.6',
    reviewCount: 803,
    inStock: false,
    featured: false,
  }),
  gummy({
    id: 'pink-lemonade-sativa-gummies',
    name: 'Pink Lemonade Sativa Gummies',
    description:
      'Tart pink lemonade with a raspberry twist, paired with a sativa-style terpene blend of limonene and terpinolene. Each 5mg gummy delivers an energizing, uplifted buzz with a clear head and a spark of creativity. Shoppers reach for them before festivals, museum days and weekend errands with friends.',
    thcMgPerGummy: 5,
    cbdContent: '<1mg CBD per gummy',
    effects: ['Energetic', 'Uplifted', 'Creative'],
    flavors: ['Pink Lemonade', 'Raspberry'],
    rating: '4.4',
    reviewCount: 158,
    inStock: true,
    featured: false,
  }),
  gummy({
    id: 'blue-raspberry-microdose-gummies',
    name: 'Blue Raspberry Microdose Gummies',
    description:
      'Bold blue raspberry with a tart candy finish and a light beta-caryophyllene and limonene terpene blend. At 2.5mg THC each, these microdose gummies offer a subtle, cheerful lift you can fit into a busy day without losing the thread. Shoppers like them for concerts, dinner with friends or a first, careful step into edibles.',
    thcMgPerGummy: 2.5,
    cbdContent: '<1mg CBD per gummy',
    effects: ['Cheerful', 'Clear-headed', 'Sociable'],
    flavors: ['Blue Raspberry', 'Candy'],
    rating: '4.3',
    reviewCount: 94,
    inStock: true,
    featured: false,
  }),
];

const flower: SeedProduct[] = [
  {
    id: 'sunset-sherbet-flower',
    name: 'Sunset Sherbet Flower',
    description:
      'A dessert-style, indica-leaning hybrid of Girl Scout Cookies and Pink Panties, with dense, purple-flecked buds and a sweet berry-citrus sherbet nose from limonene and caryophyllene. The high opens with a happy, euphoric rush and settles into a comfortable body ease. Shoppers reach for it on a lazy weekend afternoon, at a barbecue or for a movie night with friends.',
    category: 'flower',
    thcContent: '21% THC',
    cbdContent: '<1% CBD',
    effects: ['Happy', 'Euphoric', 'Relaxed'],
    flavors: ['Sherbet', 'Berry', 'Citrus'],
    rating: '4.8',
    reviewCount: 1267,
    inStock: true,
    featured: true,
  },
  {
    id: 'tangie-flower',
    name: 'Tangie Flower',
    description:
      'A revived 90s classic bred from California Orange and Skunk, Tangie bursts with fresh tangerine peel and a sharp, skunky edge thanks to terpinolene, myrcene and limonene. Expect a bright, energetic, clear-headed high. Shoppers reach for it on daytime hikes, creative sessions and weekend projects that need a second wind.',
    category: 'flower',
    thcContent: '22% THC',
    cbdContent: '<1% CBD',
    effects: ['Energetic', 'Uplifted', 'Creative'],
    flavors: ['Tangerine', 'Orange', 'Skunk'],
    rating: '4.6',
    reviewCount: 734,
    inStock: true,
    featured: false,
  },
  {
    id: 'granddaddy-purple-flower',
    name: 'Granddaddy Purple Flower',
    description:
      'A Bay Area indica icon of Purple Urkle and Big Bud, with chunky, deep-purple buds and a grape-candy and berry aroma carried by myrcene and pinene. The effect is full-bodied and heavy, easing the mind into a sleepy, cosy calm. Shoppers keep it for the last hour of the day, from a late movie to bedtime, when they want nothing more than the couch.',
    category: 'flower',
    thcContent: '23% THC',
    cbdContent: '<1% CBD',
    effects: ['Sleepy', 'Relaxed', 'Hungry'],
    flavors: ['Grape', 'Berry'],
    rating: '4.9',
    reviewCount: 2143,
    inStock: true,
    featured: true,
  },
  {
    id: 'sour-diesel-flower',
    name: 'Sour Diesel Flower',
    description:
      'The pungent, fuel-forward sativa that built a following in 90s New York, with sharp diesel, citrus rind and earthy notes from caryophyllene, myrcene and limonene. The high is fast, energizing and talkative, with a clear head. Shoppers reach for it on weekend mornings, for brainstorming sessions and for errands around town.',
    category: 'flower',
    thcContent: '24% THC',
    cbdContent: '<1% CBD',
    effects: ['Energized', 'Focused', 'Talkative'],
    flavors: ['Diesel', 'Lemon', 'Earthy'],
    rating: '4.7',
    reviewCount: 1589,
    inStock: true,
    featured: false,
  },
  {
    id: 'og-kush-flower',
    name: 'OG Kush Flower',
    description:
      'The West Coast cornerstone behind countless modern hybrids, with a complex nose of fuel, pine and lemon peel from myrcene, limonene and caryophyllene. The experience starts in the head and spreads into a heavy, soothing body high. Shoppers reach for it after a long shift on their feet or a hard workout, when the body is asking for a slower evening.',
    category: 'flower',
    thcContent: '25% THC',
    cbdContent: '<1% CBD',
    effects: ['Body High', 'Relaxed', 'Euphoric'],
    flavors: ['Pine', 'Lemon', 'Fuel'],
    rating: '4.7',
    reviewCount: 1921,
    inStock: true,
    featured: false,
  },
  {
    id: 'wedding-cake-flower',
    name: 'Wedding Cake Flower',
    description:
      'Also known as Pink Cookies, this Triangle Kush and Animal Mints cross has frosty, trichome-heavy buds and a rich vanilla-frosting and cracked-pepper aroma from limonene and caryophyllene. The effect is tranquil and warm, with an easy, pleasant heaviness. Shoppers reach for it to unwind after dinner, over a board game or with a favourite record.',
    category: 'flower',
    thcContent: '27% THC',
    cbdContent: '<1% CBD',
    effects: ['Relaxed', 'Mellow', 'Hungry'],
    flavors: ['Vanilla', 'Pepper'],
    rating: '4.8',
    reviewCount: 1045,
    inStock: true,
    featured: false,
  },
  {
    id: 'durban-poison-flower',
    name: 'Durban Poison Flower',
    description:
      'A pure South African landrace sativa with sweet anise, pine and a hint of licorice from its terpinolene-dominant profile. The high is crisp, alert and clear, the kind that keeps conversations moving and to-do lists shrinking. Shoppers reach for it on busy daytime schedules, long walks and creative work sessions.',
    category: 'flower',
    thcContent: '19% THC',
    cbdContent: '<1% CBD',
    effects: ['Energetic', 'Focused', 'Creative'],
    flavors: ['Anise', 'Pine', 'Sweet'],
    rating: '4.5',
    reviewCount: 612,
    inStock: false,
    featured: false,
  },
  {
    id: 'bubba-kush-flower',
    name: 'Bubba Kush Flower',
    description:
      'A classic indica with compact, forest-green buds and a sweet hashish, coffee and chocolate aroma driven by caryophyllene and limonene. Bubba Kush brings a tranquil heaviness that deepens into a drowsy, sedating body feel. Shoppers reach for it late in the evening, after dinner and a shower, as part of a nighttime wind-down.',
    category: 'flower',
    thcContent: '20% THC',
    cbdContent: '<1% CBD',
    effects: ['Sedated', 'Relaxed', 'Hungry'],
    flavors: ['Coffee', 'Chocolate', 'Hash'],
    rating: '4.6',
    reviewCount: 877,
    inStock: true,
    featured: false,
  },
  {
    id: 'cherry-pie-flower',
    name: 'Cherry Pie Flower',
    description:
      'A Granddaddy Purple and Durban Poison cross with dense, dark buds and a sweet-and-sour cherry-tart aroma from myrcene, caryophyllene and pinene. The effect is warm and body-aware, with a tingly, heightened sense of touch and a pleasantly present mind. Shoppers choose it for date nights, romantic dinners at home and slow evenings together.',
    category: 'flower',
    thcContent: '20% THC',
    cbdContent: '<1% CBD',
    effects: ['Sensual', 'Tingly', 'Talkative'],
    flavors: ['Cherry', 'Pastry'],
    rating: '4.5',
    reviewCount: 341,
    inStock: true,
    featured: false,
  },
  {
    id: 'zkittlez-flower',
    name: 'Zkittlez Flower',
    description:
      'An award-winning, indica-leaning cross of Grape Ape and Grapefruit with a candy-shop bouquet of tropical fruit, grape and berry from caryophyllene, humulene and linalool. The high is mellow and calm, keeping you present without sinking into the couch. Shoppers reach for it on lazy afternoons, for music and for conversation on the porch.',
    category: 'flower',
    thcContent: '23% THC',
    cbdContent: '<1% CBD',
    effects: ['Relaxed', 'Calm', 'Sociable'],
    flavors: ['Candy', 'Grape', 'Tropical'],
    rating: '4.7',
    reviewCount: 958,
    inStock: true,
    featured: false,
  },
  {
    id: 'mimosa-flower',
    name: 'Mimosa Flower',
    description:
      'A cross of Clementine and Purple Punch, Mimosa opens with a fresh orange-juice and champagne nose driven by limonene and myrcene. The lift is happy, bright and social, with a gentle body ease that never drags. Shoppers reach for it at brunch, on a patio with friends or before a matinee.',
    category: 'flower',
    thcContent: '22% THC',
    cbdContent: '<1% CBD',
    effects: ['Happy', 'Uplifted', 'Talkative'],
    flavors: ['Orange', 'Champagne'],
    rating: '4.6',
    reviewCount: 426,
    inStock: true,
    featured: false,
  },
];

const vapes: SeedProduct[] = [
  {
    id: 'purple-gruntz-vape',
    name: 'Purple Gruntz Vape',
    description:
      'Grape Gas and Zkittlez in live resin form, Purple Gruntz pulls sweet grape candy over a gassy, earthy base with caryophyllene and limonene. The high is mellow and body-forward, lowering the volume on a noisy day while keeping conversation easy. Shoppers reach for it for couch sessions, streaming nights and winding down with friends.',
    category: 'vapes',
    thcContent: '86% THC',
    cbdContent: '<1% CBD',
    effects: ['Relaxed', 'Mellow', 'Talkative'],
    flavors: ['Grape', 'Candy'],
    rating: '4.7',
    reviewCount: 688,
    inStock: true,
    featured: false,
  },
  {
    id: 'bubblegum-gelato-vape',
    name: 'Bubblegum Gelato Vape',
    description:
      'Bred from Bubblegum and Gelato, this distillate cartridge tastes like pink bubblegum with a creamy berry finish carried by limonene, linalool and caryophyllene. Expect a giggly, euphoric lift with a soft, easy body. Shoppers reach for it at parties, concerts and weekend hangouts when they want to share a smile.',
    category: 'vapes',
    thcContent: '88% THC',
    cbdContent: '<1% CBD',
    effects: ['Happy', 'Giggly', 'Relaxed'],
    flavors: ['Bubblegum', 'Berry', 'Cream'],
    rating: '4.8',
    reviewCount: 1356,
    inStock: true,
    featured: true,
  },
  {
    id: 'purple-punch-vape',
    name: 'Purple Punch Vape',
    description:
      'A Larry OG and Granddaddy Purple cross, Purple Punch tastes like grape candy, blueberry muffins and a hint of vanilla thanks to myrcene and caryophyllene. The effect is a heavy, sedating body calm that deepens with each pull. Shoppers reach for it after the dishes are done and the lights are low, as part of a bedtime routine.',
    category: 'vapes',
    thcContent: '84% THC',
    cbdContent: '<1% CBD',
    effects: ['Sleepy', 'Relaxed', 'Content'],
    flavors: ['Grape', 'Blueberry', 'Vanilla'],
    rating: '4.7',
    reviewCount: 1012,
    inStock: true,
    featured: false,
  },
  {
    id: 'jack-herer-vape',
    name: 'Jack Herer Vape',
    description:
      'Named after the cannabis activist, this Haze-family sativa brings spicy pine, fresh wood and citrus zest from terpinolene, pinene and caryophyllene. The high is clear, creative and motivating, with steady focus and no heavy body. Shoppers reach for it for daytime writing, design work and long museum visits.',
    category: 'vapes',
    thcContent: '89% THC',
    cbdContent: '<1% CBD',
    effects: ['Focused', 'Creative', 'Energetic'],
    flavors: ['Pine', 'Citrus', 'Spice'],
    rating: '4.8',
    reviewCount: 1190,
    inStock: true,
    featured: true,
  },
  {
    id: 'skywalker-og-vape',
    name: 'Skywalker OG Vape',
    description:
      'Skywalker and OG Kush meet in a live resin cartridge with spicy herbal, diesel and jet-fuel notes from myrcene and caryophyllene. The effect is a heavy, tranquil body with a dreamy head that drifts toward sleep. Shoppers reach for it late at night, after long days or during a quiet film at home.',
    category: 'vapes',
    thcContent: '87% THC',
    cbdContent: '<1% CBD',
    effects: ['Sleepy', 'Relaxed', 'Euphoric'],
    flavors: ['Herbal', 'Diesel', 'Spice'],
    rating: '4.6',
    reviewCount: 547,
    inStock: false,
    featured: false,
  },
  {
    id: 'white-widow-vape',
    name: 'White Widow Vape',
    description:
      'A Dutch coffee-shop legend of Brazilian sativa and South Indian indica heritage, White Widow offers an earthy, woody and peppery pull from myrcene, caryophyllene and pinene. The effect pairs a clear head with a soothing, full-body ease. Shoppers keep it for the end of a gym day, long drives as a passenger or when muscles feel tight after yard work.',
    category: 'vapes',
    thcContent: '85% THC',
    cbdContent: '<1% CBD',
    effects: ['Soothing', 'Body High', 'Euphoric'],
    flavors: ['Earthy', 'Pepper', 'Wood'],
    rating: '4.5',
    reviewCount: 463,
    inStock: true,
    featured: false,
  },
  {
    id: 'forbidden-fruit-vape',
    name: 'Forbidden Fruit Vape',
    description:
      'Cherry Pie and Tangie in a live resin cartridge that tastes of dark cherry, passionfruit and mango with a touch of pine, courtesy of myrcene, limonene and pinene. The effect is warm and sensual, with a tingly, heightened body awareness and an unhurried mind. Shoppers reach for it on date nights, for dancing at home and for evenings built around romance.',
    category: 'vapes',
    thcContent: '83% THC',
    cbdContent: '<1% CBD',
    effects: ['Sensual', 'Aroused', 'Tingly'],
    flavors: ['Passionfruit', 'Cherry', 'Pine'],
    rating: '4.6',
    reviewCount: 298,
    inStock: true,
    featured: false,
  },
  {
    id: 'maui-wowie-vape',
    name: 'Maui Wowie Vape',
    description:
      'The Hawaiian sativa that defined island cannabis, Maui Wowie tastes of pineapple, papaya and sweet citrus thanks to myrcene and pinene. Expect a breezy, cheerful lift with light feet and a sunny head. Shoppers reach for it on beach days, at barbecues and on summer road trips with the windows down.',
    category: 'vapes',
    thcContent: '88% THC',
    cbdContent: '<1% CBD',
    effects: ['Happy', 'Uplifted', 'Giggly'],
    flavors: ['Pineapple', 'Papaya'],
    rating: '4.5',
    reviewCount: 372,
    inStock: true,
    featured: false,
  },
  {
    id: 'strawberry-cough-vape',
    name: 'Strawberry Cough Vape',
    description:
      'A fast-acting sativa known for a sweet, ripe-strawberry aroma and a signature throat tickle, driven by myrcene, caryophyllene and pinene. The high is alert, buoyant and sharply clear, great for staying engaged in a task. Shoppers reach for it for morning errands, study sessions and creative brainstorming.',
    category: 'vapes',
    thcContent: '86% THC',
    cbdContent: '<1% CBD',
    effects: ['Energetic', 'Focused', 'Uplifted'],
    flavors: ['Strawberry', 'Cream'],
    rating: '4.4',
    reviewCount: 231,
    inStock: true,
    featured: false,
  },
  {
    id: 'lemon-cherry-gelato-vape',
    name: 'Lemon Cherry Gelato Vape',
    description:
      'A modern West Coast hybrid from the Gelato family, Lemon Cherry Gelato blends tart cherry, fresh lemon zest and creamy gelato notes over limonene and caryophyllene. The effect is mellow and slow, with a tingly, warm body and a quiet mind. Shoppers reach for it to unwind on a Friday, for long dinners at home or for a playlist on the couch.',
    category: 'vapes',
    thcContent: '87% THC',
    cbdContent: '<1% CBD',
    effects: ['Relaxed', 'Mellow', 'Tingly'],
    flavors: ['Lemon', 'Cherry', 'Cream'],
    rating: '4.7',
    reviewCount: 804,
    inStock: true,
    featured: false,
  },
  {
    id: 'gorilla-glue-4-vape',
    name: 'Gorilla Glue #4 Vape',
    description:
      "A multiple Cannabis Cup winner from Chem's Sister, Sour Dubb and Chocolate Diesel, GG4 pulls earthy pine, sour fuel and chocolate notes from caryophyllene, myrcene and limonene. The high lands heavy in the body, a soothing, couch-anchoring weight with a euphoric head. Shoppers reach for it after moving day, a long hike or hours of standing, when tired muscles want a slower night.",
    category: 'vapes',
    thcContent: '90% THC',
    cbdContent: '<1% CBD',
    effects: ['Body High', 'Euphoric', 'Relaxed'],
    flavors: ['Earthy', 'Chocolate', 'Pine'],
    rating: '4.8',
    reviewCount: 1647,
    inStock: true,
    featured: false,
  },
];

const prerolls: SeedProduct[] = [
  {
    id: 'blue-dream-preroll',
    name: 'Blue Dream Preroll',
    description:
      "California's favourite hybrid, a Blueberry and Haze cross, rolled from whole flower into a slow-burning 1.3g cone. Sweet blueberry and soft herbal notes come from myrcene, pinene and caryophyllene. The high is happy and floaty, with a light body calm that never weighs you down. Shoppers reach for it on sunny afternoons, picnics and easy hangouts with friends.",
    category: 'prerolls',
    thcContent: '21% THC',
    cbdContent: '<1% CBD',
    effects: ['Happy', 'Uplifted', 'Relaxed'],
    flavors: ['Blueberry', 'Herbal'],
    rating: '4.8',
    reviewCount: 2087,
    inStock: true,
    featured: true,
  },
  {
    id: 'northern-lights-preroll',
    name: 'Northern Lights Preroll',
    description:
      'The Afghan-descended indica that shaped a generation of growers, rolled from whole flower in an unbleached 1.3g cone. Sweet pine and earthy spice come from myrcene and caryophyllene. The effect is a deep, dreamy heaviness that eases you toward sleep. Shoppers reach for it as a late-evening ritual, once the day is truly done.',
    category: 'prerolls',
    thcContent: '19% THC',
    cbdContent: '<1% CBD',
    effects: ['Sleepy', 'Relaxed', 'Dreamy'],
    flavors: ['Midnight Pine', 'Earthy', 'Spice'],
    rating: '4.9',
    reviewCount: 1763,
    inStock: true,
    featured: true,
  },
  {
    id: 'pineapple-express-preroll',
    name: 'Pineapple Express Preroll',
    description:
      'Trainwreck meets Hawaiian in this cross made famous by the film, with tropical pineapple, mango and cedar notes from myrcene, caryophyllene and limonene. The high is buzzy, energizing and sociable, with a clear head that keeps ideas flowing. Shoppers reach for it on road trips, daytime festivals and creative afternoons.',
    category: 'prerolls',
    thcContent: '24% THC',
    cbdContent: '<1% CBD',
    effects: ['Energetic', 'Creative', 'Happy'],
    flavors: ['Pineapple', 'Mango', 'Cedar'],
    rating: '4.6',
    reviewCount: 915,
    inStock: true,
    featured: false,
  },
  {
    id: 'green-crack-preroll',
    name: 'Green Crack Preroll',
    description:
      'Despite the brash name, this Skunk #1 descendant is loved for a sweet mango and citrus aroma driven by myrcene and limonene, rolled in a 1.3g cone. Expect a sharp, invigorating head rush and steady focus that suits busy days. Shoppers reach for it before a long walk, a cleaning spree or an afternoon of creative work.',
    category: 'prerolls',
    thcContent: '23% THC',
    cbdContent: '<1% CBD',
    effects: ['Energized', 'Focused', 'Uplifted'],
    flavors: ['Citrus', 'Mango'],
    rating: '4.5',
    reviewCount: 528,
    inStock: true,
    featured: false,
  },
  {
    id: 'gelato-preroll',
    name: 'Gelato Preroll',
    description:
      'Bay Area dessert royalty from Sunset Sherbet and Thin Mint Girl Scout Cookies, rolled in a slow-burning 1.3g cone. Creamy sherbet, lavender and sweet berry notes come from caryophyllene, limonene and linalool. The effect is mellow and even, light in the body and easy on the mind. Shoppers reach for it for dinner parties, a slow walk at dusk or a quiet evening with music.',
    category: 'prerolls',
    thcContent: '25% THC',
    cbdContent: '<1% CBD',
    effects: ['Relaxed', 'Mellow', 'Sociable'],
    flavors: ['Lavender', 'Berry', 'Cream'],
    rating: '4.7',
    reviewCount: 1178,
    inStock: true,
    featured: false,
  },
  {
    id: 'girl-scout-cookies-preroll',
    name: 'Girl Scout Cookies Preroll',
    description:
      'An OG Kush and Durban Poison cross with sweet, earthy mint-cookie notes from caryophyllene, limonene and humulene, rolled in a 1.3g cone. The high starts euphoric and settles into a heavy, soothing body high. Shoppers reach for it after a long day on their feet, a hard workout or a weekend of moving furniture, when aches and tension call for a slower pace.',
    category: 'prerolls',
    thcContent: '26% THC',
    cbdContent: '<1% CBD',
    effects: ['Body High', 'Euphoric', 'Relaxed'],
    flavors: ['Mint', 'Cookie', 'Earthy'],
    rating: '4.7',
    reviewCount: 1402,
    inStock: true,
    featured: false,
  },
  {
    id: 'strawberry-banana-preroll',
    name: 'Strawberry Banana Preroll',
    description:
      'Banana Kush and Bubble Gum combine for a smoothie-sweet aroma of ripe strawberries and banana from myrcene and limonene, rolled in an unbleached 1.3g cone. The effect is warm, sensual and body-aware, with heightened touch and an unhurried, present mind. Shoppers share it on date nights, anniversaries and other slow evenings for two.',
    category: 'prerolls',
    thcContent: '22% THC',
    cbdContent: '<1% CBD',
    effects: ['Sensual', 'Aroused', 'Talkative'],
    flavors: ['Strawberry', 'Banana'],
    rating: '4.4',
    reviewCount: 187,
    inStock: true,
    featured: false,
  },
  {
    id: 'runtz-preroll',
    name: 'Runtz Preroll',
    description:
      'A Zkittlez and Gelato cross, Runtz is a candy-sweet hybrid with tropical fruit and sugary berry notes from caryophyllene, limonene and linalool, rolled in a 1.3g cone. The effect is mellow and content, with a softly floaty head and an easy body. Shoppers reach for it to unwind after work, for a game night or for a long, relaxing soak.',
    category: 'prerolls',
    thcContent: '24% THC',
    cbdContent: '<1% CBD',
    effects: ['Relaxed', 'Peaceful', 'Hungry'],
    flavors: ['Tropical', 'Candy', 'Berry'],
    rating: '4.6',
    reviewCount: 655,
    inStock: false,
    featured: false,
  },
  {
    id: 'grape-ape-preroll',
    name: 'Grape Ape Preroll',
    description:
      'Mendocino Purps, Skunk and Afghani give Grape Ape a rich, sweet grape-jam and musky aroma from myrcene, caryophyllene and pinene. The high is heavy and sleepy, with a body that sinks into the cushions. Shoppers reach for it on slow Sundays, for late movie marathons and on nights when bedtime comes early.',
    category: 'prerolls',
    thcContent: '20% THC',
    cbdContent: '<1% CBD',
    effects: ['Sleepy', 'Relaxed', 'Hungry'],
    flavors: ['Grape', 'Musk'],
    rating: '4.5',
    reviewCount: 412,
    inStock: true,
    featured: false,
  },
  {
    id: 'lemon-haze-preroll',
    name: 'Lemon Haze Preroll',
    description:
      'Lemon Skunk and Silver Haze come together in a zesty, freshly cut lemon and sweet citrus aroma from limonene and terpinolene, rolled in a 1.3g cone. The high is bright, happy and chatty with a light body. Shoppers reach for it for brunch, a bike ride to the farmers market or an afternoon catching up with friends.',
    category: 'prerolls',
    thcContent: '21% THC',
    cbdContent: '<1% CBD',
    effects: ['Happy', 'Uplifted', 'Talkative'],
    flavors: ['Lemon', 'Citrus'],
    rating: '4.5',
    reviewCount: 296,
    inStock: true,
    featured: false,
  },
  {
    id: 'blueberry-preroll',
    name: 'Blueberry Preroll',
    description:
      "DJ Short's 1970s Afghani and Thai classic, rolled from whole flower in a 1.3g cone, with a deep blueberry-pancake aroma from myrcene and pinene. The effect arrives as a soothing, long-lasting body heaviness with a contented head. Shoppers reach for it after a long hike, a day of gardening or a weekend of sport, when sore legs ask for a slow evening.",
    category: 'prerolls',
    thcContent: '18% THC',
    cbdContent: '<1% CBD',
    effects: ['Soothing', 'Relaxed', 'Happy'],
    flavors: ['Blueberry', 'Vanilla'],
    rating: '4.6',
    reviewCount: 37,
    inStock: true,
    featured: false,
  },
];

export const catalogueProducts: readonly SeedProduct[] = [...gummies, ...flower, ...vapes, ...prerolls];

import type { Faker } from '@faker-js/faker';
import { countries, places, type Place } from './places';
import { daysFromReference, slugify } from './random';
import { ARTICLE_SCENES } from './scenes';

export const ARTICLE_CATEGORIES = [
  { category: 'travel-guides', label: 'Travel Guides' },
  { category: 'digital-nomad', label: 'Digital Nomad' },
  { category: 'food-culture', label: 'Food & Culture' },
  { category: 'visa-legal', label: 'Visa & Legal' },
  { category: 'accommodation', label: 'Accommodation' },
  { category: 'cost-of-living', label: 'Cost of Living' },
  { category: 'jobs-careers', label: 'Jobs & Careers' },
  { category: 'health-safety', label: 'Health & Safety' },
] as const;

type CategorySlug = (typeof ARTICLE_CATEGORIES)[number]['category'];
type ContentType = 'guide' | 'listicle' | 'qa' | 'comparison' | 'blog';
type Template = {
  type: ContentType;
  category: CategorySlug;
  title: (place: Place, other: Place) => string;
};

const TEMPLATES: Template[] = [
  {
    type: 'guide',
    category: 'travel-guides',
    title: (p) => `The Complete Guide to Living in ${p.city}`,
  },
  {
    type: 'guide',
    category: 'accommodation',
    title: (p) => `How to Find an Apartment in ${p.city}`,
  },
  {
    type: 'guide',
    category: 'visa-legal',
    title: (p) => `Visas for ${p.country}: A Practical Guide for ${p.city} Newcomers`,
  },
  { type: 'guide', category: 'travel-guides', title: (p) => `Your First Week in ${p.city}` },
  {
    type: 'listicle',
    category: 'accommodation',
    title: (p) => `8 Best Neighbourhoods in ${p.city} for Expats`,
  },
  {
    type: 'listicle',
    category: 'digital-nomad',
    title: (p) => `7 Coworking Spaces in ${p.city} Worth Your Time`,
  },
  {
    type: 'listicle',
    category: 'food-culture',
    title: (p) => `12 Dishes You Must Try in ${p.city}`,
  },
  { type: 'listicle', category: 'travel-guides', title: (p) => `6 Weekend Trips from ${p.city}` },
  { type: 'qa', category: 'health-safety', title: (p) => `Is ${p.city} Safe for Solo Travellers?` },
  {
    type: 'qa',
    category: 'cost-of-living',
    title: (p) => `How Much Does It Cost to Live in ${p.city}?`,
  },
  { type: 'qa', category: 'digital-nomad', title: (p) => `Can You Work Remotely from ${p.city}?` },
  {
    type: 'qa',
    category: 'jobs-careers',
    title: (p) => `How Do Foreigners Find Work in ${p.city}?`,
  },
  {
    type: 'comparison',
    category: 'digital-nomad',
    title: (p, o) => `${p.city} vs ${o.city}: Which Suits Digital Nomads?`,
  },
  {
    type: 'comparison',
    category: 'cost-of-living',
    title: (p, o) => `${p.city} vs ${o.city}: Cost of Living Compared`,
  },
  {
    type: 'comparison',
    category: 'accommodation',
    title: (p) => `Condo or House? Renting in ${p.city}`,
  },
  { type: 'blog', category: 'food-culture', title: (p) => `A Food Lover's Month in ${p.city}` },
  {
    type: 'blog',
    category: 'travel-guides',
    title: (p) => `What I Wish I Knew Before Moving to ${p.city}`,
  },
  {
    type: 'blog',
    category: 'jobs-careers',
    title: (p) => `Teaching and Freelancing in ${p.city}: One Year In`,
  },
  {
    type: 'blog',
    category: 'health-safety',
    title: (p) => `Staying Healthy Through the Rainy Season in ${p.city}`,
  },
];

const AUTHORS = [
  'Mai Nguyen',
  'Arjun Mehta',
  'Siti Rahmawati',
  'Kenji Watanabe',
  'Chloe Tan',
  'Daniel Park',
  'Priya Raman',
  'Tom Becker',
  'Ploy Srisuk',
  'Lena Fischer',
  'Marco Rossi',
  'Aiko Mori',
  'Joseph dela Cruz',
  'Nadia Hassan',
  'Wei Lin',
  "Sarah O'Connor",
];

export const ARTICLE_COUNT = 160;

function body(place: Place, template: Template, faker: Faker): string {
  const country = countries.find((candidate) => candidate.name === place.country);
  const areas = faker.helpers.arrayElements(place.neighborhoods, 3);
  return [
    `## Why ${place.city}`,
    `${place.description} ${faker.helpers.arrayElement(['Many newcomers arrive for a month and stay for years.', 'It rewards people who slow down and explore on foot.', 'The pace is easy to love once you learn its rhythms.'])}`,
    '## Where to base yourself',
    ...areas.map(
      (area) =>
        `- ${area}: ${faker.helpers.arrayElement(['leafy and quiet', 'full of cafés', 'close to transit', 'great for families', 'lively at night', 'popular with nomads'])}`,
    ),
    `# Budget tip`,
    `Life in ${place.city} is ${place.costOfLiving.toLowerCase()}-cost for the region; prices are in ${country?.currencyName ?? 'the local currency'}.`,
    template.type === 'qa' ? '## The short answer' : '## What to do first',
    ...place.highlights.map((highlight) => `- ${highlight}`),
    '## Practical tips',
    `- Emergency number for an ambulance: ${country?.emergency.ambulance ?? '112'}`,
    `- The main airport is ${place.airport}`,
    `- ${faker.helpers.arrayElement(['Get a local SIM card at the airport', 'Download a ride-hailing app before you land', 'Carry some cash for markets'])}`,
  ].join('\n\n');
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function locationPath(place: Place): string {
  return `/locations/${slugify(place.country)}/${slugify(place.city)}`;
}

export function seedArticleRows(faker: Faker) {
  const usedSlugs = new Set<string>();
  const rows = Array.from({ length: ARTICLE_COUNT }, (_, index) => {
    const template = TEMPLATES[index % TEMPLATES.length]!;
    const place = faker.helpers.arrayElement(places);
    const other = faker.helpers.arrayElement(places.filter((candidate) => candidate !== place));
    const title = template.title(place, other);
    let slug = slugify(title);
    if (usedSlugs.has(slug)) slug = `${slug}-${index + 1}`;
    usedSlugs.add(slug);
    const introduction = `${title.replace(/\?$/, '')}${title.endsWith('?') ? '? Here is what we found.' : ': everything we learned on the ground.'} ${faker.helpers.arrayElement(['Updated with fresh prices and tips from our community.', 'Written by a long-term resident.', 'Checked by locals and expats alike.'])}`;
    const content = body(place, template, faker);
    const views = faker.number.int({ min: 150, max: 60_000 });
    const publishedDaysAgo = faker.number.int({ min: 1, max: 540 });
    const image = faker.datatype.boolean(0.92) ? faker.helpers.arrayElement(ARTICLE_SCENES) : null;
    return {
      id: index + 1,
      slug,
      title,
      category: template.category,
      content_type: template.type,
      meta_title: title.length > 60 ? `${title.slice(0, 57)}...` : title,
      meta_description: introduction.slice(0, 155),
      keywords: [
        place.city,
        place.country,
        template.category.replace(/-/g, ' '),
        template.type,
        faker.helpers.arrayElement([
          'expat life',
          'travel tips',
          'budget',
          'remote work',
          'culture',
        ]),
      ],
      introduction,
      content,
      featured_image: image,
      og_image: image,
      published_at: daysFromReference(-publishedDaysAgo),
      updated_at: daysFromReference(-faker.number.int({ min: 0, max: publishedDaysAgo - 1 })),
      word_count: countWords(`${introduction} ${content}`),
      views,
      likes: Math.round(views * faker.number.float({ min: 0.005, max: 0.08 })),
      author_name: faker.helpers.arrayElement(AUTHORS),
      location_name: faker.datatype.boolean(0.9) ? place.city : null,
      location_country: place.country,
      internal_links: [locationPath(place)],
    };
  });
  // Each article links to two others, chosen once every slug is known.
  return rows.map((row, index) => ({
    ...row,
    location_country: row.location_name ? row.location_country : null,
    internal_links: [
      `/articles/${rows[(index + 7) % rows.length]!.slug}`,
      `/articles/${rows[(index + 31) % rows.length]!.slug}`,
      ...row.internal_links,
    ],
  }));
}

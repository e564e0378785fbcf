/** The category catalogues the seed writes for and the API lists. */

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

export const FORUM_CATEGORIES = [
  { id: 'travel', name: 'Travel', color: '#1d5a85' },
  { id: 'living', name: 'Living Abroad', color: '#2d6a37' },
  { id: 'jobs', name: 'Jobs & Work', color: '#7f2d08' },
  { id: 'food', name: 'Food & Drink', color: '#a93d0c' },
  { id: 'culture', name: 'Culture & Language', color: '#6b3fa0' },
  { id: 'dating', name: 'Dating & Relationships', color: '#b42318' },
  { id: 'photography', name: 'Photography', color: '#4a5568' },
] as const;

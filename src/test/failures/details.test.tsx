import { describeFailures } from './failureMatrix';

describeFailures([
  {
    path: '/locations/thailand/bangkok',
    endpoint: '/locations/:slug',
    error: /^Failed to load this location/,
  },
  { path: '/jobs/7', endpoint: '/jobs/:id', error: /^Error loading job details$/ },
  {
    path: '/articles/the-complete-guide-to-living-in-bangkok',
    endpoint: '/content/:slug',
    error: /^Error loading article$/,
  },
  {
    path: '/forums/topic/5',
    endpoint: '/forums/topics/:id',
    error: /^We could not load this topic/,
  },
  {
    path: '/dating/profile/3',
    endpoint: '/dating/profiles/:id',
    error: /^We could not load this profile/,
  },
  {
    path: '/journal',
    endpoint: '/journal/entries',
    error: /^We could not load your journal/,
    member: true,
  },
]);

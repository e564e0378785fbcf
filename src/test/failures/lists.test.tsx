import { describeFailures } from './failureMatrix';

describeFailures([
  { path: '/locations', endpoint: '/locations', error: /^Failed to load locations/ },
  { path: '/guides', endpoint: '/locations', error: /^Failed to fetch guides$/ },
  { path: '/jobs', endpoint: '/jobs', error: /^Error loading jobs/ },
  {
    path: '/articles',
    endpoint: '/content',
    error: /could not load the articles|Error loading articles/i,
  },
  { path: '/forums', endpoint: '/forums/topics', error: /^We could not load the topics/ },
  { path: '/dating', endpoint: '/dating/profiles', error: /^We could not load the members/ },
  { path: '/search?q=Bali', endpoint: '/search', error: /^We could not search right now/ },
  {
    path: '/favorites',
    endpoint: '/favorites',
    error: /^We could not load your favorites/,
    member: true,
  },
  {
    path: '/dating/messages',
    endpoint: '/dating/conversations',
    error: /^We could not load your messages/,
    member: true,
  },
  {
    path: '/requests',
    endpoint: '/account/requests',
    error: /^We could not load your requests/,
    member: true,
  },
  {
    path: '/lists',
    endpoint: '/lists',
    error: /^We could not load your travel lists/,
    member: true,
  },
]);

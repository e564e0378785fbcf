/** The one lodash function @mswjs/data imports from the whole library, instead of all of lodash. */
export { default as isFunction } from 'lodash/isFunction';

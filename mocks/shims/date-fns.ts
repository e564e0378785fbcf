/** The one date-fns function @mswjs/data uses (its date comparators), instead of all of date-fns. */
export { default as compareAsc } from 'date-fns/esm/compareAsc/index.js';

import { http } from 'msw';
import { db } from '../db';
import { API, json } from './http';
import { route } from './route';

/** The community figure the product claims (SPEC §1) plus the members who joined here. */
const BASE_COMMUNITY = 15_200;

export const statsHandlers = [
  http.get(
    `${API}/stats`,
    route({}, () =>
      json({
        data: {
          active_destinations: db.location.count(),
          travel_community: BASE_COMMUNITY + db.user.count(),
          job_opportunities: db.job.count(),
          travel_articles: db.article.count(),
        },
      }),
    ),
  ),
];

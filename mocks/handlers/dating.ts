import type { DatingCountry, DatingProfile } from '@/api/generated';
import {
  vCreateReportBody,
  vGetDatingProfilePath,
  vLikeDatingProfilePath,
  vListDatingProfilesQuery,
  vListSimilarDatingProfilesPath,
  vSendDatingMessageBody,
  vSendDatingMessagePath,
} from '@/api/generated/valibot.gen';
import { db, type TableRow } from '../db';
import type { UserRecord } from '../resources';
import { COUNTRY_NAMES } from '../seed/countryNames';
import { deliverMessage, hasBlocked } from './conversations';
import { contract, errorResponse, json, notFound, paginate } from './http';
import { hasLiked, likeOnce } from './likes';
import { route } from './route';
import { profileListOrder } from '../seed/listOrder';

type ProfileRow = TableRow<'datingProfile'>;

const AGE_BANDS: Record<string, [number, number]> = {
  '18-25': [18, 25],
  '26-35': [26, 35],
  '36-45': [36, 45],
  '46+': [46, 200],
};
const SIMILAR_PROFILES = 4;

/** A profile as `viewer` sees it: a visitor has no match with anyone. */
function toProfile(row: ProfileRow, viewer: UserRecord | null): DatingProfile {
  return {
    ...row,
    gender: row.gender as DatingProfile['gender'],
    memberSince: row.joinedDate.slice(0, 4),
    compatibility: viewer ? row.compatibility : null,
  };
}

function findProfile(id: number) {
  return db.datingProfile.findFirst((q) => q.where({ id }));
}

/** Every country someone lives in, by name, with its ISO code and region for the filters. */
function profileCountries(): DatingCountry[] {
  const names = new Set(db.datingProfile.findMany().map((profile) => profile.country));
  return COUNTRY_NAMES.filter((country) => names.has(country.name)).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

function inBand(age: number, band: string | undefined): boolean {
  const range = band ? AGE_BANDS[band] : undefined;
  return !range || (age >= range[0] && age <= range[1]);
}

export const datingHandlers = [
  contract.get(
    '/dating/profiles',
    route({ auth: 'optional', query: vListDatingProfilesQuery }, ({ user, query }) => {
      const place = query.country?.trim().toLowerCase();
      const profiles = db.datingProfile
        .findMany()
        .filter(
          (profile) =>
            !place ||
            profile.country.toLowerCase() === place ||
            profile.region.toLowerCase() === place,
        )
        .filter((profile) => inBand(profile.age, query.age))
        .filter(
          (profile) => !query.gender || query.gender === 'all' || profile.gender === query.gender,
        )
        .sort(profileListOrder);
      const page = paginate(profiles, query.page, query.per_page);
      return json({
        data: page.data.map((profile) => toProfile(profile, user)),
        meta: page.meta,
        available_filters: { countries: profileCountries() },
      });
    }),
  ),

  contract.get(
    '/dating/profiles/{id}',
    route({ auth: 'optional', params: vGetDatingProfilePath }, ({ user, params }) => {
      const profile = findProfile(params.id);
      if (!profile) return notFound('Profile');
      return json({
        data: toProfile(profile, user),
        liked: user !== null && hasLiked(user, 'profile', profile.id),
      });
    }),
  ),

  contract.get(
    '/dating/profiles/{id}/similar',
    route({ auth: 'optional', params: vListSimilarDatingProfilesPath }, ({ user, params }) => {
      const profile = findProfile(params.id);
      if (!profile) return notFound('Profile');
      const score = (other: ProfileRow) =>
        (other.country === profile.country ? 2 : 0) +
        (Math.abs(other.age - profile.age) <= 5 ? 1 : 0);
      const similar = db.datingProfile
        .findMany()
        .filter((other) => other.id !== profile.id && score(other) > 0)
        .sort((a, b) => score(b) - score(a) || a.id - b.id)
        .slice(0, SIMILAR_PROFILES);
      return json({ data: similar.map((other) => toProfile(other, user)) });
    }),
  ),

  contract.post(
    '/dating/profiles/{id}/like',
    route({ auth: 'required', params: vLikeDatingProfilePath }, ({ user, params }) => {
      const profile = findProfile(params.id);
      if (!profile) return notFound('Profile');
      return likeOnce(user, 'profile', profile.id, profile.likes, (likes) =>
        db.datingProfile.update(profile, { data: (row) => void (row.likes = likes) }),
      );
    }),
  ),

  contract.post(
    '/dating/profiles/{id}/messages',
    route(
      { auth: 'required', params: vSendDatingMessagePath, body: vSendDatingMessageBody },
      async ({ user, params, body }) => {
        const profile = findProfile(params.id);
        if (!profile) return notFound('Profile');
        if (hasBlocked(user, profile.id)) {
          return errorResponse(403, 'You blocked this member, so you can no longer write to them.');
        }
        await deliverMessage(user, profile, body.message);
        return json({ message: 'Your message has been sent.' }, 201);
      },
    ),
  ),

  contract.post(
    '/reports',
    route({ auth: 'optional', body: vCreateReportBody }, ({ body }) => {
      const exists =
        body.target_type === 'profile'
          ? findProfile(body.target_id)
          : body.target_type === 'topic'
            ? db.forumTopic.findFirst((q) => q.where({ id: body.target_id }))
            : db.forumReply.findFirst((q) => q.where({ id: body.target_id }));
      if (!exists) return notFound('Reported item');
      return json({ message: 'Thank you. Our safety team will review this report.' }, 201);
    }),
  ),
];

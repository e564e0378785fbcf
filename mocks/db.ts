import { Collection } from '@msw/data';
import * as v from 'valibot';
import {
  vArticle,
  vDatingProfile,
  vJob,
  vLocationContent,
  vLocationGuideFacts,
  vMembershipTier,
  vProfileVisibility,
} from '@/api/generated/valibot.gen';

const strings = v.array(v.string());

/**
 * The shape of each table of the mock backend. Rows are flat (no relations: ids refer to other
 * rows); serializers in `resources.ts` shape them into the contract's resources.
 */
export const tableSchemas = {
  user: v.object({
    id: v.number(),
    name: v.string(),
    email: v.string(),
    password_hash: v.string(),
    password_salt: v.string(),
    // The contract's tiers alone: a stored row edited to another is set aside on load.
    membership_tier: vMembershipTier,
    created_at: v.string(),
  }),
  session: v.object({
    token: v.string(),
    user_id: v.number(),
    created_at: v.string(),
  }),
  /** Recent throttled attempts per action and address (`login:ana@…`), as epoch milliseconds. */
  attempt: v.object({
    key: v.string(),
    at: v.array(v.number()),
  }),
  /**
   * A member's email preferences and profile visibility, by the member's id; a member without a
   * row has the defaults (`DEFAULT_SETTINGS` of `accountSettings.ts`).
   */
  accountSettings: v.object({
    id: v.number(),
    forum_replies: v.boolean(),
    messages: v.boolean(),
    job_alerts: v.boolean(),
    newsletter: v.boolean(),
    profile_visibility: vProfileVisibility,
  }),
  favorite: v.object({
    id: v.number(),
    user_id: v.number(),
    kind: v.string(),
    item_id: v.number(),
    created_at: v.string(),
  }),
  travelList: v.object({
    id: v.number(),
    user_id: v.number(),
    name: v.string(),
    description: v.nullable(v.string()),
    favorite_ids: v.array(v.number()),
    created_at: v.string(),
  }),
  /** A private message between a member and a dating profile. */
  datingMessage: v.object({
    id: v.number(),
    user_id: v.number(),
    profile_id: v.number(),
    from: v.picklist(['member', 'profile']),
    text: v.string(),
    /** A profile's answer is written ahead, with the instant it arrives. */
    sent_at: v.string(),
    read_at: v.nullable(v.string()),
  }),
  datingBlock: v.object({
    /** `${user_id}:${profile_id}`: a member blocks a profile once. */
    key: v.string(),
    created_at: v.string(),
  }),
  /**
   * A message to the team or a guide sent for review, by the email it came from and the account
   * that sent it while signed in (null: a visitor, answered by email only).
   */
  supportRequest: v.object({
    id: v.number(),
    kind: v.picklist(['contact', 'guide']),
    email: v.string(),
    // Rows saved before the column existed read as a visitor's.
    user_id: v.optional(v.nullable(v.number()), null),
    subject: v.string(),
    created_at: v.string(),
  }),
  passwordReset: v.object({
    id: v.number(),
    token: v.string(),
    email: v.string(),
    created_at: v.string(),
    used_at: v.nullable(v.string()),
  }),
  /** What the backend would have emailed: the QA panel's 'Sent mail'. */
  mail: v.object({
    id: v.number(),
    to: v.string(),
    subject: v.string(),
    text: v.string(),
    /** A site path the email links to (a reset link). */
    link: v.nullable(v.string()),
    sent_at: v.string(),
  }),
  /** A guide written by a member who lives there, whole only for Adventurer and Enterprise. */
  insiderGuide: v.object({
    id: v.number(),
    slug: v.string(),
    location_slug: v.string(),
    title: v.string(),
    summary: v.string(),
    author: v.string(),
    lives_there_since: v.number(),
    published_at: v.string(),
    sections: v.array(v.object({ title: v.string(), body: v.string() })),
  }),
  /** An Enterprise plan's team: the company, its seats and who holds the contract. */
  team: v.object({
    id: v.number(),
    owner_user_id: v.number(),
    name: v.string(),
    seats: v.number(),
  }),
  /** A seat taken; colleagues without a Ginger account of their own have no user id. */
  teamMember: v.object({
    id: v.number(),
    team_id: v.number(),
    user_id: v.nullable(v.number()),
    name: v.string(),
    email: v.string(),
    role: v.picklist(['owner', 'admin', 'member']),
    joined_at: v.string(),
  }),
  teamInvitation: v.object({
    id: v.number(),
    team_id: v.number(),
    email: v.string(),
    role: v.picklist(['admin', 'member']),
    invited_at: v.string(),
  }),
  /** A member's Adventurer plan from checkout to its end; invoices are derived from it by date. */
  subscription: v.object({
    id: v.number(),
    user_id: v.number(),
    started_at: v.string(),
    /** 0 when the member had had a trial before. */
    trial_days: v.number(),
    /** Set by a cancellation: the member moves to Explorer at this instant. */
    ends_at: v.nullable(v.string()),
    card_brand: v.picklist(['visa', 'mastercard', 'amex', 'other']),
    card_last4: v.string(),
    /** An instant in the card's expiry month: an ISO date, so the seed's moves with the clock. */
    card_expires: v.string(),
  }),
  /** A payment waiting for the code the bank sent (a card that asks for a second step). */
  pendingCheckout: v.object({
    id: v.string(),
    user_id: v.number(),
    card_brand: v.picklist(['visa', 'mastercard', 'amex', 'other']),
    card_last4: v.string(),
    card_expires: v.string(),
    created_at: v.string(),
    /** Wrong codes sent so far: the bank cancels the payment at the fifth. */
    wrong_codes: v.optional(v.number(), 0),
  }),
  ad: v.object({
    id: v.number(),
    user_id: v.number(),
    title: v.string(),
    category: v.string(),
    description: v.string(),
    location: v.string(),
    /** amount, free or on_request; listings kept before prices existed are on request. */
    price_kind: v.optional(v.string(), 'on_request'),
    price_amount: v.optional(v.nullable(v.number()), null),
    price_currency: v.optional(v.nullable(v.string()), null),
    /** hour, night, week or month; a one-off price (and any listing kept before periods) has none. */
    price_period: v.optional(v.nullable(v.string()), null),
    contact_email: v.string(),
    photo: v.nullable(v.string()),
    plan: v.string(),
    created_at: v.string(),
    expires_at: v.string(),
    /** When its owner marked it sold; listings kept before this existed have none. */
    sold_at: v.optional(v.nullable(v.string()), null),
  }),
  journalEntry: v.object({
    id: v.number(),
    user_id: v.number(),
    title: v.string(),
    place: v.nullable(v.string()),
    visited_on: v.string(),
    notes: v.string(),
    /** Entries kept before journals had photos have none. */
    photo: v.optional(v.nullable(v.string()), null),
    created_at: v.string(),
  }),
  forumTopic: v.object({
    id: v.number(),
    title: v.string(),
    category: v.string(),
    kind: v.string(),
    author: v.string(),
    authorAvatar: v.nullable(v.string()),
    authorLevel: v.string(),
    authorPosts: v.number(),
    authorJoined: v.string(),
    location: v.nullable(v.string()),
    views: v.number(),
    likes: v.number(),
    pinned: v.boolean(),
    trending: v.boolean(),
    tags: strings,
    content: v.string(),
    created: v.string(),
    lastEdited: v.nullable(v.string()),
  }),
  /**
   * A member opening another's forum profile, once per pair. Forum people are known by name (as
   * their posts are), so both ends are names.
   */
  profileView: v.object({
    id: v.number(),
    member: v.string(),
    viewer: v.string(),
    viewed_at: v.string(),
  }),
  forumReply: v.object({
    id: v.number(),
    topic_id: v.number(),
    parent_id: v.nullable(v.number()),
    author: v.string(),
    authorAvatar: v.nullable(v.string()),
    authorLevel: v.string(),
    content: v.string(),
    created: v.string(),
    likes: v.number(),
    isHelpful: v.boolean(),
  }),
  /** A dating profile as the contract gives it, less 'member since' (read from the join date). */
  datingProfile: v.object(v.omit(vDatingProfile, ['memberSince']).entries),
  memberLike: v.object({
    /** `${user_id}:${kind}:${target_id}`: a member likes a topic, reply or profile once. */
    key: v.string(),
    /** When; empty for likes kept before it was recorded. */
    created_at: v.optional(v.string(), ''),
  }),
  location: v.object({
    id: v.number(),
    slug: v.string(),
    city: v.string(),
    country: v.string(),
    description: v.string(),
    imageUrl: v.string(),
    highlights: strings,
    views: v.number(),
    meta_title: v.string(),
    meta_description: v.string(),
    keywords: strings,
    latitude: v.number(),
    longitude: v.number(),
    timezone: v.string(),
    population: v.number(),
    currency: v.string(),
    costOfLiving: v.string(),
    temperature: v.nullable(v.number()),
    ...vLocationContent.entries,
    // Null until the late fields arrive in the browser (`LATE_FIELDS` of `seed/shipped.ts`).
    comprehensive_guide: v.optional(v.nullable(v.string()), null),
    /** What the lists show of the guide, worked out from its text when the world is built. */
    guide: vLocationGuideFacts,
    has_guide: v.boolean(),
    /** The jobs posted there and the dating members living there (`seed/locations.ts`). */
    job_count: v.number(),
    profile_count: v.number(),
    updated_at: v.string(),
    quality_score: v.nullable(v.number()),
  }),
  /** A job as the contract gives it, less what the serializer derives, plus who posted it. */
  job: v.object({
    ...v.omit(vJob, ['company', 'location', 'salary', 'created_at']).entries,
    // Empty until the late fields arrive in the browser (`LATE_FIELDS` of `seed/shipped.ts`).
    description: v.optional(v.string(), ''),
    company_url: v.optional(v.nullable(v.string()), null),
    company_description: v.optional(v.string(), ''),
    experience_requirements: v.optional(v.string(), ''),
    responsibilities: v.optional(strings, []),
    nice_to_have: v.optional(strings, []),
    interview_process: v.optional(strings, []),
    company_culture: v.optional(v.nullable(v.string()), null),
    team_size: v.optional(v.nullable(v.string()), null),
    remote_policy: v.optional(v.nullable(v.string()), null),
    application_url: v.optional(v.string(), ''),
    /** The id of the member who posted it; 0 for the seeded board. */
    posted_by: v.optional(v.number(), 0),
  }),
  /** An article as the contract gives it, less what the serializer derives, plus its place. */
  article: v.object({
    ...v.omit(vArticle, ['reading_time', 'engagement_rate', 'location', 'url', 'content']).entries,
    /** Empty until the late fields arrive in the browser (`LATE_FIELDS` of `seed/shipped.ts`). */
    content: v.optional(v.string(), ''),
    location_name: v.nullable(v.string()),
    location_country: v.nullable(v.string()),
  }),
};

type TableSchemas = typeof tableSchemas;
export type TableName = keyof TableSchemas;

/**
 * The mock backend's tables. Each tab keeps its own copy (`persist.ts` saves what members
 * change), so no cross-tab sync extension is used.
 */
export const db = Object.fromEntries(
  Object.entries(tableSchemas).map(([name, schema]) => [name, new Collection({ schema })]),
) as { [Name in TableName]: Collection<TableSchemas[Name]> };

export type Db = typeof db;
/** A row as the table holds it: update and delete take it to target that very row. */
export type TableRow<Name extends TableName> = ReturnType<Db[Name]['findMany']>[number];

/**
 * Calls `onWrite` with the table and the row of every create, update and delete from now on
 * (@msw/data's hooks): what changed since a point, without comparing the tables.
 */
export function onEveryWrite(onWrite: (table: TableName, row: Record<string, unknown>) => void) {
  for (const [table, collection] of Object.entries(db) as Array<[TableName, Db[TableName]]>) {
    collection.hooks.on('create', ({ data }) => onWrite(table, data.record));
    collection.hooks.on('update', ({ data }) => onWrite(table, data.nextRecord));
    collection.hooks.on('delete', ({ data }) => onWrite(table, data.deletedRecord));
  }
}

import { queryOptions } from '@tanstack/react-query';
import type { Ad, CreateAdRequest, ListAdsData, UpdateAdRequest } from './generated';
import {
  getAdOptions,
  listAdsOptions,
  listMyAdsOptions,
} from './generated/@tanstack/react-query.gen';
import {
  contactAdSeller as postSellerMessage,
  createAd as postAd,
  deleteAd as removeAd,
  markAdSold as postSold,
  renewAd as postRenewal,
  updateAd as patchAd,
} from './generated/sdk.gen';
import { cachePolicy } from './cachePolicy';
import { dataOf, dataQueryOptions, messageOf } from './envelope';
import { api, submissionOptions } from './client';

export type AdFilters = NonNullable<ListAdsData['query']>;

/** Every listing query (classifieds, one listing, the member's own), by the contract's tag. */
export const adKeys = { all: [{ tags: ['advertising'] }] as const };

export function adsQueryOptions(filters: AdFilters = {}) {
  return queryOptions({ ...listAdsOptions({ client: api, query: filters }), ...cachePolicy.list });
}

export function adQueryOptions(id: number) {
  return dataQueryOptions(getAdOptions({ client: api, path: { id } }), cachePolicy.list);
}

/** The member's own listings; read again on every visit (they expire by date). */
export function myAdsQueryOptions() {
  return dataQueryOptions(listMyAdsOptions({ client: api }), cachePolicy.memberRecords);
}

export function createAd(listing: CreateAdRequest, submissionKey: string): Promise<Ad> {
  return dataOf(postAd({ ...submissionOptions(submissionKey), body: listing }));
}

export function updateAd(id: number, listing: UpdateAdRequest): Promise<Ad> {
  return dataOf(patchAd({ client: api, path: { id }, body: listing }));
}

export function renewAd(id: number): Promise<Ad> {
  return dataOf(postRenewal({ client: api, path: { id } }));
}

export function markAdSold(id: number): Promise<Ad> {
  return dataOf(postSold({ client: api, path: { id } }));
}

/** Sends a member's message to a listing's seller; returns the confirmation to show. */
export function contactSeller(id: number, message: string, submissionKey: string): Promise<string> {
  return messageOf(
    postSellerMessage({
      ...submissionOptions(submissionKey),
      path: { id },
      body: { message },
    }),
  );
}

export async function deleteAd(id: number): Promise<void> {
  await removeAd({ client: api, path: { id } });
}

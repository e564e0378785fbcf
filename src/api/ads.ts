import { queryOptions } from '@tanstack/react-query';
import type { Ad, CreateAdRequest, ListAdsData, UpdateAdRequest } from './generated';
import {
  getAdOptions,
  listAdsOptions,
  listMyAdsOptions,
} from './generated/@tanstack/react-query.gen';
import {
  createAd as postAd,
  deleteAd as removeAd,
  markAdSold as postSold,
  renewAd as postRenewal,
  updateAd as patchAd,
} from './generated/sdk.gen';
import { cachePolicy, retryTransientFailures } from './cachePolicy';
import { api, submittedAs } from './client';

export type AdFilters = NonNullable<ListAdsData['query']>;

/** Every listing query (classifieds, one listing, the member's own), by the contract's tag. */
export const adKeys = { all: [{ tags: ['advertising'] }] as const };

export function adsQueryOptions(filters: AdFilters = {}) {
  return queryOptions({ ...listAdsOptions({ client: api, query: filters }), ...cachePolicy.list });
}

export function adQueryOptions(id: number) {
  return queryOptions({
    ...getAdOptions({ client: api, path: { id } }),
    ...cachePolicy.list,
    select: (response) => response.data,
  });
}

/** The member's own listings; read again on every visit (they expire by date). */
export function myAdsQueryOptions() {
  return queryOptions({
    ...listMyAdsOptions({ client: api }),
    staleTime: 0,
    retry: retryTransientFailures,
    select: (response) => response.data,
  });
}

export async function createAd(listing: CreateAdRequest, submissionKey: string): Promise<Ad> {
  const { data } = await postAd({
    client: api,
    body: listing,
    ...submittedAs(submissionKey),
  });
  return data.data;
}

export async function updateAd(id: number, listing: UpdateAdRequest): Promise<Ad> {
  const { data } = await patchAd({ client: api, path: { id }, body: listing });
  return data.data;
}

export async function renewAd(id: number): Promise<Ad> {
  const { data } = await postRenewal({ client: api, path: { id } });
  return data.data;
}

export async function markAdSold(id: number): Promise<Ad> {
  const { data } = await postSold({ client: api, path: { id } });
  return data.data;
}

export async function deleteAd(id: number): Promise<void> {
  await removeAd({ client: api, path: { id } });
}

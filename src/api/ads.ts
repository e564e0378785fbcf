import type { Ad, CreateAdRequest } from './generated';
import { createAd as postAd } from './generated/sdk.gen';
import { api } from './client';

export async function createAd(listing: CreateAdRequest, submissionKey: string): Promise<Ad> {
  const { data } = await postAd({
    client: api,
    body: listing,
    headers: { 'Idempotency-Key': submissionKey },
  });
  return data.data;
}

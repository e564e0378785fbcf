import type { Ad, CreateAdRequest } from './generated';
import { createAd as postAd } from './generated/sdk.gen';
import { api, submittedAs } from './client';

export async function createAd(listing: CreateAdRequest, submissionKey: string): Promise<Ad> {
  const { data } = await postAd({
    client: api,
    body: listing,
    ...submittedAs(submissionKey),
  });
  return data.data;
}

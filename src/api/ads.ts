import type { Ad, CreateAdRequest } from './generated';
import { vCreateAdResponse } from './generated/valibot.gen';
import { apiRequest } from './client';

export async function createAd(listing: CreateAdRequest, submissionKey: string): Promise<Ad> {
  return (
    await apiRequest('/ads', vCreateAdResponse, { method: 'post', json: listing, submissionKey })
  ).data;
}

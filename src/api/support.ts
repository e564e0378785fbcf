import type { ContactRequest, GuideSubmissionRequest } from './generated';
import { vSendContactMessageResponse, vSubmitGuideResponse } from './generated/valibot.gen';
import { apiRequest } from './client';

/** Sends a message to the team and returns their confirmation. */
export async function sendContactMessage(message: ContactRequest): Promise<string> {
  return (
    await apiRequest('/contact', vSendContactMessageResponse, { method: 'post', json: message })
  ).message;
}

/** Sends a guide to the editors and returns their confirmation. */
export async function submitGuide(guide: GuideSubmissionRequest): Promise<string> {
  return (
    await apiRequest('/guides/submissions', vSubmitGuideResponse, { method: 'post', json: guide })
  ).message;
}

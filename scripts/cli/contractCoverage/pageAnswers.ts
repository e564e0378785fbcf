import type { BrowserContext, Page, Response } from '@playwright/test';
import { type Answer, requestOf } from './answerLog';

/** The API answers a browser page (or every page of a context) receives, kept until taken. */
export function listenForAnswers(target: Page | BrowserContext): { take: () => Answer[] } {
  const heard = new Map<string, Answer>();
  target.on('response', (response: Response) => {
    const request = requestOf(response.request().method(), response.url());
    if (!request) return;
    const answer = { request, status: response.status() };
    heard.set(JSON.stringify(answer), answer);
  });
  return {
    take: () => {
      const answers = [...heard.values()];
      heard.clear();
      return answers;
    },
  };
}

import type { Page } from '@playwright/test';
import type { StoryKind } from './preview';

/** Desktop and phone, as the issue names them: screens are taken at both. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export type Shot = {
  /** The baseline's file name: `<story id>.png`, or `<story id>-<desktop|phone>.png` for screens. */
  file: string;
  viewport: { width: number; height: number };
  /** A screen is taken as the viewport shows it; a component is clipped to its own box. */
  screen: boolean;
};

/** The viewport of a story that asks for a width: the phone's up to its width, else the desktop's. */
const viewportFor = (width: number | null) =>
  width !== null && width <= PHONE.width ? PHONE : DESKTOP;

/**
 * The screenshots a story gets. A screen is taken at desktop and phone width unless it asks for
 * one viewport itself (its "Mobile" stories); a component once, at its viewport or the desktop's.
 */
export function shotsFor(storyId: string, { screen, width }: StoryKind): Shot[] {
  if (!screen) return [{ file: `${storyId}.png`, viewport: viewportFor(width), screen }];
  const viewports = width ? [viewportFor(width)] : [DESKTOP, PHONE];
  return viewports.map((viewport) => ({
    file: `${storyId}-${viewport === PHONE ? 'phone' : 'desktop'}.png`,
    viewport,
    screen,
  }));
}

/** Room around a component for its focus ring and shadow. */
const MARGIN = 16;

/**
 * The box a component story occupies: everything rendered in the story root, and dialogs or
 * popovers the component opened outside it, with a margin.
 */
export async function componentClip(page: Page) {
  const box = await page.evaluate(() => {
    const parts = [
      ...document.querySelectorAll('#storybook-root *'),
      ...document.querySelectorAll('dialog[open], dialog[open] *, :popover-open'),
    ];
    const rects = parts
      .map((part) => part.getBoundingClientRect())
      .filter((r) => r.width && r.height);
    if (!rects.length) return null;
    const left = Math.min(...rects.map((r) => r.left)) + scrollX;
    const top = Math.min(...rects.map((r) => r.top)) + scrollY;
    const right = Math.max(...rects.map((r) => r.right)) + scrollX;
    const bottom = Math.max(...rects.map((r) => r.bottom)) + scrollY;
    return { left, top, right, bottom, pageWidth: document.documentElement.scrollWidth };
  });
  if (!box) return undefined;
  const x = Math.max(0, Math.floor(box.left - MARGIN));
  const y = Math.max(0, Math.floor(box.top - MARGIN));
  const right = Math.min(box.pageWidth, Math.ceil(box.right + MARGIN));
  return { x, y, width: right - x, height: Math.ceil(box.bottom + MARGIN) - y };
}

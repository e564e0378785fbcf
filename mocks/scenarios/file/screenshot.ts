/**
 * What a screenshot drawn this way leaves out: an SVG drawn as an image loads nothing of its own,
 * and the clone is a copy of the document, not of the screen.
 */
export const SCREENSHOT_LIMITS =
  'Drawn from a copy of the page: pictures from other sites, CSS background images and web fonts ' +
  '(shown in a fallback font), canvas, video and frames, scroll positions inside boxes, and ' +
  'hover states are not in it.';

/** The page's CSS, as text (a stylesheet from another origin can't be read, and is left out). */
function pageCss(): string {
  return [...document.styleSheets]
    .map((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      } catch {
        return '';
      }
    })
    .join('\n');
}

/** An image the page has loaded, as a data URL (an image the SVG can show), or null. */
function imageData(image: HTMLImageElement): string | null {
  if (!image.complete || !image.naturalWidth) return null;
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  try {
    canvas.getContext('2d')!.drawImage(image, 0, 0);
    return canvas.toDataURL();
  } catch {
    // From another origin: it would taint the canvas.
    return null;
  }
}

/** A copy of the page as it is: the fields' current values, its pictures inline, without `leaveOut`. */
function pageCopy(leaveOut: Element | null): HTMLElement {
  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  const originals = [...document.documentElement.querySelectorAll('*')];
  const copies = [...copy.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const twin = copies[index]!;
    if (original instanceof HTMLInputElement) twin.setAttribute('value', original.value);
    if (original instanceof HTMLTextAreaElement) twin.textContent = original.value;
    if (original instanceof HTMLImageElement) {
      const data = imageData(original);
      twin.removeAttribute('srcset');
      if (data) twin.setAttribute('src', data);
    }
    if (original === leaveOut) twin.setAttribute('data-left-out', '');
  });
  copy
    .querySelectorAll('script, link[rel="stylesheet"], style, [data-left-out]')
    .forEach((node) => node.remove());
  const style = document.createElement('style');
  style.textContent = pageCss();
  copy.querySelector('head')?.append(style);
  return copy;
}

/**
 * A PNG of the page as the tester sees it (the viewport, at its scroll position), drawn by the
 * browser itself: a copy of the DOM in an SVG `foreignObject`, drawn onto a canvas. No permission
 * prompt; see `SCREENSHOT_LIMITS` for what it can't show.
 */
export async function screenshotPage(leaveOut: Element | null): Promise<string> {
  const width = innerWidth;
  const height = innerHeight;
  const copy = pageCopy(leaveOut);
  copy.style.transform = `translate(${-scrollX}px, ${-scrollY}px)`;
  const markup = new XMLSerializer().serializeToString(copy);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject width="100%" height="100%">${markup}</foreignObject></svg>`;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0);
  return canvas.toDataURL('image/png');
}

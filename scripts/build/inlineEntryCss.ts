import type { Plugin } from 'vite';

/**
 * A stylesheet put into the page as a `<style>`, so the first paint waits for no request. Lazy
 * chunks still name the file as a dependency, and Vite's loader adds a dependency's stylesheet
 * unless a `<link rel="stylesheet">` to it is in the page. So the page keeps that link,
 * `disabled`: never fetched, never applied. Added again, these rules would come after the ones
 * loaded since and win every tie (the phone's Filters button showed on a desktop once the QA
 * panel had loaded).
 */
export function inlinedStylesheet(href: string, css: string): string {
  return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
}

/**
 * Puts the entry's stylesheet (the shell's few kB) into index.html (`inlinedStylesheet`): the boot
 * header shows while the script is still on its way.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'ginger-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            return inlinedStylesheet(`/${fileName}`, String(asset.source));
          },
        );
      },
    },
  };
}

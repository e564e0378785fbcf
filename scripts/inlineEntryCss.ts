import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet (the shell's few kB) into index.html as a `<style>`, so the first
 * paint waits for no request: the boot header shows while the script is still on its way. The
 * file stays in the build: lazy chunks that share the shell's styles still name it as a dependency.
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
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

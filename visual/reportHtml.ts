/** One story whose screenshots or run changed, as the report shows it. */
export type Change = {
  storyId: string;
  label: string;
  /** Per screenshot: its file name and the images the report copied (paths inside the report). */
  shots: { file: string; expected?: string; actual?: string; diff?: string }[];
  /** Console errors, a11y violations, failed plays: what else went wrong with the story. */
  problems: string[];
};

/** Where `npm run storybook` serves Storybook (package.json). */
const DEV_STORYBOOK = 'http://127.0.0.1:6106';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function figure(caption: string, src: string | undefined) {
  const body = src ? `<a href="${src}"><img src="${src}" alt="${caption}"></a>` : '<p>none</p>';
  return `<figure><figcaption>${caption}</figcaption>${body}</figure>`;
}

function section({ storyId, label, shots, problems }: Change) {
  const links = [
    `<a href="../storybook-static/index.html?path=/story/${storyId}">built Storybook</a>`,
    `<a href="${DEV_STORYBOOK}/?path=/story/${storyId}">npm run storybook</a>`,
  ].join(' · ');
  const images = shots.map(
    (shot) => `<h3>${escape(shot.file)}</h3>
<div class="row">${figure('baseline', shot.expected)}${figure('new', shot.actual)}${figure('difference', shot.diff)}</div>`,
  );
  const list = problems.length
    ? `<ul class="problems">${problems.map((p) => `<li><pre>${escape(p)}</pre></li>`).join('')}</ul>`
    : '';
  return `<section id="${storyId}"><h2>${escape(label)}</h2><p>${storyId} · open in ${links}</p>
${images.join('\n')}${list}</section>`;
}

/** The report page: a table of contents, then each changed story with its images side by side. */
export function reportHtml(changes: Change[], summary: string): string {
  const toc = changes.map((c) => `<li><a href="#${c.storyId}">${escape(c.label)}</a></li>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual changes: ${changes.length} stories</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #2b1d14; }
section { border-top: 1px solid #e3d2c2; padding-top: 1rem; margin-top: 2rem; }
.row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; }
figcaption { font-weight: 600; }
img { max-width: 100%; border: 1px solid #e3d2c2; }
pre { white-space: pre-wrap; margin: 0; }
.problems { color: #b42318; }
</style>
</head>
<body>
<h1>Visual changes</h1>
<p>${escape(summary)}</p>
<p>Accept the new images with <code>npm run test:visual -- --update</code> and commit the changed
PNGs under <code>visual/baselines/</code> (docs/DESIGN-REVIEW.md). The Storybook links need
<code>npm run storybook</code> running, or the build in <code>storybook-static/</code> served.</p>
<ol>${toc.join('')}</ol>
${changes.map(section).join('\n')}
</body>
</html>
`;
}

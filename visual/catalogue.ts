import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where `npm run build-storybook` writes the static Storybook the screenshots are taken of. */
export const STORYBOOK_DIR = path.resolve(import.meta.dirname, '../storybook-static');

export type Story = { id: string; title: string; name: string };

/** The stories of one CSF file: one test, so a failing story costs no worker restart of its own. */
export type StoryFile = { title: string; stories: Story[] };

type IndexEntry = Story & { type: 'story' | 'docs'; importPath: string };

/** Every story of the built Storybook, by file, in the order of its sidebar. */
export function storyFiles(): StoryFile[] {
  const index = JSON.parse(readFileSync(path.join(STORYBOOK_DIR, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const files = new Map<string, StoryFile>();
  for (const { type, importPath, id, title, name } of Object.values(index.entries)) {
    if (type !== 'story') continue;
    const file = files.get(importPath) ?? { title, stories: [] };
    file.stories.push({ id, title, name });
    files.set(importPath, file);
  }
  return [...files.values()];
}

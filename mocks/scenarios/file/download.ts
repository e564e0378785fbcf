/** Saves `data` as a JSON file through the browser's own download. */
export function downloadJson(name: string, data: unknown): void {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download reads the blob after this task: revoked at once, it could start empty.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A name that sorts by when it was saved: `ginger-scenario-2027-03-16T09-30-00.json`. */
export const fileName = (kind: string): string =>
  `ginger-${kind}-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}.json`;

/** A file of the world from the site (`path` is relative to its base); rejects unless it is there. */
export async function fetchWorldFile(path: string): Promise<Response> {
  const response = await fetch(new URL(path, new URL(import.meta.env.BASE_URL, location.href)));
  if (!response.ok) throw new Error(`The mock world's ${path} answered ${response.status}.`);
  return response;
}

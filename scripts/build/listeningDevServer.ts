import type { AddressInfo } from 'node:net';
import { createServer, type PluginOption, type ViteDevServer } from 'vite';

/** A bare Vite dev server with `plugins`, on a free port: for testing what a plugin serves. */
export async function listeningDevServer(
  plugins: PluginOption[],
): Promise<{ server: ViteDevServer; origin: string }> {
  const server = await createServer({
    configFile: false,
    logLevel: 'silent',
    plugins,
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

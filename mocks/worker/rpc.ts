import type { Call, CallName, MockBackendCalls, Reply, ReportChange } from './protocol';
import { transferablesOf } from './wire';

/** A worker, or the worker's own global scope: what the calls travel through. */
export type Port = Pick<Worker, 'postMessage' | 'addEventListener'>;

/** The worker's side: runs each call that arrives and posts its result (or its error) back. */
export function serveCalls(port: Port, calls: MockBackendCalls): void {
  port.addEventListener('message', (event: MessageEvent<Call>) => {
    const { id, name, args } = event.data;
    const run = calls[name] as (...args: unknown[]) => unknown;
    Promise.resolve()
      .then(() => run(...args))
      .then(
        (value) =>
          port.postMessage({ id, value } satisfies Reply, { transfer: transferablesOf(value) }),
        (error: unknown) =>
          port.postMessage({
            id,
            error: error instanceof Error ? error.message : String(error),
          } satisfies Reply),
      );
  });
}

export type Caller = <Name extends CallName>(
  name: Name,
  ...args: Parameters<MockBackendCalls[Name]>
) => Promise<Awaited<ReturnType<MockBackendCalls[Name]>>>;

/**
 * The page's side: each call is a message, settled by the worker's reply; reports go to
 * `onReport`. A worker that fails to start fails every call.
 */
export function callerOf(port: Port, onReport: (change: ReportChange) => void): Caller {
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let lastId = 0;
  let failure: Error | null = null;
  port.addEventListener('error', (event) => {
    failure = new Error(
      `The mock's worker failed: ${(event as ErrorEvent).message || 'it did not load'}.`,
    );
    for (const call of pending.values()) call.reject(failure);
    pending.clear();
  });
  port.addEventListener('message', (event: MessageEvent<Reply | ReportChange>) => {
    const message = event.data;
    if ('report' in message) return onReport(message);
    const call = pending.get(message.id);
    pending.delete(message.id);
    if ('error' in message) call?.reject(new Error(message.error));
    else call?.resolve(message.value);
  });
  return (name, ...args) => {
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      port.postMessage({ id, name, args } as Call, { transfer: transferablesOf(args) });
    });
  };
}

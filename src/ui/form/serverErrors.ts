import { createContext, useContext } from 'react';

/** What the server said about a failed submit: a banner, and messages for some fields. */
export type ServerErrors = {
  banner: string | null;
  forField: (name: string) => string | undefined;
  clearField: (name: string) => void;
};

export const ServerErrorsContext = createContext<ServerErrors | null>(null);

/**
 * The server's message for a field (under any of the `names` the contract gives it), and a way to
 * drop it once the field is edited.
 */
export function useServerFieldError(names: readonly string[]) {
  const server = useContext(ServerErrorsContext);
  return {
    serverError: names.map((name) => server?.forField(name)).find(Boolean),
    clearServerError: () => names.forEach((name) => server?.clearField(name)),
  };
}

import { useCallback, useState } from 'react';
import { ApiError, errorBannerMessage, type FieldErrors } from './errors';

/**
 * A failed submit's banner and the server's field errors, each cleared as soon as the
 * user edits that field.
 */
export function useServerErrors() {
  const [banner, setBanner] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const fail = useCallback((error: unknown) => {
    setBanner(errorBannerMessage(error));
    setFieldErrors(error instanceof ApiError ? error.fieldErrors : {});
  }, []);

  const reset = useCallback(() => {
    setBanner(null);
    setFieldErrors({});
  }, []);

  /** Sends a submission: the last failure's messages go first, a new failure's are kept. */
  const attempt = useCallback(
    async (submission: () => Promise<unknown>) => {
      reset();
      try {
        await submission();
      } catch (error) {
        fail(error);
      }
    },
    [fail, reset],
  );

  const forField = useCallback((name: string) => fieldErrors[name]?.[0], [fieldErrors]);

  const clearField = useCallback((name: string) => {
    setFieldErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  return { banner, attempt, forField, clearField };
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { createAppRouter } from './router';

type AppProps = {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** Called once the first render is on screen (after hydration, for build-time HTML). */
  onMounted?: () => void;
};

export function App({ queryClient, router, onMounted }: AppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

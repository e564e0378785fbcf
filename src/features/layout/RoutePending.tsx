import { Spinner } from '@/ui/Spinner';

export function RoutePending() {
  return <Spinner label="Loading page..." />;
}

import { showContractBreak } from '@/api/contractWatch';
import { onContractViolation } from '../../mocks/contractViolations';

/**
 * Dev server in mock mode: every answer of the mock that breaks openapi.yaml is shown by the
 * contract watch, with its status, as a real backend's breaks are. Returns the way to stop.
 */
export function watchMockContract(): () => void {
  return onContractViolation(showContractBreak);
}

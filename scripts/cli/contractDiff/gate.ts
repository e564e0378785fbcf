import type { Change } from './classify';
import { type Contract, majorVersion } from './contract';

export interface Verdict {
  exitCode: 0 | 1;
  message: string;
}

/** Breaking changes fail the gate, unless the contract's major version goes up with them. */
export function judge(changes: Change[], base: Contract, current: Contract): Verdict {
  const breaking = changes.filter((change) => change.type === 'breaking').length;
  if (breaking === 0) return { exitCode: 0, message: 'No breaking change.' };
  const [from, to] = [base.info.version, current.info.version];
  if (majorVersion(current) > majorVersion(base)) {
    return {
      exitCode: 0,
      message: `${breaking} breaking change(s), accepted by a major release (${from} → ${to}).`,
    };
  }
  return {
    exitCode: 1,
    message: `${breaking} breaking change(s) with info.version ${from} → ${to}: raise the major version or keep the contract compatible.`,
  };
}

// A run whose promise can never settle (a request nothing will ever answer or end, with no timer
// or socket keeping the process alive) would let Node empty its event loop and exit 0 in the middle
// of a collection, its reports cut off. The command line and the action execute under this guard,
// which turns that into a message and a failing exit code.
import { EXIT_FAILED } from '../model/run-outcome.ts';
import type { RunLedger } from './run-ledger.ts';

/**
 * Resolves with `running`; if the process runs out of work first, writes why the run cannot finish
 * (naming the tests still under way) and sets exit code 1.
 */
export function guardAgainstStall<T>(
  running: Promise<T>,
  ledger: RunLedger,
  stderr: NodeJS.WritableStream,
): Promise<T> {
  const stalled = () => {
    const unsettled = ledger.unsettled();
    const tests = unsettled.length === 0 ? '' : ` (still under way: ${unsettled.join(', ')})`;
    stderr.write(
      `assay: the run stopped before it finished: nothing was left that could end it${tests}; ` +
        `its reports are incomplete and it is not green (this is an assay bug, please report it)\n`,
    );
    process.exitCode = EXIT_FAILED;
  };
  process.once('beforeExit', stalled);
  return running.finally(() => process.off('beforeExit', stalled));
}

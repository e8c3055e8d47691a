// Every probe wait (handshake, DNS query, RDAP fetch, WHOIS socket, sitemap crawl) ends at the run's
// timeout or when the run is aborted, whichever comes first.

export interface ProbeWaitOptions {
  /** Milliseconds one probe question may take (the run's --timeout). */
  timeoutMs: number;
  /** The run's abort signal. */
  signal?: AbortSignal;
}

/** A signal that fires after `timeoutMs` or when `signal` fires. */
export function probeSignal({ timeoutMs, signal }: ProbeWaitOptions): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
}

/** Why a probe signal fired, in words for a test result. */
export function abortReason(signal: AbortSignal, timeoutMs: number): string {
  const reason: unknown = signal.reason;
  if (reason instanceof DOMException && reason.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  return 'the run was aborted';
}

/** Rejects with the signal's reason when it fires; for racing waits that take no signal themselves. */
export function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

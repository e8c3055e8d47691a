// Whether a process runs, by its pid: for what a process that ended abruptly left behind (a run's
// staged reports, the bench's work directory), cleared by the next one only when it has gone.

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

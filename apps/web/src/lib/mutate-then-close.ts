/**
 * Runs a dialog's action and closes the dialog only once it succeeded. A failure has been toasted
 * already (the query client shows every failed mutation), so it is swallowed here and the dialog
 * stays open as it was, for the user to retry or cancel. `onError` sees the failure first, for a
 * dialog that says more about it (a client that cannot be deleted). True when it closed.
 */
export async function mutateThenClose(
  run: () => Promise<unknown>,
  close: () => void,
  onError?: (error: unknown) => void,
): Promise<boolean> {
  try {
    await run();
  } catch (err) {
    onError?.(err);
    return false;
  }
  close();
  return true;
}

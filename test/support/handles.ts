/** Things global-setup started, stopped by global-teardown (both run in the same parent process). */
export const teardownHandles: Array<() => Promise<void>> = [];

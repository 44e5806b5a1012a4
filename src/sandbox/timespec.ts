// A time as the kernel takes it: whole seconds and nanoseconds, so a time set through the
// mount or restored from an archive lands exactly (a JavaScript number of ms cannot hold ns).

/**
 * A `struct timespec`; `nsec` may be UTIME_NOW (0x3fffffff) or UTIME_OMIT (0x3ffffffe), as the
 * kernel delivers them through the mount and futimens takes them.
 */
export interface Timespec {
  sec: number;
  nsec: number;
}

export function timespecOfMs(ms: number): Timespec {
  const sec = Math.floor(ms / 1000);
  return { sec, nsec: Math.round((ms - sec * 1000) * 1e6) };
}

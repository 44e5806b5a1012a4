// Types for fuse-native 2.2 (the package ships none): only what mnemofs uses.

declare module 'fuse-native' {
  type Cb = (errno: number) => void;
  type CbValue<T> = (errno: number, value?: T) => void;

  export interface FuseStat {
    mode: number;
    uid: number;
    gid: number;
    size: number;
    nlink: number;
    /** The backing file's inode number (the mount runs with use_ino); fuse-native keeps 32 bits. */
    ino: number;
    blocks: number;
    blksize: number;
    /** Nanoseconds since the epoch (scripts/patch-fuse-native.mjs carries them whole). */
    atime: bigint;
    mtime: bigint;
    ctime: bigint;
  }

  /** A time as utimens gives it (patched binding): nsec may be UTIME_NOW or UTIME_OMIT. */
  export interface FuseTime {
    sec: number;
    nsec: number;
  }

  export interface FuseStatFs {
    bsize: number;
    frsize: number;
    blocks: number;
    bfree: number;
    bavail: number;
    files: number;
    ffree: number;
    favail: number;
    fsid: number;
    flag: number;
    namemax: number;
  }

  export interface FuseOps {
    init?(cb: Cb): void;
    statfs?(path: string, cb: CbValue<FuseStatFs>): void;
    getattr?(path: string, cb: CbValue<FuseStat>): void;
    fgetattr?(path: string, fd: number, cb: CbValue<FuseStat>): void;
    readdir?(path: string, cb: (errno: number, names?: string[]) => void): void;
    open?(path: string, flags: number, cb: CbValue<number>): void;
    create?(path: string, mode: number, cb: CbValue<number>): void;
    read?(
      path: string,
      fd: number,
      buf: Buffer,
      len: number,
      pos: number,
      cb: (bytesOrErrno: number) => void,
    ): void;
    write?(
      path: string,
      fd: number,
      buf: Buffer,
      len: number,
      pos: number,
      cb: (bytesOrErrno: number) => void,
    ): void;
    flush?(path: string, fd: number, cb: Cb): void;
    fsync?(path: string, datasync: boolean, fd: number, cb: Cb): void;
    fsyncdir?(path: string, datasync: boolean, fd: number, cb: Cb): void;
    release?(path: string, fd: number, cb: Cb): void;
    truncate?(path: string, size: number, cb: Cb): void;
    ftruncate?(path: string, fd: number, size: number, cb: Cb): void;
    unlink?(path: string, cb: Cb): void;
    mkdir?(path: string, mode: number, cb: Cb): void;
    rmdir?(path: string, cb: Cb): void;
    rename?(src: string, dest: string, cb: Cb): void;
    utimens?(path: string, atime: FuseTime, mtime: FuseTime, cb: Cb): void;
    readlink?(path: string, cb: CbValue<string>): void;
    symlink?(target: string, path: string, cb: Cb): void;
    link?(target: string, path: string, cb: Cb): void;
    mknod?(path: string, mode: number, dev: number, cb: Cb): void;
    chmod?(path: string, mode: number, cb: Cb): void;
    chown?(path: string, uid: number, gid: number, cb: Cb): void;
    setxattr?(
      path: string,
      name: string,
      value: Buffer,
      position: number,
      flags: number,
      cb: Cb,
    ): void;
    getxattr?(path: string, name: string, position: number, cb: CbValue<Buffer>): void;
    listxattr?(path: string, cb: CbValue<string[]>): void;
    removexattr?(path: string, name: string, cb: Cb): void;
  }

  export interface FuseOptions {
    force?: boolean;
    mkdir?: boolean;
    autoUnmount?: boolean;
    defaultPermissions?: boolean;
    fsname?: string;
    subtype?: string;
    timeout?: number | false;
    debug?: boolean;
  }

  export default class Fuse {
    constructor(mnt: string, ops: FuseOps, opts?: FuseOptions);
    mount(cb: (err: Error | null) => void): void;
    unmount(cb: (err: Error | null) => void): void;
    static unmount(mnt: string, cb: (err: Error | null) => void): void;
    /**
     * The kernel forgets its cached entry for `name` in the mount's root and every unused
     * one below it (scripts/patch-fuse-native.mjs); `cb` gets 0 or a negative errno.
     */
    invalidateRootEntry(name: string, cb: (res: number) => void): void;
    /** True when the binding carries scripts/patch-fuse-native.mjs (nanosecond times). */
    static readonly mnemofs_ns_times: boolean;
    static readonly EPERM: number;
  }
}

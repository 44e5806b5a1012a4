// The benign corpus of the benchmarks: the man pages shipped by Debian's manpages, git-man,
// coreutils and util-linux (and, for the injection benchmark, five more sets: OTHER_,
// THIRD_, FOURTH_, FIFTH_ and SIXTH_PACKAGES) — real documents no one here wrote.
// Installed with apt when missing (as root; a package that cannot be installed is left out,
// said on stderr), rendered with `man -l | col -bx`, cached under node_modules/.cache. Each
// page comes with its NAME description split off (the search benchmark's query).

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CACHE = path.join(import.meta.dirname, '..', 'node_modules/.cache/mnemofs-bench/man');
const PACKAGES = ['manpages', 'git-man', 'coreutils', 'util-linux'];
/**
 * A second corpus of pages, never used before session 15: the C library and system-call
 * pages, OpenSSH, OpenSSL, systemd, procps, iproute2, perl, python and other tools' manuals.
 */
export const OTHER_PACKAGES = [
  'manpages-dev',
  'openssh-client',
  'rsync',
  'procps',
  'openssl',
  'gpg-agent',
  'perl',
  'tar',
  'grep',
  'findutils',
  'dpkg',
  'apt',
  'systemd',
  'dbus-bin',
  'python3',
  'strace',
  'e2fsprogs',
  'passwd',
  'login',
  'iproute2',
  'make',
];

/**
 * A third set, never used before session 16: PostgreSQL's SQL reference (GRANT, DROP,
 * DELETE…), sudo, LVM, cryptsetup, iptables, btrfs and xfs, quota, zsh, the toolchain's
 * manuals and other tools'.
 */
export const THIRD_PACKAGES = (
  'postgresql-client-15 sudo lvm2 btrfs-progs zsh-common nftables sqlite3 tmux mutt ' +
  'cryptsetup-bin curl wget bind9-dnsutils iptables logrotate xfsprogs gpg gdb m4 bison flex ' +
  'nano cpio zip unzip ethtool tcpdump kmod lsof psmisc at parted dosfstools quota acl attr ' +
  'libcap2-bin wireguard-tools sshfs ufw'
).split(' ');

/**
 * A fourth set, never read while refining (session 17): mail (Postfix, msmtp, fetchmail,
 * procmail), secrets and security (pass, keyutils, OpenSSH's server, auditd, AppArmor,
 * fail2ban, nmap, OpenVPN), backups (restic, borg, duplicity, rclone), containers and VMs
 * (podman, QEMU, libvirt), servers (MariaDB, Redis, Unbound, nginx, HAProxy, Samba, CUPS,
 * chrony, NFS), Subversion, Mercurial, git-lfs, socat, netcat and sox — words for sending,
 * secrets and auditing on every page.
 */
export const FOURTH_PACKAGES = (
  'postfix openssh-server auditd apparmor fail2ban nmap socat netcat-openbsd openvpn pass ' +
  'keyutils msmtp fetchmail procmail bsd-mailx mariadb-client redis-tools podman qemu-utils ' +
  'libvirt-clients chrony nfs-common cups-client samba-common-bin sox subversion mercurial ' +
  'git-lfs rclone restic borgbackup duplicity unbound nginx-common haproxy'
).split(' ');

/**
 * A fifth set, never read (session 17): storage and disks (mdadm, nvme-cli, smartmontools,
 * hdparm), privilege and sandboxes (polkit, doas, firejail, bubblewrap, fakeroot, cgroups),
 * integrity and audits (AIDE, Lynis, chkrootkit), mail servers (Dovecot, OpenDKIM), Wi-Fi
 * and DHCP (wpa_supplicant, hostapd, the ISC server), backups (rdiff-backup, rsnapshot),
 * cron and rsyslog, debootstrap, quilt, Valgrind, groff, Tcl, Lua, expect, jq, Poppler and
 * ExifTool's Perl pages.
 */
export const FIFTH_PACKAGES = (
  'quilt valgrind nvme-cli mdadm smartmontools sysstat screen jq poppler-utils ' +
  'libimage-exiftool-perl rdiff-backup rsnapshot expect dovecot-core opendkim aide lynis ' +
  'chkrootkit tcl lua5.4 groff hdparm debootstrap polkitd opendoas firejail bubblewrap ' +
  'fakeroot cgroup-tools ipset conntrack wpasupplicant hostapd isc-dhcp-server whois ' +
  'traceroute mtr-tiny iperf3 cron rsyslog'
).split(' ');

/**
 * A sixth set, installed and counted before any of it was read (session 19): mail and its
 * filters (mailutils, NeoMutt, isync, notmuch, spamc), keys and secrets (tpm2-tools, age,
 * minisign, signify, git-crypt, gocryptfs, EncFS, sshpass, John the Ripper, Kerberos, LDAP),
 * web and DNS tools (Apache's utilities, BIND's, dnsmasq, aria2, lftp, s3cmd, lynx, w3m,
 * torsocks), automation (Ansible, gh, git-extras, etckeeper, tig, duply), pandoc, Ruby, PHP,
 * Graphviz and mosh. None of them starts a daemon.
 */
export const SIXTH_PACKAGES = (
  'mailutils mailutils-common neomutt isync notmuch spamc tpm2-tools age minisign ' +
  'signify-openbsd git-crypt gocryptfs encfs sshpass john krb5-user ldap-utils apache2-utils ' +
  'bind9-utils dnsmasq-base aria2 lftp s3cmd lynx lynx-common w3m torsocks ansible ' +
  'ansible-core gh git-extras etckeeper tig duply ssh-audit pandoc ruby php-cli graphviz mosh'
).split(' ');

export interface Page {
  name: string;
  query: string;
  body: string;
}

const installed = (p: string) => spawnSync('dpkg', ['-s', p], { stdio: 'ignore' }).status === 0;

function manFiles(packages: string[]): string[] {
  const missing = packages.filter((p) => !installed(p));
  if (missing.length) {
    console.error(`bench: installing ${missing.join(' ')} with apt-get …`);
    const apt = `apt-get install -y ${missing.join(' ')} man-db`;
    const done = spawnSync('sh', ['-c', `${apt} || (apt-get update && ${apt})`], {
      stdio: 'ignore',
    });
    if (done.status !== 0)
      console.error(
        `bench: could not install ${missing.filter((p) => !installed(p)).join(' ')} ` +
          '(apt-get failed: run as root, or the package is gone from the archive): their pages are left out; the counts printed show how many were read',
      );
  }
  const files = packages
    .filter(installed)
    // Ansible lists 1 MB of file names
    .flatMap((p) =>
      execFileSync('dpkg', ['-L', p], { encoding: 'utf8', maxBuffer: 64 << 20 }).split('\n'),
    );
  return [
    ...new Set(files.filter((f) => /\/man\/man\d\/[^/]+\.gz$/.test(f) && fs.existsSync(f))),
  ].sort();
}

/** Renders (or reads from the cache) every page; splits off its NAME description. */
export function manPages(packages = PACKAGES): Page[] {
  fs.mkdirSync(CACHE, { recursive: true });
  const pages: Page[] = [];
  const seen = new Set<string>();
  for (const file of manFiles(packages)) {
    const name = path.basename(file, '.gz');
    const cached = path.join(CACHE, `${name}.txt`);
    if (!fs.existsSync(cached)) {
      const text = execFileSync(
        'sh',
        ['-c', `MANWIDTH=80 man -l "$1" 2>/dev/null | col -bx`, 'sh', file],
        { encoding: 'utf8', maxBuffer: 64 << 20 },
      );
      fs.writeFileSync(cached, text);
    }
    const text = fs.readFileSync(cached, 'utf8');
    const m = /\nNAME\n([\s\S]*?)\n(?=\S)/.exec(text);
    const desc = m?.[1]
      ?.replace(/\s+/g, ' ')
      .trim()
      .split(/ [-—–] /)
      .slice(1)
      .join(' - ')
      .trim();
    if (!m || !desc || seen.has(text)) continue;
    seen.add(text);
    pages.push({ name, query: desc, body: text.replace(m[0], '\n') });
  }
  return pages;
}

// The benign corpus of the benchmarks: the man pages shipped by Debian's manpages, git-man,
// coreutils and util-linux (and, for the injection benchmark, six more sets: OTHER_,
// THIRD_, FOURTH_, FIFTH_, SIXTH_ and SEVENTH_PACKAGES) — real documents no one here wrote.
// Unpacked from the packages' archives, never installed (debian-packages.ts; a package apt
// cannot fetch is left out, said on stderr), rendered with `man -l | col -bx` (man-db and
// bsdextrautils, installed by root when missing), cached under node_modules/.cache. Each page comes with its NAME description split off (the search
// benchmark's query).

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inside, unpacked } from './debian-packages.js';

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

/**
 * A seventh set, counted before any of it was read (session 20), unpacked and never
 * installed — so servers are in it: mail (OpenSMTPD, nullmailer, dma, Alpine, SpamAssassin,
 * Mailman, Postgrey, OpenDMARC, amavisd), directories and authentication (slapd, Kerberos's
 * KDC, FreeRADIUS, SSSD, winbind, Samba), proxies, tunnels and VPNs (Tor, Squid, stunnel,
 * strongSwan, OpenConnect, vpnc, autossh, sshuttle, proxychains), web and DNS servers
 * (Apache, BIND, NSD, Knot), attack and audit tools (hydra, sqlmap, aircrack-ng, dsniff,
 * ettercap, hping3, masscan, ncat, hashcat, rkhunter, Tripwire, debsums), passwords (pwgen,
 * apg, makepasswd, paperkey, KeePassXC), Debian's developer and reporting tools
 * (devscripts, reportbug, popularity-contest, dput), version control (git-annex, gitolite,
 * Fossil, darcs, CVS, RCS, Breezy, gitweb, cgit), chat (irssi, WeeChat, Profanity),
 * containers (LXC, Docker, containerd), Puppet, unattended-upgrades, needrestart, FFmpeg
 * and mpv.
 */
export const SEVENTH_PACKAGES = (
  'opensmtpd nullmailer dma alpine spamassassin clamav clamav-daemon tor squid apache2 bind9 ' +
  'nsd knot slapd krb5-kdc krb5-admin-server freeradius strongswan-starter openconnect vpnc ' +
  'stunnel4 autossh sshuttle proxychains4 hydra sqlmap aircrack-ng dsniff ettercap-text-only ' +
  'macchanger hping3 masscan ncat devscripts reportbug popularity-contest dput git-annex ' +
  'gitolite3 irssi weechat-curses weechat-core profanity puppet lxc docker.io containerd ' +
  'unattended-upgrades needrestart debsums rkhunter tripwire ffmpeg mpv fossil darcs cvs rcs ' +
  'brz sssd-common winbind samba keepassxc pwgen apg makepasswd hashcat paperkey gitweb cgit ' +
  'mailman3 postgrey opendmarc amavisd-new'
).split(' ');

export interface Page {
  name: string;
  query: string;
  body: string;
}

/** The manuals of `packages`, unpacked from their archives (debian-packages.ts). */
function manFiles(packages: string[]): { name: string; file: string; root: string }[] {
  // By the path the package installs, as dpkg lists it
  const out = new Map<string, { file: string; root: string }>();
  for (const pkg of packages) {
    const root = unpacked(pkg);
    if (!root) continue;
    for (const name of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const file = path.join(root, name);
      const real = /\/man\/man\d\/[^/]+\.gz$/.test(`/${name}`) ? inside(root, file) : undefined;
      // `.so man1/x.1` includes resolve against the manual tree's root
      if (real) out.set(`/${name}`, { file: real, root: path.dirname(path.dirname(file)) });
    }
  }
  // A page is named by its own path (a link's name, not its target's).
  return [...out.keys()].sort().map((k) => ({ name: path.basename(k, '.gz'), ...out.get(k)! }));
}

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

/** `man` and `col` to render pages with: as root, installed with apt when missing. */
function renderers(): void {
  if (has('man') && has('col')) return;
  if (process.getuid?.() === 0)
    spawnSync('sh', ['-c', 'apt-get install -y man-db bsdextrautils'], { stdio: 'ignore' });
  if (!has('man') || !has('col'))
    throw new Error(
      'bench: `man` and `col` render the man pages: install them (apt-get install man-db bsdextrautils) and run again',
    );
}

/**
 * A page rendered with `man -l | col -bx` from `cwd` (in `locale`, if given), cached at `cached`.
 * A page `man` has not rendered in two minutes is cut off there (session 43: manpages-zh's
 * smb.conf(5) never finished, and the whole bench waited on it).
 */
function rendered(file: string, cwd: string, cached: string, locale = ''): string {
  if (!fs.existsSync(cached)) {
    const text = execFileSync(
      'sh',
      ['-c', `${locale} MANWIDTH=80 timeout 120 man -l "$1" 2>/dev/null | col -bx`, 'sh', file],
      { cwd, encoding: 'utf8', maxBuffer: 64 << 20 },
    );
    fs.writeFileSync(cached, text);
  }
  return fs.readFileSync(cached, 'utf8');
}

/** Renders (or reads from the cache) every page; splits off its NAME description. */
export function manPages(packages = PACKAGES): Page[] {
  renderers();
  fs.mkdirSync(CACHE, { recursive: true });
  const pages: Page[] = [];
  const seen = new Set<string>();
  for (const { name, file, root } of manFiles(packages)) {
    const text = rendered(file, root, path.join(CACHE, `${name}.txt`));
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

/**
 * Debian's translated manuals, one package per language (session 29): prose no one here
 * wrote, in thirteen languages the recogniser's lexicons read or border on. Every third page
 * of each (by path), two hundred at most, rendered in UTF-8 and cached per language. `third`
 * picks another third (1: counted from session 43, read from session 44; 2: counted from
 * session 43, read from session 45) or `'rest'`, every page after the thirds' first six
 * hundred (German, Japanese and Chinese have them; counted from session 45, never read).
 */
export const TRANSLATED = 'de fr es it pl pt-br ru ja zh tr vi nl uk'.split(' ');
export interface TranslatedPage {
  lang: string;
  name: string;
  body: string;
}
export function translatedManPages(
  langs = TRANSLATED,
  third: 0 | 1 | 2 | 'rest' = 0,
): TranslatedPage[] {
  renderers();
  const pages: TranslatedPage[] = [];
  for (const lang of langs) {
    const root = unpacked(`manpages-${lang}`, ['*/man/*/man[0-9]/*']);
    if (!root) continue;
    const cache = path.join(CACHE, 'translated', lang);
    fs.mkdirSync(cache, { recursive: true });
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\/man\/[^/]+\/man\d\/[^/]+\.gz$/.test(`/${name}`))
      .sort()
      .filter((_, i) => (third === 'rest' ? i >= 600 : i % 3 === third && i < 600));
    for (const name of files) {
      const file = inside(root, path.join(root, name));
      if (!file) continue;
      // (`.so` includes resolve against the language's manual tree)
      const body = rendered(
        file,
        path.dirname(path.dirname(file)),
        path.join(cache, `${path.basename(name, '.gz')}.txt`),
        'LC_ALL=C.UTF-8',
      );
      if (body.length >= 100) pages.push({ lang, name: path.basename(name, '.gz'), body });
    }
  }
  return pages;
}

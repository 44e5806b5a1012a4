// A third benign corpus for the injection benchmark: the documentation Debian installs under
// /usr/share/doc — upstream READMEs, NEWS files, changelogs (upstream's and Debian's) and
// other Markdown and text notes of every installed package (those of the man-page sets
// among them). Real prose no one here wrote, in the forms the issue names (READMEs,
// changelogs). Each file is read whole (gunzipped), up to its first 60,000 characters;
// copies of one text (a package's docs linked into another's) are read once. What this
// machine has installed is what is read — except the directories the sixth man-page set
// brought with it (with Ansible's collections) and the seventh set's, corpora of their own,
// read from the packages' archives (never installed: debian-packages.ts).

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { inside, unpacked } from './debian-packages.js';
import { SEVENTH_PACKAGES } from './man-corpus.js';

const ROOT = '/usr/share/doc';
const CACHE = path.join(import.meta.dirname, '..', 'node_modules/.cache/mnemofs-bench');
const MAX = 60_000;
/** Prose files by name: README, NEWS, CHANGES, changelog, *.md, *.txt (compressed or not). */
const PROSE =
  /^(readme|news|changes|changelog|history)([._-][\w.-]*)?$|\.(md|markdown|txt)(\.gz)?$/i;

/**
 * The directories apt created under /usr/share/doc when it installed the sixth man-page set
 * (man-corpus.ts SIXTH_PACKAGES) and what they depend on, in session 19 before any of their
 * text was read: Python's HTTP, DNS and crypto libraries, Ruby, PHP, Kerberos, the TPM stack,
 * pandoc, notmuch, Ansible. Each is a package's name and that package ships it (`packages`
 * is s3cmd's).
 */
export const SIXTH_DOCS = new Set(
  (
    'age ansible ansible-core apache2-utils aria2 bind9-utils dh-elpa-helper dnsmasq-base duply ' +
    'elpa-notmuch emacsen-common encfs etckeeper fonts-lato fonts-liberation2 gh git-crypt ' +
    'git-extras gocryptfs graphviz guile-3.0-libs ieee-data isync john john-data krb5-config ' +
    'krb5-user ldap-utils lftp libann0 libaria2-0 libc-ares2 libcdt5 libcgraph6 libgc1 ' +
    'libgmime-3.0-0 libgssrpc4 libgts-0.7-5 libgts-bin libgvc6 libgvpr2 libio-socket-inet6-perl ' +
    'libkadm5clnt-mit12 libkadm5srv-mit12 libkdb5-10 liblab-gamut1 libmailutils9 ' +
    'libnet-idn-encode-perl libnotmuch5 libpathplan4 libpcre2-posix3 libprotobuf32 libruby ' +
    'libruby3.1 libsexp1 libsocket6-perl libtinyxml2-9 libtss2-esys-3.0.2-0 libtss2-fapi1 ' +
    'libtss2-mu0 libtss2-rc0 libtss2-sys1 libtss2-tcti-cmd0 libtss2-tcti-device0 ' +
    'libtss2-tcti-mssim0 libtss2-tcti-swtpm0 libtss2-tctildr0 libxapian30 lynx lynx-common ' +
    'mailutils mailutils-common minisign mosh neomutt notmuch packages pandoc pandoc-data ' +
    'php-cli php-common php8.2-cli php8.2-common php8.2-opcache php8.2-readline ' +
    'python-babel-localedata python3-anyio python3-babel python3-certifi python3-chardet ' +
    'python3-charset-normalizer python3-click python3-colorama python3-dateutil ' +
    'python3-dnspython python3-h11 python3-h2 python3-hpack python3-httpcore python3-httpx ' +
    'python3-hyperframe python3-jinja2 python3-jmespath python3-libcloud python3-magic ' +
    'python3-markdown-it python3-markupsafe python3-mdurl python3-netaddr python3-ntlm-auth ' +
    'python3-passlib python3-requests python3-requests-kerberos python3-requests-ntlm ' +
    'python3-requests-toolbelt python3-resolvelib python3-rfc3986 python3-rich python3-selinux ' +
    'python3-simplejson python3-tz python3-winrm rake ruby ruby-net-telnet ruby-rubygems ' +
    'ruby-sdbm ruby-webrick ruby-xmlrpc ruby3.1 rubygems-integration s3cmd signify-openbsd ' +
    'spamc ssh-audit sshpass tig torsocks tpm-udev tpm2-tools w3m'
  ).split(' '),
);

/** The directories read as the sets' own, not as the machine's. */
const ownDirs = new Set([...SIXTH_DOCS, ...SEVENTH_PACKAGES]);

/**
 * Ansible's collections (shipped by the `ansible` package of the sixth set): each
 * collection's own README and changelog, one unit per collection ("community/general").
 */
const COLLECTIONS = 'usr/lib/python3/dist-packages/ansible_collections';
const COLLECTION_DOC = /^[\w-]+\/[\w-]+\/(readme|changelog)\.(md|rst)$/i;
const COLLECTION_FILES = ['README', 'readme', 'CHANGELOG', 'changelog'].map(
  (n) => `./${COLLECTIONS}/*/${n}.*`,
);

export interface DocFile {
  /** The path under its root (/usr/share/doc, or `ansible_collections/` and the path under it). */
  name: string;
  /** The package (or collection) it belongs to: the unit a corpus is split by. */
  unit: string;
  body: string;
}

/** A file to read: its name and unit as DocFile has them, and where it is (if anywhere). */
interface Source {
  name: string;
  unit: string;
  file: string | undefined;
}

/** The paths under `root` that `keep` accepts, sorted. */
const under = (root: string, keep: (name: string) => boolean) =>
  fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(keep).sort()
    : [];

const prose = (f: string) => PROSE.test(path.basename(f)) && !/\.html?(\.gz)?$/i.test(f);
const packageDoc = (name: string, file: string | undefined): Source => ({
  name,
  unit: name.split('/')[0]!,
  file,
});

/**
 * The doc directories `dirs` (each its package's; `packages` is s3cmd's) as apt would lay
 * them out under /usr/share/doc — a package's directory may link to another's — copied
 * together from the packages' archives into `name` under the cache, afresh each run.
 */
function docRoot(name: string, dirs: Iterable<string>): string {
  const root = path.join(CACHE, name);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  for (const dir of [...dirs].sort()) {
    const tree = unpacked(dir === 'packages' ? 's3cmd' : dir);
    const doc = tree && path.join(tree, 'usr/share/doc', dir);
    // (a directory that links to another package's is copied as the link)
    if (doc && fs.lstatSync(doc, { throwIfNoEntry: false }))
      fs.cpSync(doc, path.join(root, dir), { recursive: true, verbatimSymlinks: true });
  }
  return root;
}

/** The prose files of the doc directories `dirs`, from the packages' archives. */
function unpackedSources(name: string, dirs: Iterable<string>): Source[] {
  const root = docRoot(name, dirs);
  return under(root, prose).map((f) => packageDoc(f, inside(root, path.join(root, f), ROOT)));
}

/** Ansible's collections' READMEs and changelogs, from the `ansible` package's archive. */
function collectionSources(): Source[] {
  const ansible = unpacked('ansible', COLLECTION_FILES);
  const root = ansible && path.join(ansible, COLLECTIONS);
  return root
    ? under(root, (f) => COLLECTION_DOC.test(f)).map((f) => ({
        name: `ansible_collections/${f}`,
        unit: f.split('/').slice(0, 2).join('/'),
        file: inside(ansible, path.join(root, f)),
      }))
    : [];
}

/**
 * The prose files of a set, sorted by path: `machine`, every directory of this machine's
 * /usr/share/doc but the sets' own; `sixth`, the sixth set's directories and Ansible's
 * collections; `seventh`, the directories of the seventh set's packages.
 */
export function docFiles(set: 'machine' | 'sixth' | 'seventh' = 'machine'): DocFile[] {
  const sources =
    set === 'sixth'
      ? [...unpackedSources('sixth-doc', SIXTH_DOCS), ...collectionSources()]
      : set === 'seventh'
        ? unpackedSources('seventh-doc', SEVENTH_PACKAGES)
        : under(ROOT, (f) => prose(f) && !ownDirs.has(f.split('/')[0]!)).map((f) =>
            packageDoc(f, path.join(ROOT, f)),
          );
  const seen = new Set<string>();
  const out: DocFile[] = [];
  for (const { name, unit, file } of sources) {
    let bytes: Buffer;
    try {
      if (!file) continue; // a link to nothing in its package
      if (!fs.statSync(file).isFile()) continue;
      bytes = fs.readFileSync(file);
      if (name.endsWith('.gz')) bytes = gunzipSync(bytes);
    } catch {
      continue; // unreadable or not gzip after all: not prose to read
    }
    const body = bytes
      .subarray(0, MAX * 4)
      .toString('utf8')
      .slice(0, MAX);
    if (body.includes('\0') || body.includes('\ufffd') || body.trim().length < 200) continue;
    const hash = createHash('sha256').update(body).digest('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    out.push({ name, unit, body });
  }
  return out;
}

/**
 * Debian Reference, the system administration guide, in Chinese and Japanese (session 45): its
 * plain-text edition's paragraphs, read from the packages' archives — CJK technical prose that
 * tells its reader to run, delete and configure things all along.
 */
export function debianReferenceParagraphs(
  langs = ['zh-cn', 'ja'],
): { lang: string; text: string }[] {
  return langs.flatMap((lang) => {
    const dir = unpacked(`debian-reference-${lang}`, [
      `./usr/share/debian-reference/debian-reference.${lang}.txt.gz`,
    ]);
    const file =
      dir && path.join(dir, `usr/share/debian-reference/debian-reference.${lang}.txt.gz`);
    if (!file || !fs.existsSync(file)) return [];
    return gunzipSync(fs.readFileSync(file))
      .toString('utf8')
      .split(/\n\s*\n/)
      .filter((t) => t.trim().length > 40)
      .map((text) => ({ lang, text }));
  });
}

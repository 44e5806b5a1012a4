// Editor temp, swap and backup files (issue 12): files an editor or tool makes beside the
// note a person is editing and removes or leaves behind. They are not what the person
// meant: history neither commits them nor names a commit after them, consolidation does
// not mine them (a vim swap file's failed chmod is not a lesson), and search does not
// index them. They are still ordinary files to the mount, the tools and the audit log.
// The list is documented in docs/SEMANTICS.md ("Editor temp files"); match on the last
// path component only.

/** [pattern, who makes it], matched against a file's name. */
const EDITOR_TEMP_PATTERNS: readonly [RegExp, string][] = [
  [/^\..+\.sw[a-p]$/, 'vim and nano swap files (.note.md.swp, .swo, …)'],
  [/^\..+\.sw[x]$/, "vim's write probe beside the swap file (.note.md.swx)"],
  [/^4913$/, "vim's test that the directory is writable"],
  [/^\..+\.un~$/, 'vim undo files'],
  [/~$/, 'backup files of vim, emacs, gedit and others (note.md~)'],
  [/^#.*#$/, 'emacs auto-save files (#note.md#)'],
  [/^\.#/, 'emacs lock files (.#note.md)'],
  [/^\..+\.kate-swp$/, 'kate swap files'],
  [/^\.goutputstream-/, 'GNOME (gedit) atomic-save temp files'],
  [/___jb_(tmp|old)___$/, 'JetBrains IDE safe-write temp files'],
  [/^\.~lock\..*#$/, 'LibreOffice lock files'],
  [/\.tmp$/, 'temp files of atomic writers (note.md.tmp)'],
];

/** True when the last component of `path` is an editor's temp, swap or backup file. */
export function isEditorTemp(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return EDITOR_TEMP_PATTERNS.some(([re]) => re.test(name));
}

// The kernel's node ids and the names they stand for. The kernel addresses files by node id;
// the store by path. Each id the mount hands out (lookup, create, mkdir) is remembered with
// its parent and name and a count of how often the kernel was given it, until the kernel
// forgets it as often. A path is the chain of names up to the root, so a rename moves a whole
// subtree at once. A name whose backing file was replaced (another inode) gets a new id:
// the old one may still be open, and keeps answering through its handles.

import { ROOT_ID } from './protocol.js';

interface Node {
  parent: number;
  name: string;
  /** The backing inode the id was given for. */
  ino: number;
  lookups: number;
  /** Still reachable by its name (false after unlink, rmdir, or being renamed over). */
  attached: boolean;
}

export class NodeTable {
  private readonly nodes = new Map<number, Node>();
  /** `${parent}/${name}` → id, for attached nodes. */
  private readonly byName = new Map<string, number>();
  private next = ROOT_ID + 1;

  /** The mount-relative path of `id` (`/` for the root), or undefined once detached. */
  path(id: number): string | undefined {
    if (id === ROOT_ID) return '/';
    const names: string[] = [];
    for (let at = id; at !== ROOT_ID;) {
      const node = this.nodes.get(at);
      if (!node || !node.attached) return undefined;
      names.push(node.name);
      at = node.parent;
    }
    return `/${names.reverse().join('/')}`;
  }

  /** The path of `name` in directory `parent`. */
  child(parent: number, name: string): string | undefined {
    const dir = this.path(parent);
    if (dir === undefined) return undefined;
    return dir === '/' ? `/${name}` : `${dir}/${name}`;
  }

  /** The id for `name` in `parent` as seen with inode `ino`, counted as handed out once. */
  remember(parent: number, name: string, ino: number): number {
    const key = `${parent}/${name}`;
    const known = this.byName.get(key);
    if (known !== undefined) {
      const node = this.nodes.get(known) as Node;
      if (node.ino === ino) {
        node.lookups++;
        return known;
      }
      node.attached = false; // replaced beside the mount: the old id lives on while open
    }
    const id = this.next++;
    this.nodes.set(id, { parent, name, ino, lookups: 1, attached: true });
    this.byName.set(key, id);
    return id;
  }

  /** Whether `ino` is still the backing inode `id` was given for (the root always is). */
  isSameFile(id: number, ino: number): boolean {
    const node = this.nodes.get(id);
    return node === undefined || node.ino === ino;
  }

  /** `id`'s name now holds another file (replaced beside the mount): the id keeps no name. */
  detachId(id: number): void {
    const node = this.nodes.get(id);
    if (!node || !node.attached) return;
    node.attached = false;
    const key = `${node.parent}/${node.name}`;
    if (this.byName.get(key) === id) this.byName.delete(key);
  }

  /** The id attached at `name` in `parent`, if the kernel holds one. */
  find(parent: number, name: string): number | undefined {
    return this.byName.get(`${parent}/${name}`);
  }

  /** `name` in `parent` is gone (unlink, rmdir, a lookup that found nothing). */
  detach(parent: number, name: string): void {
    const key = `${parent}/${name}`;
    const id = this.byName.get(key);
    if (id === undefined) return;
    this.byName.delete(key);
    (this.nodes.get(id) as Node).attached = false;
  }

  /** A rename made through the mount: the node moves, whatever was at the target is detached. */
  move(parent: number, name: string, newParent: number, newName: string): void {
    const key = `${parent}/${name}`;
    const id = this.byName.get(key);
    this.detach(newParent, newName);
    if (id === undefined) return;
    this.byName.delete(key);
    const node = this.nodes.get(id) as Node;
    node.parent = newParent;
    node.name = newName;
    this.byName.set(`${newParent}/${newName}`, id);
  }

  /** The kernel dropped `count` references to `id`; at zero the id is forgotten. */
  forget(id: number, count: number): void {
    const node = this.nodes.get(id);
    if (!node) return;
    node.lookups -= count;
    if (node.lookups > 0) return;
    this.nodes.delete(id);
    const key = `${node.parent}/${node.name}`;
    if (this.byName.get(key) === id) this.byName.delete(key);
  }

  /**
   * The ids along `rel` (`a/b/c`) as far as the kernel holds them: [parent id, name] of
   * the first name it holds no id for, or of the last name when it holds them all, and the
   * id of that last name if held.
   */
  resolve(rel: string): { parent: number; name: string; id?: number } | undefined {
    const names = rel.split('/').filter((n) => n !== '');
    let parent = ROOT_ID;
    for (let i = 0; i < names.length; i++) {
      const name = names[i] as string;
      const id = this.find(parent, name);
      if (id === undefined || i === names.length - 1) return { parent, name, id };
      parent = id;
    }
    return undefined; // the root itself
  }

  /** Every id the kernel holds (for "the whole mount changed"). */
  ids(): number[] {
    return [...this.nodes.keys()];
  }
}

import type { AnyRecord, Resource } from '../../../../resources';

/** One node of a tree view: the plain `{ id, label, children }` shape MUI X RichTreeView takes. */
export interface TreeNode {
  id: string;
  label: string;
  children?: TreeNode[];
}

/**
 * The rows of a tree resource (see TreeSpec) nested by their parent field. A row whose parent is
 * not among the rows (deleted, or another company's) stands at the top, so nothing is hidden.
 */
export function treeOf(resource: Resource, rows: readonly AnyRecord[]): TreeNode[] {
  const tree = resource.tree;
  if (!tree) return [];
  const key = resource.primaryKey;
  const nodes = new Map<string, TreeNode>();
  for (const row of rows)
    nodes.set(String(row[key]), {
      id: String(row[key]),
      label: String(row[resource.titleField] ?? ''),
    });
  const top: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(String(row[key]))!;
    const parent = nodes.get(String(row[tree.parent] ?? 0));
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else top.push(node);
  }
  return top;
}

/** The ids of a node and every node under it (a node cannot move under any of them). */
export function subtreeIds(
  resource: Resource,
  rows: readonly AnyRecord[],
  id: unknown,
): Set<string> {
  const parentKey = resource.tree?.parent ?? '';
  const out = new Set<string>([String(id)]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      const rowId = String(row[resource.primaryKey]);
      if (!out.has(rowId) && out.has(String(row[parentKey]))) {
        out.add(rowId);
        grew = true;
      }
    }
  }
  return out;
}

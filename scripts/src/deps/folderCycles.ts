/** Cycles between folders: modules collapse to their folder, and folders that reach each other form a cycle. */

export interface ModuleDeps {
  source: string;
  dependencies: readonly { resolved: string }[];
}

/** One folder's import of another, with the first file import that makes it and how many there are. */
export interface FolderEdge {
  from: string;
  to: string;
  example: string;
  count: number;
}

/** Folders that import each other, round one or more paths, and the imports between them. */
export interface FolderCycle {
  folders: string[];
  edges: FolderEdge[];
}

/**
 * The cycles among folders. `folderOf` names a module's folder (null: the module takes no part, e.g. a test or a
 * file of another package). A cycle is a strongly connected component of two or more folders (Tarjan).
 */
export function folderCycles(modules: readonly ModuleDeps[], folderOf: (path: string) => string | null): FolderCycle[] {
  const edges = new Map<string, Map<string, FolderEdge>>();
  for (const module of modules) {
    const from = folderOf(module.source);
    if (from === null) continue;
    for (const { resolved } of module.dependencies) {
      const to = folderOf(resolved);
      if (to === null || to === from) continue;
      const out = edges.get(from) ?? new Map<string, FolderEdge>();
      edges.set(from, out);
      const edge = out.get(to);
      if (edge) edge.count += 1;
      else out.set(to, { from, to, example: `${module.source} → ${resolved}`, count: 1 });
    }
  }
  return stronglyConnected([...edges.keys()], (folder) => [...(edges.get(folder)?.keys() ?? [])])
    .filter((component) => component.length > 1)
    .map((component) => {
      const members = new Set(component);
      const inside = component.flatMap((folder) =>
        [...(edges.get(folder)?.values() ?? [])].filter((edge) => members.has(edge.to)),
      );
      return { folders: [...component].sort(), edges: inside.sort((a, b) => key(a).localeCompare(key(b))) };
    })
    .sort((a, b) => a.folders[0]!.localeCompare(b.folders[0]!));
}

const key = (edge: FolderEdge) => `${edge.from} ${edge.to}`;

/** Tarjan's strongly connected components of the graph given by its nodes and their successors. */
export function stronglyConnected(nodes: readonly string[], next: (node: string) => readonly string[]): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const successor of next(node)) {
      if (!index.has(successor)) {
        visit(successor);
        low.set(node, Math.min(low.get(node)!, low.get(successor)!));
      } else if (onStack.has(successor)) {
        low.set(node, Math.min(low.get(node)!, index.get(successor)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component);
  };

  for (const node of nodes) if (!index.has(node)) visit(node);
  return components;
}

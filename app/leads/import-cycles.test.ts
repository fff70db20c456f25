import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The lead module loads in one order, with no module waiting on one that waits on it: no import
 * cycle runs through a file of app/leads. The graph is every source file of app/ (tests aside),
 * with relative and `~/` imports resolved; re-exports and dynamic `import()` count as edges, as do
 * type-only imports, so that the module's shape has no circle even where the compiler erases one.
 */

const APP = path.resolve(import.meta.dirname, "..");
const LEADS = path.join(APP, "leads");

/** The specifiers a file imports from: import and export declarations, and `import()` calls (TypeScript's own scanner). */
export function specifiersOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** The source file a specifier names, or undefined for a package. */
function resolve(from: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (file) => /\.tsx?$/.test(file) && exists(file),
  );
}

/** The strongly connected components of more than one file, or of one file that imports itself (Tarjan). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return cycles;
}

/** The import graph of the given files, edges to files among them. */
export function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const exists = (file: string) => known.has(file);
  return new Map(
    files.map((file) => [
      file,
      specifiersOf(read(file))
        .map((specifier) => resolve(file, specifier, exists))
        .filter((target): target is string => target !== undefined),
    ]),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|type-test)\.tsx?$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

describe("the lead module's imports", () => {
  it("form no cycle through any file of app/leads", () => {
    const graph = importGraph(sourceFiles(APP), (file) => readFileSync(file, "utf8"));
    expect(graph.size).toBeGreaterThan(100);
    expect([...graph.keys()].filter((file) => file.startsWith(LEADS + path.sep)).length).toBeGreaterThan(40);
    const throughLeads = cyclesOf(graph)
      .filter((cycle) => cycle.some((file) => file.startsWith(LEADS + path.sep)))
      .map((cycle) => cycle.map((file) => path.relative(APP, file)));
    expect(throughLeads).toEqual([]);
  }, 30_000);

  it("are read as the checker must read them: a dynamic import back to the importer is a cycle", () => {
    const leads = (name: string) => path.join(LEADS, name);
    const files: Record<string, string> = {
      [leads("store.server.ts")]: 'export const open = () => import("./store-sqlite.server.ts");',
      [leads("store-sqlite.server.ts")]: 'import { iso } from "~/leads/store.server";\nexport { iso };',
      [leads("shared.ts")]: 'import type { Lang } from "../i18n/languages.ts";\nexport type { Lang };',
    };
    const graph = importGraph(Object.keys(files), (file) => files[file]);
    expect(cyclesOf(graph).map((cycle) => cycle.map((file) => path.basename(file)))).toEqual([
      ["store-sqlite.server.ts", "store.server.ts"],
    ]);
    expect(existsSync(path.join(APP, "i18n/languages.ts"))).toBe(true);
  });
});

export interface ImportCheck {
  violations: string[];
  cycles: string[][];
}
export function importsOf(source: string): string[];
export function checkImports(root: string, readSource?: (file: string) => string): ImportCheck;
export function findCycles(graph: Map<string, string[]>): string[][];

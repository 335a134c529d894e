/** The parts of a hast node (rehype's HTML tree) the conversion and its loss report walk. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

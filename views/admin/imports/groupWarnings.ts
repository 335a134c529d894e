// An import's warnings as the owner reads them: one line per distinct message with the items it
// concerns (60 "no category…" warnings are one line with a count), and what would be lost before
// what was only changed.

export interface WarningGroup {
  message: string;
  /** The items concerned, in the order the import met them. */
  items: string[];
  /** Something of the source does not arrive whole: left out, removed, skipped or not imported. */
  loss: boolean;
}

/** The words every importer uses when something of the source does not arrive. */
const LOSS = /\b(?:left out|not imported|not set here|not copied|removed|skipped|dropped|lost|ignored)\b/i;

export const isLoss = (message: string) => LOSS.test(message);

/** The warnings grouped by message, losses first, then by how many items each concerns. */
export function groupWarnings(warnings: { item: string; message: string }[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>();
  for (const { item, message } of warnings) {
    const group = groups.get(message);
    if (group) group.items.push(item);
    else groups.set(message, { message, items: [item], loss: isLoss(message) });
  }
  return [...groups.values()].sort((a, b) => Number(b.loss) - Number(a.loss) || b.items.length - a.items.length);
}

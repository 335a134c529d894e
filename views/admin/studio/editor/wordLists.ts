// Word's lists as it puts them on the clipboard, made the nested <ul>/<ol> the editor reads.
// Word has no list elements: each item is a paragraph styled `mso-list:l0 level2 lfo1` (list 0,
// level 2), its bullet or number typed in front in a span styled `mso-list:Ignore`. A run of such
// paragraphs becomes one list again: a deeper level opens a list inside the item before it (a
// skipped level nests one step only), a shallower one goes back out to its own level. (Google
// Docs' nested list, a <ul> right inside its parent <ul>, ProseMirror's parser already moves into
// the item before it.)
import { pastedStyleOf } from './inertStyles';

const WORD_LIST_ITEM = /mso-list\s*:\s*l\d+\s+level(\d+)/i;
const WORD_MARKER = /mso-list\s*:\s*ignore/i;
const NUMBERED_MARKER = /^\s*(?:(\d+)|[a-z]|[ivxlc]+)[.)]/i;

interface OpenList {
  level: number;
  list: HTMLElement;
  /** The last item written into it: where a deeper list goes. */
  item: HTMLElement;
}

/** A new list for an item whose typed marker is `marker`: numbered when it is "1." or "a)", from its number. */
function listFor(doc: Document, marker: string): HTMLElement {
  const numbered = NUMBERED_MARKER.exec(marker);
  const list = doc.createElement(numbered ? 'ol' : 'ul');
  const start = Number(numbered?.[1] ?? 1);
  if (start > 1) list.setAttribute('start', String(start));
  return list;
}

export function wordListParagraphs(doc: Document): void {
  let open: OpenList[] = [];
  for (const paragraph of doc.body.querySelectorAll('p')) {
    const level = Number(WORD_LIST_ITEM.exec(pastedStyleOf(paragraph))?.[1] ?? 0);
    if (level === 0) continue;
    const marker = [...paragraph.querySelectorAll('span')].find((span) => WORD_MARKER.test(pastedStyleOf(span)));
    const markerText = marker?.textContent ?? '';
    marker?.remove();
    // A run goes on while list paragraphs follow one another (each is replaced by the run's list as it goes).
    if (open.length > 0 && paragraph.previousElementSibling !== open[0].list) open = [];
    while (open.length > 0 && open[open.length - 1].level > level) open.pop();
    const item = doc.createElement('li');
    item.append(...paragraph.childNodes);
    const parent = open.at(-1);
    if (parent && parent.level === level) {
      parent.list.append(item);
      parent.item = item;
    } else {
      const list = listFor(doc, markerText);
      list.append(item);
      if (parent) parent.item.append(list);
      else paragraph.before(list);
      open.push({ level, list, item });
    }
    paragraph.remove();
  }
}

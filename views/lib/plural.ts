// A count with its noun in the right number ("1 recipient", "2 recipients"): the one way the
// site and the admin write one, never the noun with a bracketed s.

/** `count` then `one` when it is 1, else `many` (the noun with an s unless given). */
export const countOf = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

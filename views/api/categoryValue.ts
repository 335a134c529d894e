// What any blog category's value looks like (made from its label by the edit slug rule): apart
// from the default labels (./blogCategories.ts), so the public pages that read ?category= carry
// no label text.

export const CATEGORY_VALUE = /^[a-z0-9_-]{1,64}$/;

export const isCategoryValue = (value: string) => CATEGORY_VALUE.test(value);

/** Whether `value` is one of a closed list of strings (a list of views/api), narrowed to the list's type. */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => list.some((item) => item === value);

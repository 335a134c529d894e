// The props a text control needs to edit one string of an object in a section's draft: its
// value, a change that keeps the other fields, and the server's error at its path.
type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export function bindFields<T extends object>(value: T, update: (next: T) => void, errorAt: (path: string) => string | undefined, prefix = '') {
  return (name: StringKeys<T>) => ({
    value: value[name] as string,
    onChange: (next: string) => update({ ...value, [name]: next }),
    error: errorAt(`${prefix}${name}`),
  });
}

// A one-argument function's answers kept for the strings it sees most (user agents, referrers):
// a Map emptied whenever it is full, so it never holds more than `maxEntries`.
export function memoized<T>(compute: (input: string) => T, maxEntries: number): (input: string) => T {
  const answers = new Map<string, T>();
  return (input) => {
    let answer = answers.get(input);
    if (answer === undefined && !answers.has(input)) {
      answer = compute(input);
      if (answers.size >= maxEntries) answers.clear();
      answers.set(input, answer);
    }
    return answer as T;
  };
}

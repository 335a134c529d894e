// What an import reader sees of an upload, built in a test: a zip's entries by name ('' is a lone
// file's own text), and the check that a reader refused its file.
import { expect } from 'chai';
import { ImportRefused, type SourceFile } from '../../src/services/import/sourceTypes';

export const sourceFile = (entries: Record<string, string>): SourceFile => ({
  names: Object.keys(entries).filter((name) => name !== ''),
  sizeOf: (name) => Buffer.byteLength(entries[name] ?? ''),
  readText: async (name) => {
    if (!(name in entries)) throw new Error(`no entry ${name}`);
    return entries[name];
  },
});

/** The ImportRefused a reader's promise failed with (the test fails if it did not). */
export async function refusal(promise: Promise<unknown>): Promise<ImportRefused> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ImportRefused);
    return error as ImportRefused;
  }
  return expect.fail('the file was not refused');
}

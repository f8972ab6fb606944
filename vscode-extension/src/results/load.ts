// Loads one SARIF log into the tree model's input. Reading and checking the SARIF is
// @heddle/sarif's job (it throws SarifInputError naming the file and the JSON path).
import { readSarifFile, resolveResults } from '@heddle/sarif';
import type { LoadedLog } from './model.js';

export async function loadLog(path: string, sourceRoot: string): Promise<LoadedLog> {
  return { path, sourceRoot, results: resolveResults(await readSarifFile(path)) };
}

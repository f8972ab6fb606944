// The open documents, kept in sync incrementally. Each change is applied one at a time so that every
// ranged change is described against the exact text it edits (tree-sitter and result tracking need that).
import type { TextDocumentContentChangeEvent } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { rangedChange, type RangedChange } from './text-edits.js';

/** What the server understands: C/C++ sources and execution-filter files. */
export type DocumentKind = 'c' | 'filter';

export const FILTER_LANGUAGE_ID = 'hfilter';
export const FILTER_EXTENSION = '.hfilter';
const C_LANGUAGE_IDS = new Set(['c', 'cpp']);
// The one list of source extensions: document kinds, C++ detection and the client's file-watcher glob.
const C_EXTENSIONS = ['c', 'h'];
const CPP_EXTENSIONS = ['cc', 'cpp', 'cxx', 'c++', 'hpp', 'hh', 'hxx'];
const endsWithOneOf = (extensions: readonly string[]) =>
  new RegExp(`\\.(${extensions.map((e) => e.replace(/[+]/g, '\\$&')).join('|')})$`, 'i');
const C_NAME = endsWithOneOf(C_EXTENSIONS);
const CPP_NAME = endsWithOneOf(CPP_EXTENSIONS);

/**
 * Every file whose change on disk matters to the server: C/C++ sources (in lower or upper case, as their kind is
 * found: `.C`, `.H`, `.CPP` are common) and filter files. Globs are case-sensitive in the client.
 */
export const WATCHED_FILES_GLOB = `**/*.{${[...C_EXTENSIONS, ...CPP_EXTENSIONS].flatMap((e) => [e, e.toUpperCase()]).concat(FILTER_EXTENSION.slice(1)).join(',')}}`;

export function documentKind(uri: string, languageId?: string): DocumentKind | undefined {
  if (languageId === FILTER_LANGUAGE_ID || uri.endsWith(FILTER_EXTENSION)) return 'filter';
  if ((languageId !== undefined && C_LANGUAGE_IDS.has(languageId)) || C_NAME.test(uri) || CPP_NAME.test(uri)) return 'c';
  return undefined;
}

export interface OpenDocument {
  readonly text: TextDocument;
  readonly kind: DocumentKind;
}

export class DocumentStore {
  private readonly documents = new Map<string, OpenDocument>();

  open(uri: string, languageId: string, version: number, text: string): OpenDocument | undefined {
    const kind = documentKind(uri, languageId);
    if (!kind) return undefined;
    const document = { text: TextDocument.create(uri, languageId, version, text), kind };
    this.documents.set(uri, document);
    return document;
  }

  /** Applies the changes in order; returns the updated document and each change as ranged against its input. */
  change(
    uri: string,
    version: number,
    changes: readonly TextDocumentContentChangeEvent[],
  ): { document: OpenDocument; applied: RangedChange[] } | undefined {
    const document = this.documents.get(uri);
    if (!document) return undefined;
    let text = document.text;
    const applied: RangedChange[] = [];
    for (const change of changes) {
      const range = 'range' in change ? change.range : { start: { line: 0, character: 0 }, end: text.positionAt(text.getText().length) };
      applied.push(rangedChange(text, range, change.text));
      text = TextDocument.update(text, [{ range, text: change.text }], version);
    }
    const updated = { text, kind: document.kind };
    this.documents.set(uri, updated);
    return { document: updated, applied };
  }

  close(uri: string): void {
    this.documents.delete(uri);
  }

  get(uri: string): OpenDocument | undefined {
    return this.documents.get(uri);
  }

  all(): IterableIterator<[string, OpenDocument]> {
    return this.documents.entries();
  }
}

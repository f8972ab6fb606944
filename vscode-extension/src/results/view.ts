// The "heddle Results" tree view: renders the plain model of model.ts with VS Code's
// TreeItems. Frames and results open their source position when clicked.
import * as vscode from 'vscode';
import { buildResultsTree, childrenOf } from './model.js';
import type { ResultsTreeNode, RuleNode, SourcePosition } from './model.js';
import type { ResultsStore } from './store.js';
import type { Level } from '@heddle/sarif';

export const OPEN_FRAME_COMMAND = 'heddle.openFrame';

const LEVEL_ICONS: Record<Level, vscode.ThemeIcon> = {
  error: new vscode.ThemeIcon('error', new vscode.ThemeColor('problemsErrorIcon.foreground')),
  warning: new vscode.ThemeIcon('warning', new vscode.ThemeColor('problemsWarningIcon.foreground')),
  note: new vscode.ThemeIcon('info', new vscode.ThemeColor('problemsInfoIcon.foreground')),
  none: new vscode.ThemeIcon('circle-outline'),
};

function openCommand(position: SourcePosition | undefined, title: string): vscode.Command | undefined {
  return position ? { command: OPEN_FRAME_COMMAND, title, arguments: [position] } : undefined;
}

export function treeItemOf(node: ResultsTreeNode): vscode.TreeItem {
  const Collapsed = vscode.TreeItemCollapsibleState.Collapsed;
  const Expanded = vscode.TreeItemCollapsibleState.Expanded;
  switch (node.kind) {
    case 'rule': {
      const item = new vscode.TreeItem(node.ruleId, Expanded);
      item.description = `${node.count}${node.description ? ` · ${node.description}` : ''}`;
      item.iconPath = LEVEL_ICONS[node.level];
      item.contextValue = 'rule';
      return item;
    }
    case 'file': {
      const item = new vscode.TreeItem(node.label, Expanded);
      item.iconPath = vscode.ThemeIcon.File;
      item.description = `${node.results.length}`;
      item.contextValue = 'file';
      return item;
    }
    case 'result': {
      const item = new vscode.TreeItem(node.label, node.threads.length > 0 || node.related ? Collapsed : vscode.TreeItemCollapsibleState.None);
      item.description = node.description;
      item.tooltip = node.tooltip;
      item.iconPath = LEVEL_ICONS[node.level];
      item.contextValue = 'result';
      const command = openCommand(node.position, 'Go to result');
      if (command) item.command = command;
      return item;
    }
    case 'thread': {
      const item = new vscode.TreeItem(node.label, Expanded);
      item.iconPath = new vscode.ThemeIcon('debug-stackframe');
      item.description = `${node.events.length} event${node.events.length === 1 ? '' : 's'}`;
      item.contextValue = 'thread';
      return item;
    }
    case 'event': {
      const item = new vscode.TreeItem(node.label, node.frames.length > 0 ? Expanded : vscode.TreeItemCollapsibleState.None);
      item.description = node.description;
      item.tooltip = node.order === undefined ? node.label : `[${node.order}] ${node.label}`;
      item.iconPath = new vscode.ThemeIcon('debug-stackframe-dot');
      item.contextValue = 'event';
      const command = openCommand(node.position, 'Go to event');
      if (command) item.command = command;
      return item;
    }
    case 'related': {
      const item = new vscode.TreeItem(node.label, Collapsed);
      item.iconPath = new vscode.ThemeIcon('references');
      item.description = `${node.frames.length}`;
      item.contextValue = 'related';
      return item;
    }
    case 'frame': {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.None);
      item.description = node.description;
      item.iconPath = new vscode.ThemeIcon('symbol-function');
      item.contextValue = 'frame';
      const command = openCommand(node.position, 'Go to frame');
      if (command) item.command = command;
      return item;
    }
  }
}

export class ResultsTreeProvider implements vscode.TreeDataProvider<ResultsTreeNode>, vscode.Disposable {
  private roots: RuleNode[] = [];
  private readonly changed = new vscode.EventEmitter<ResultsTreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly store: ResultsStore) {
    this.subscription = store.onDidChange(() => {
      this.roots = buildResultsTree(this.store.all());
      this.changed.fire(undefined);
    });
  }

  getTreeItem(node: ResultsTreeNode): vscode.TreeItem {
    return treeItemOf(node);
  }

  getChildren(node?: ResultsTreeNode): ResultsTreeNode[] {
    return node ? childrenOf(node) : this.roots;
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}

/** Opens a frame's file at its line and column (columns and lines are 1-based in SARIF). */
export async function openPosition(position: SourcePosition): Promise<void> {
  const document = await vscode.workspace.openTextDocument(vscode.Uri.file(position.path));
  const at = new vscode.Position(Math.max(0, position.line - 1), Math.max(0, position.column - 1));
  await vscode.window.showTextDocument(document, { selection: new vscode.Range(at, at), preview: true });
}

// Messages for the person at the editor. Sent as window/showMessage notifications: they need no answer, so
// a client that does not implement window/showMessageRequest cannot turn them into a failure.
import { MessageType, ShowMessageNotification, type Connection } from 'vscode-languageserver';

export type UserMessageKind = 'info' | 'warning' | 'error';
const TYPES: Record<UserMessageKind, MessageType> = { info: MessageType.Info, warning: MessageType.Warning, error: MessageType.Error };

export function tellUser(connection: Connection, kind: UserMessageKind, message: string): void {
  void connection.sendNotification(ShowMessageNotification.type, { type: TYPES[kind], message: `heddle: ${message}` });
}

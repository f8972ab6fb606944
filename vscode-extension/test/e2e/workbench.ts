// Drives the VS Code workbench that code-server serves, in Debian's headless Chromium
// through playwright-core, the way a person would: keyboard shortcuts, the command
// palette, clicks on what is shown. Selectors are VS Code 1.100's workbench DOM.
import { chromium } from 'playwright-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { join } from 'node:path';

/** Launch flags that let Debian's chromium run headless here (no GPU, no sandbox, no network chatter). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CHROMIUM = process.env['HEDDLE_CHROMIUM'] ?? '/usr/bin/chromium';
/** Generous: two cores shared by many processes. */
export const UI_TIMEOUT = 60_000;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export class Workbench {
  constructor(
    readonly page: Page,
    private readonly artifacts: string,
  ) {}

  static async open(browser: Browser, url: string, folder: string, artifacts: string): Promise<Workbench> {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.setDefaultTimeout(UI_TIMEOUT);
    await page.goto(`${url}/?folder=${encodeURIComponent(folder)}`);
    await page.locator('.monaco-workbench').waitFor();
    await page.locator('.explorer-folders-view').waitFor();
    return new Workbench(page, artifacts);
  }

  async screenshot(name: string): Promise<string> {
    const path = join(this.artifacts, `${name}.png`);
    await this.page.screenshot({ path });
    return path;
  }

  /**
   * Runs a command from the command palette by its title as the palette shows it. `answer`: the command asks
   * with an input box of that title (the palette's widget shows it next), which gets `text`.
   */
  async runCommand(title: string, answer?: { prompt: string; text: string }): Promise<void> {
    const input = this.page.locator('.quick-input-widget input');
    const entry = this.page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first();
    // Something taking the focus just then (an output channel revealed by a restarting language client) closes
    // the palette between its opening and the typing: open it again, a few times.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.page.keyboard.press('F1');
        await input.waitFor({ timeout: 10_000 });
        await input.fill(`>${title}`, { timeout: 10_000 });
        await entry.waitFor({ timeout: 20_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        await this.page.keyboard.press('Escape');
      }
    }
    await input.press('Enter');
    if (answer) {
      await this.page.locator('.quick-input-widget .quick-input-title', { hasText: answer.prompt }).waitFor();
      await input.fill(answer.text);
      await input.press('Enter');
    }
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
  }

  /**
   * Right-clicks `target` and runs `item` from its context menu. VS Code drops a click that lands on a menu
   * item too soon after the menu opened (it guards against the opening right-click's mouse-up), and then the
   * menu just stays open; every action closes the menu first, so the click is repeated until the menu is gone.
   */
  async contextMenu(target: Locator, item: string): Promise<void> {
    await target.click({ button: 'right' });
    const entry = this.page.locator('.context-view .action-label', { hasText: item });
    await entry.waitFor();
    for (let attempt = 1; await entry.isVisible(); attempt++) {
      if (attempt > 5) throw new Error(`the context menu item "${item}" did not react to 5 clicks`);
      await entry.click().catch(() => undefined); // the menu may close between the check and the click
      await entry.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => undefined);
    }
  }

  /** Opens a workspace file with Quick Open and waits for its editor. */
  async openFile(name: string): Promise<Locator> {
    await this.page.keyboard.press('Control+P');
    const input = this.page.locator('.quick-input-widget input');
    await input.waitFor();
    await input.fill(name);
    await this.page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first().waitFor();
    await input.press('Enter');
    await this.page.locator('.tabs-container .tab.active', { hasText: name }).waitFor();
    const editor = this.page.locator('.editor-instance .monaco-editor').first();
    await editor.waitFor();
    return editor;
  }

  /** Moves the cursor to a 1-based line and column with Go to Line. */
  async goToLine(line: number, column = 1): Promise<void> {
    await this.page.keyboard.press('Control+G');
    const input = this.page.locator('.quick-input-widget input');
    await input.waitFor();
    await input.fill(`:${line}:${column}`);
    await input.press('Enter');
    await this.page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
  }

  /**
   * The Problems panel's rows (as their accessible labels), once it shows one matching
   * `expected`. Re-focuses the panel while waiting: a task's terminal takes the panel over.
   */
  async problemRows(expected: RegExp, timeoutMs = UI_TIMEOUT): Promise<string[]> {
    const rows = this.page.locator('.markers-panel .monaco-list-row');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.runCommand('Problems: Focus on Problems View');
      try {
        await rows.filter({ hasText: expected }).first().waitFor({ timeout: 2_000 });
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
    }
    // What is shown (source and code included) and what a screen reader hears (severity, position).
    return rows.evaluateAll((elements) => elements.map((e) => `${e.textContent ?? ''} | ${e.getAttribute('aria-label') ?? ''}`));
  }

  /** Opens the quick-fix menu at the cursor and applies the first entry whose title matches (by keyboard, as the menu's overlay takes the clicks). */
  async applyQuickFix(title: RegExp): Promise<string> {
    await this.page.keyboard.press('Control+.');
    const widget = this.page.locator('.action-widget');
    await widget.locator('.monaco-list-row.action', { hasText: title }).first().waitFor();
    const focused = widget.locator('.monaco-list-row.action.focused');
    for (let step = 0; step < 20; step++) {
      const text = (await focused.count()) > 0 ? ((await focused.first().getAttribute('aria-label')) ?? '') : '';
      if (title.test(text)) {
        await this.page.keyboard.press('Enter');
        await widget.waitFor({ state: 'hidden' });
        return text;
      }
      await this.page.keyboard.press('ArrowDown');
    }
    throw new Error(`no quick fix matching ${title} could be focused in the menu`);
  }

  /** Every notification of the session (from the notification center): severity and text. */
  async notifications(): Promise<{ severity: string; text: string }[]> {
    await this.runCommand('Notifications: Show Notifications');
    const center = this.page.locator('.notifications-center');
    await center.waitFor();
    const items = await center.locator('.notification-list-item').evaluateAll((elements) =>
      elements.map((e) => ({
        severity: e.querySelector('.codicon-error') ? 'error' : e.querySelector('.codicon-warning') ? 'warning' : 'info',
        text: (e.querySelector('.notification-list-item-message')?.textContent ?? e.textContent ?? '').trim(),
      })),
    );
    await this.runCommand('Notifications: Hide Notifications');
    return items;
  }

  /** The rows of the tree in an extension's view container (package.json viewsContainers id). */
  viewContainerRows(containerId: string): Locator {
    return this.page.locator(`[id="workbench.view.extension.${containerId}"] .monaco-list-row`);
  }

  /** Text of the status bar item whose accessible name matches. */
  statusBarItem(label: RegExp): Locator {
    return this.page.locator('.statusbar-item', { hasText: label });
  }
}

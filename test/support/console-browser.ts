import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { buildConsole } from "../../console/build";
import { type ConsolePageOptions, launchBrowser, type WatchedPage, watchPagePerTest } from "./browser";

export interface ConsoleBrowser {
  /** Where the console is built: give it to the API as CONSOLE_DIR. */
  consoleDir: string;
  /** The test's page, watched for errors (open once the test runs). */
  view(): WatchedPage;
  /** Signs in through the console's login page at `landing` (`dashboard` or `admin`) and waits for its first page. */
  signIn(baseUrl: string, email: string, password: string, landing: "dashboard" | "admin"): Promise<WatchedPage>;
}

/**
 * A console built for the test file and a browser with a watched page per test. Call it before
 * usePaymentWorld, whose API serves the console: the build then comes before the API starts.
 */
export function useConsoleBrowser(options: ConsolePageOptions = {}): ConsoleBrowser {
  const root = mkdtempSync(path.join(os.tmpdir(), "console-"));
  const consoleDir = path.join(root, "console");
  let browser: Browser;
  let current: WatchedPage;
  beforeAll(() => buildConsole(consoleDir), 120_000);
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    rmSync(root, { recursive: true, force: true });
  });
  watchPagePerTest(
    () => browser,
    (opened) => {
      current = opened;
    },
    options,
  );
  return {
    consoleDir,
    view: () => current,
    async signIn(baseUrl, email, password, landing) {
      const { page } = current;
      await page.goto(`${baseUrl}/${landing}/`);
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
      return current;
    },
  };
}

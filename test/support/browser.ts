import { execSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContextOptions, chromium, type Locator, type Page, type Response } from "playwright-core";

const CHROMIUM = "/usr/bin/chromium";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const INSTALL = "apt-get update && apt-get install -y chromium";

export const SCREENSHOT_DIR = path.resolve(__dirname, "../../test-results/console");

/** Debian's chromium, installed the same way on every machine (as root), or one line saying what to run. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} is missing: run \`sudo sh -c '${INSTALL}'\``);
  execSync(INSTALL, { stdio: "inherit" });
  return CHROMIUM;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  /** Declares that the next response matching `status` and `url` is provoked on purpose (a 409 the UI shows). */
  expectFailure(status: number, url: RegExp): void;
  /** Console errors, page errors, failed requests and unexpected 4xx/5xx seen so far. */
  problems: string[];
  /** Resolves once no request of the page has been in flight for `quietMs` (a page's own loading is over). */
  settled(quietMs?: number): Promise<void>;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh browser context (its own sessionStorage) whose page records every console error, uncaught
 * error, failed request and error response; the test asserts `problems` is empty at its end.
 */
export async function openPage(browser: Browser, testName: string, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1360, height: 900 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  const expected: Array<{ status: number; url: RegExp }> = [];
  const isExpected = (response: Response) => {
    const index = expected.findIndex((entry) => entry.status === response.status() && entry.url.test(response.url()));
    if (index === -1) return false;
    expected.splice(index, 1);
    return true;
  };
  page.on("response", (response) => {
    if (response.status() >= 400 && !isExpected(response)) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Chromium also logs every error response; the response listener above judges those.
    if (/^Failed to load resource: the server responded with a status of \d+/.test(message.text())) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText;
    // Leaving a page cancels its pending requests: the browser's doing, not a failure.
    if (reason !== "net::ERR_ABORTED") problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
  });
  let inFlight = 0;
  let lastActivity = Date.now();
  const track = (change: number) => () => {
    inFlight += change;
    lastActivity = Date.now();
  };
  page.on("request", track(1));
  page.on("requestfinished", track(-1));
  page.on("requestfailed", track(-1));
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const slug = testName
    .replace(/[^a-z0-9]+/gi, "-")
    .toLowerCase()
    .slice(0, 60)
    .replace(/-$/, "");
  let shot = 0;
  return {
    page,
    problems,
    expectFailure: (status, url) => expected.push({ status, url }),
    settled: async (quietMs = 300) => {
      const deadline = Date.now() + 15_000;
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) throw new Error(`${inFlight} requests still in flight after 15 s`);
        await page.waitForTimeout(50);
      }
    },
    screenshot: async (name) => {
      shot += 1;
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${slug}-${String(shot).padStart(2, "0")}-${name}.png`),
        fullPage: true,
      });
    },
    close: () => context.close(),
  };
}

export interface ConsolePageOptions {
  /**
   * The console's language as if the user had chosen it (their choice kept in localStorage), so that tests read
   * its English words whatever the merchant's country; null leaves the console to choose.
   */
  language?: "en" | "fr" | null;
  context?: BrowserContextOptions;
}

/** The key console/src/i18n/language.tsx keeps the user's choice under. */
const LANGUAGE_KEY = "payments-console.language";

/**
 * Gives each test of the file its own watched page (handed to `opened`); after the test, screenshots
 * its end, closes it, and fails the test on any problem the page saw.
 */
export function watchPagePerTest(
  browser: () => Browser,
  opened: (view: WatchedPage) => void,
  { language = "en", context }: ConsolePageOptions = {},
): void {
  let view: WatchedPage;
  beforeEach(async () => {
    view = await openPage(browser(), expect.getState().currentTestName ?? "test", context);
    if (language) {
      // Only when nothing is chosen yet: a test may still switch the language through the console.
      await view.page.addInitScript(
        ([key, chosen]) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, chosen);
        },
        [LANGUAGE_KEY, language] as const,
      );
    }
    opened(view);
  });
  afterEach(async () => {
    await view.screenshot("end");
    const problems = [...view.problems];
    await view.close();
    expect(problems).toEqual([]);
  });
}

/** Waits until `locator` matches exactly `count` elements (the page renders after its requests answer). */
export async function waitForCount(locator: Locator, count: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const actual = await locator.count();
    if (actual === count) return;
    if (Date.now() > deadline) throw new Error(`expected ${count} elements for ${locator}, found ${actual}`);
    await locator.page().waitForTimeout(50);
  }
}

/** The data rows of a table once it has finished loading (its placeholder row excluded). */
export async function loadedRows(table: Locator): Promise<Locator> {
  await table.locator("xpath=self::table[@aria-busy='false']").waitFor();
  return table.locator("tbody tr:not(:has(td.empty))");
}

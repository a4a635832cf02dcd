// One long-lived Chromium page of the story renderer. Loading Storybook's preview (the bundle, the
// MSW service worker) is most of the cost of a story, so the page loads it once and then switches
// stories through the preview's own channel (`setCurrentStory`, what the Storybook UI does). Any
// story that shows a problem there is checked again in a document of its own (`renderFresh`), so a
// failure is only reported when the story fails on its own, exactly as a freshly opened story would.
import type { Browser, Page } from "playwright-core";
import { axeProblems } from "./axe-check";

export const STORY_TIMEOUT_MS = 20_000;
/** Late effects (a toast, a failed request) get this long to surface their errors. */
const SETTLE_MS = 100;

/** HTTP error answers are what some stories show on purpose (401 login, 500 list); not a bug. */
const EXPECTED_CONSOLE = [/^Failed to load resource: the server responded with a status of \d+/];

export interface StoryOutcome {
  id: string;
  status: "success" | "error";
  errors: string[];
}

// Installed before Storybook's own scripts: catches the channel as it is created, records every
// error event of the story being rendered and its final `storyFinished` (emitted after the play
// function, the afterEach hooks and the reports, whatever happened before).
const WATCH_CHANNEL = `
  (() => {
    const watch = { finished: null, errors: [] };
    window.__storyWatch = watch;
    let channel;
    const error = (detail) => watch.errors.push(detail);
    const text = (e) => String((e && (e.message || e.description || e)) || "");
    Object.defineProperty(globalThis, "__STORYBOOK_ADDONS_CHANNEL__", {
      configurable: true,
      get() { return channel; },
      set(value) {
        channel = value;
        value.on("storyErrored", (e) => error((e && e.title ? e.title + ": " : "") + text(e)));
        value.on("storyThrewException", (e) => error("exception: " + text(e)));
        value.on("playFunctionThrewException", (e) => error("play: " + text(e)));
        value.on("unhandledErrorsWhilePlaying", (e) => error("play (sin capturar): " + JSON.stringify(e)));
        value.on("storyMissing", (id) => {
          error("story missing");
          watch.finished = { id: String(id || ""), status: "error" };
        });
        value.on("storyFinished", (e) => { watch.finished = { id: e.storyId, status: e.status }; });
      },
    });
    window.__switchStory = (storyId) => {
      watch.finished = null;
      watch.errors = [];
      channel.emit("setCurrentStory", { storyId, viewMode: "story" });
    };
  })();
`;

/** The part of Storybook's preview (`window.__STORYBOOK_PREVIEW__`) used to unmount a story. */
interface StoryPreview {
  currentRender?: unknown;
  teardownRender: (render: unknown) => Promise<void>;
}

type WatchedWindow = {
  __storyWatch: { finished: { id: string; status: string } | null; errors: string[] };
  __switchStory: (id: string) => void;
};

export class StoryPage {
  private problems: string[] = [];
  /** A preview document with a finished story in it, ready to switch. */
  private loaded = false;

  private constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    page.on("pageerror", (error) => this.problems.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!EXPECTED_CONSOLE.some((pattern) => pattern.test(text)))
        this.problems.push(`console.error: ${text}`);
    });
  }

  static async open(browser: Browser, baseUrl: string): Promise<StoryPage> {
    // 'Reduce motion' (the app then ends every transition at once): a play function's
    // toBeVisible() read a dialog mid-zoom, still at opacity 0, on a busy machine.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.addInitScript(WATCH_CHANNEL);
    return new StoryPage(page, baseUrl);
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }

  private takeProblems(): string[] {
    const taken = this.problems;
    this.problems = [];
    return taken;
  }

  /** Waits for the story's `storyFinished` and reads what the watcher saw. */
  private async waitForOutcome(id: string): Promise<StoryOutcome> {
    const handle = await this.page.waitForFunction(
      (storyId) => {
        const watch = (window as unknown as WatchedWindow).__storyWatch;
        const finished = watch.finished;
        if (!finished || (finished.id !== storyId && finished.id !== "")) return null;
        return { id: storyId, status: finished.status, errors: watch.errors };
      },
      id,
      { timeout: STORY_TIMEOUT_MS, polling: 20 },
    );
    const outcome = (await handle.jsonValue()) as StoryOutcome;
    if (outcome.status === "error" && outcome.errors.length === 0)
      outcome.errors.push("story finished with errors");
    return outcome;
  }

  /** Portals (dialogs, drawers, toasts) render outside the root; an empty body means nothing rendered. */
  private async renderedNothing(): Promise<boolean> {
    return this.page.evaluate(() => {
      const root = document.querySelector("#storybook-root");
      if (root && root.innerHTML.trim() !== "") return false;
      return document.body.innerText.trim() === "";
    });
  }

  private async check(id: string): Promise<string[]> {
    const outcome = await this.waitForOutcome(id);
    const problems = [...outcome.errors];
    if (outcome.status === "success" && (await this.renderedNothing())) problems.push("nothing rendered");
    await this.page.waitForTimeout(SETTLE_MS);
    if (outcome.status === "success" && process.env.STORY_AXE !== "off")
      problems.push(...(await axeProblems(this.page)));
    return problems;
  }

  /**
   * Tears the current story down as Storybook does when another story is chosen, so errors of its
   * unmount (effect cleanups) count too; leaving the page would skip them.
   */
  private async unmountCurrent(): Promise<void> {
    await this.page.evaluate(async () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: StoryPreview }).__STORYBOOK_PREVIEW__;
      if (preview?.currentRender) await preview.teardownRender(preview.currentRender);
    });
    await this.page.waitForTimeout(SETTLE_MS);
  }

  /** The story alone in a new document, unmounted at the end. */
  async renderFresh(id: string): Promise<string[]> {
    this.loaded = false;
    this.takeProblems();
    const problems: string[] = [];
    try {
      await this.page.goto(`${this.baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
      problems.push(...(await this.check(id)));
      await this.unmountCurrent();
      await this.page.goto("about:blank");
    } catch (error) {
      problems.push(`timeout or navigation error: ${(error as Error).message.split("\n")[0]}`);
    }
    return [...this.takeProblems(), ...problems];
  }

  /**
   * The story switched into the loaded preview. Problems seen here may belong to the previous story
   * (its unmount runs when this one starts) or to state it left behind: the caller re-checks both
   * in fresh documents before reporting anything.
   */
  async renderSwitched(id: string): Promise<string[]> {
    if (!this.loaded) {
      const problems = await this.loadWith(id);
      return problems;
    }
    this.takeProblems();
    const problems: string[] = [];
    try {
      await this.page.evaluate((storyId) => (window as unknown as WatchedWindow).__switchStory(storyId), id);
      problems.push(...(await this.check(id)));
    } catch (error) {
      this.loaded = false;
      problems.push(`timeout or navigation error: ${(error as Error).message.split("\n")[0]}`);
    }
    return [...this.takeProblems(), ...problems];
  }

  /** Opens the preview on this story and keeps the document for the stories that follow. */
  private async loadWith(id: string): Promise<string[]> {
    this.takeProblems();
    const problems: string[] = [];
    try {
      await this.page.goto(`${this.baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
      problems.push(...(await this.check(id)));
      this.loaded = true;
    } catch (error) {
      problems.push(`timeout or navigation error: ${(error as Error).message.split("\n")[0]}`);
    }
    return [...this.takeProblems(), ...problems];
  }

  /** Unmounts the last story of the document; its errors surface here. */
  async leave(): Promise<string[]> {
    this.takeProblems();
    const problems: string[] = [];
    if (this.loaded) {
      await this.unmountCurrent().catch((error: unknown) => problems.push(`unmount: ${String(error)}`));
      await this.page.goto("about:blank").catch(() => undefined);
    }
    this.loaded = false;
    return [...this.takeProblems(), ...problems];
  }
}

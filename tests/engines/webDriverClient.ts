// A small client for classic W3C WebDriver over HTTP (https://www.w3.org/TR/webdriver2/): only the
// commands the WebKitGTK smoke uses, with plain fetch, so no driver library is needed for them.

/** The key W3C WebDriver names an element reference by in JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementReference {
  [ELEMENT_KEY]: string;
}

/** An error answer of the driver: its W3C error code and message. */
class WebDriverError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/** Sends one command to the driver at `origin` and returns its `value`, or throws its error. */
async function command<T>(origin: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json; charset=utf-8' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new WebDriverError(value?.error ?? String(response.status), value?.message ?? '');
  return value;
}

/** One browser session of a driver. */
export class WebDriverSession {
  private readonly origin: string;
  readonly id: string;

  private constructor(origin: string, id: string) {
    this.origin = origin;
    this.id = id;
  }

  /** Starts a browser with `capabilities` (the W3C `alwaysMatch` object). */
  static async start(origin: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId } = await command<{ sessionId: string }>(origin, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(origin, sessionId);
  }

  private send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
    return command<T>(this.origin, method, `/session/${this.id}${path}`, body);
  }

  /** Loads `url` and returns once the page has loaded (the session's page load strategy, 'normal'). */
  navigate(url: string): Promise<void> {
    return this.send('POST', '/url', { url });
  }

  /**
   * Runs `body` (a function body: `arguments` holds `args`) in the page; a returned promise is awaited.
   * Elements in `args` or the result travel as ElementReference.
   */
  execute<T>(body: string, args: unknown[] = []): Promise<T> {
    return this.send('POST', '/execute/sync', { script: body, args });
  }

  /** The first element matching a CSS selector (throws 'no such element' when there is none). */
  findElement(selector: string): Promise<ElementReference> {
    return this.send('POST', '/element', { using: 'css selector', value: selector });
  }

  /** Scrolls the element into view and clicks its centre, as a visitor would. */
  click(element: ElementReference): Promise<void> {
    return this.send('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  /** Empties an editable element. */
  clear(element: ElementReference): Promise<void> {
    return this.send('POST', `/element/${element[ELEMENT_KEY]}/clear`, {});
  }

  /** Focuses the element and types `text` into it, key by key. */
  sendKeys(element: ElementReference, text: string): Promise<void> {
    return this.send('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  /** The message of the open alert (throws 'no such alert' when none is open). */
  alertText(): Promise<string> {
    return this.send('GET', '/alert/text');
  }

  /** Presses OK on the open alert. */
  acceptAlert(): Promise<void> {
    return this.send('POST', '/alert/accept', {});
  }

  /** Closes the browser. */
  delete(): Promise<void> {
    return this.send('DELETE', '');
  }
}

/** Whether the driver at `origin` answers its status command yet. */
export async function driverReady(origin: string): Promise<boolean> {
  try {
    return (await command<{ ready: boolean }>(origin, 'GET', '/status')).ready;
  } catch {
    return false;
  }
}

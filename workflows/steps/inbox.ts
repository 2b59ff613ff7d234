import { condition } from "@temporalio/workflow";

/** What the shared steps need of an inbox, whatever its messages are. */
export interface MessageInbox {
  hasMessages(): boolean;
  /** Whether a message or a nudge is waiting, or arrives within `timeoutMs`. */
  arrival(timeoutMs: number): Promise<boolean>;
  /** Whether the provider's status query was asked for since the last call (the nudge is taken). */
  takeNudge(): boolean;
  /** Applies every waiting message, in arrival order, including those that arrive meanwhile. */
  applyAll(): Promise<void>;
}

/**
 * Messages (providers' verified results, staff resolutions) waiting to be applied. Handlers only push;
 * the workflow's main path applies them one at a time, so no two steps of one payment's settlement overlap.
 */
export class Inbox<Message> implements MessageInbox {
  private readonly waiting: Message[] = [];
  /** Nudges coalesce: however many unauthenticated callbacks arrive meanwhile, the provider is asked once. */
  private nudged = false;

  constructor(private readonly apply: (message: Message) => Promise<void>) {}

  push(message: Message): void {
    this.waiting.push(message);
  }

  hasMessages(): boolean {
    return this.waiting.length > 0;
  }

  /** Asks for the provider's status query at once (an unauthenticated callback said something happened). */
  nudge(): void {
    this.nudged = true;
  }

  takeNudge(): boolean {
    const nudged = this.nudged;
    this.nudged = false;
    return nudged;
  }

  arrival(timeoutMs: number): Promise<boolean> {
    return condition(() => this.hasMessages() || this.nudged, timeoutMs);
  }

  async applyAll(): Promise<void> {
    for (let message = this.waiting.shift(); message !== undefined; message = this.waiting.shift()) {
      await this.apply(message);
    }
  }
}

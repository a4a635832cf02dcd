// Remembers which operation answered which status, so a scenario can prove it exercised what it
// claims to cover.

export interface Exchange {
  operationId: string;
  status: number;
}

export class Recorder {
  readonly exchanges: Exchange[] = [];

  record(exchange: Exchange): void {
    this.exchanges.push(exchange);
  }

  mark(): number {
    return this.exchanges.length;
  }

  since(mark: number): Exchange[] {
    return this.exchanges.slice(mark);
  }
}

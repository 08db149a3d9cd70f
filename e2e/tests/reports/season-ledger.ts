/**
 * The reports season as the test itself recorded it: every payment and draw it caused, and
 * the figures an auditor would compute from them by hand, without the server's queries.
 */

export type Channel = 'purchase' | 'play' | 'renewal';
export type Outcome = 'succeeded' | 'failed' | 'refunded';

export interface PaymentEvent {
  instance: string;
  player: string;
  charity: string;
  channel: Channel;
  numbers: number[];
  amount: number;
  outcome: Outcome;
  /** The calendar day of the payment in the game's time zone (YYYY-MM-DD). */
  day: string;
}

export interface DrawEvent {
  instance: string;
  winningNumber: number;
}

export interface SalesFigures {
  numbersPlayed: number;
  newNumbersSold: number;
  gross: number;
  oneOff: number;
  subscription: number;
  refunds: number;
  refunded: number;
  failed: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The day of an instant in a time zone, as the reports group days. */
export function dayIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(at);
}

/**
 * The reports group sales by the game's day, and the test records its whole season on one
 * day. A season started a few minutes before midnight in the game's zone would be split across
 * two days (CI once ran at 23:58 in Halifax): such a run waits for the new day first. Returns
 * that wait, or null when the season ends on the day it starts.
 */
export function newDayWithin(timeZone: string, seasonMs: number): (() => Promise<void>) | null {
  const now = new Date();
  const dayAtEnd = dayIn(timeZone, new Date(now.getTime() + seasonMs));
  if (dayAtEnd === dayIn(timeZone, now)) return null;
  return async () => {
    while (dayIn(timeZone, new Date()) !== dayAtEnd) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  };
}

/** Dollars as the English screens write them: $1,234.50. */
export function money(cents: number): string {
  const [whole = '0', fraction = '00'] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${cents < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export interface DrawFigures {
  instance: string;
  winningNumber: number;
  /** The holder's display name, or null when the drawn number was not paid. */
  winner: string | null;
  sales: number;
  pot: number;
  prize: number;
  rollover: number;
  charity: number;
}

export class SeasonLedger {
  readonly payments: PaymentEvent[] = [];
  readonly draws: DrawEvent[] = [];

  constructor(
    readonly ticketPrice: number,
    readonly winnerSharePercent: number,
  ) {}

  record(payment: PaymentEvent): PaymentEvent {
    this.payments.push(payment);
    return payment;
  }

  sales(filter: (payment: PaymentEvent) => boolean = () => true): SalesFigures {
    const chosen = this.payments.filter(filter);
    const paid = chosen.filter((p) => p.outcome === 'succeeded');
    return {
      numbersPlayed: sum(paid.map((p) => p.numbers.length)),
      newNumbersSold: sum(
        paid.filter((p) => p.channel === 'purchase').map((p) => p.numbers.length),
      ),
      gross: sum(paid.map((p) => p.amount)),
      oneOff: sum(paid.filter((p) => p.channel !== 'renewal').map((p) => p.amount)),
      subscription: sum(paid.filter((p) => p.channel === 'renewal').map((p) => p.amount)),
      refunds: chosen.filter((p) => p.outcome === 'refunded').length,
      refunded: sum(chosen.filter((p) => p.outcome === 'refunded').map((p) => p.amount)),
      failed: chosen.filter((p) => p.outcome === 'failed').length,
    };
  }

  /**
   * A day's sales as the money moved (README, Reports): every charge taken counts in gross,
   * whatever became of it later, and its refund counts apart on the day it went back. The
   * instance rows stay each instance's books (`sales`), where a refunded sale counts only as
   * refunded. The whole season happens on one day.
   */
  salesAsMoneyMoved(): SalesFigures {
    const charged = this.payments.filter((p) => p.outcome !== 'failed');
    return {
      ...this.sales(),
      gross: sum(charged.map((p) => p.amount)),
      oneOff: sum(charged.filter((p) => p.channel !== 'renewal').map((p) => p.amount)),
      subscription: sum(charged.filter((p) => p.channel === 'renewal').map((p) => p.amount)),
    };
  }

  /** The numbers paid for an instance when it was drawn, with their holders. */
  paidNumbers(instance: string): Map<number, string> {
    const held = new Map<number, string>();
    for (const p of this.payments) {
      if (p.instance !== instance || p.outcome !== 'succeeded') continue;
      for (const n of p.numbers) held.set(n, p.player);
    }
    return held;
  }

  /**
   * A GoldRush draw by the game rules: the winner's pool is the share of the paid sales
   * (rounded down to the cent), plus the jackpot carried by earlier rollovers; the prize goes
   * to the holder of the drawn number when it was paid, or else it all rolls over.
   */
  drawFigures(index: number): DrawFigures {
    const draw = this.draws[index];
    if (!draw) throw new Error(`no draw ${index}`);
    const jackpot = index === 0 ? 0 : this.drawFigures(index - 1).rollover;
    const holders = this.paidNumbers(draw.instance);
    const sales = holders.size * this.ticketPrice;
    const pool = Math.floor((sales * this.winnerSharePercent) / 100);
    const winner = holders.get(draw.winningNumber) ?? null;
    return {
      instance: draw.instance,
      winningNumber: draw.winningNumber,
      winner,
      sales,
      pot: jackpot + sales,
      prize: winner ? pool + jackpot : 0,
      rollover: winner ? 0 : pool + jackpot,
      charity: sales - pool,
    };
  }

  /**
   * Players per charity they pledge to now, and the successful payments credited to the
   * charity each payer pledged to when paying.
   */
  charities(): Map<string, { players: number; sales: number }> {
    const rows = new Map<string, { players: number; sales: number }>();
    const add = (charity: string, players: number, sales: number) => {
      const row = rows.get(charity) ?? { players: 0, sales: 0 };
      rows.set(charity, { players: row.players + players, sales: row.sales + sales });
    };
    const pledgedNow = new Map<string, string>();
    for (const p of this.payments) pledgedNow.set(p.player, p.charity);
    for (const charity of pledgedNow.values()) add(charity, 1, 0);
    for (const p of this.payments) if (p.outcome === 'succeeded') add(p.charity, 0, p.amount);
    return rows;
  }
}

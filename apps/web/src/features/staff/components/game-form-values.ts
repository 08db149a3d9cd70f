import type { GameSetup } from '@charity/domain/setup/game-setup';

/** What the game form holds: the text of each field, as typed. */
export interface GameFormValues {
  key: string;
  type: 'GoldRush' | 'ProgressiveFiftyFifty';
  name: string;
  nameFr: string;
  description: string;
  descriptionFr: string;
  price: string;
  winnerShare: string;
  numberRangeMax: string;
  maxNumbersPerPlayer: string;
  manualDraw: boolean;
  subscriptionsEnabled: boolean;
  prepaid: boolean;
  maxPrepaidDraws: string;
  lockPlayersToRegion: boolean;
  region: string;
  drawWeekday: string;
  drawTime: string;
  timeZone: string;
  salesCloseMinutes: string;
}

export function initialValues(game: GameSetup | null, timeZone: string): GameFormValues {
  return {
    key: game?.key ?? '',
    type: game?.type ?? 'GoldRush',
    name: game?.name ?? '',
    nameFr: game?.translations.fr.name ?? '',
    description: game?.description ?? '',
    descriptionFr: game?.translations.fr.description ?? '',
    price: game ? (game.ticketPriceCents / 100).toFixed(2) : '',
    winnerShare: game ? String(game.winnerSharePercent) : '50',
    numberRangeMax: game ? String(game.numberRangeMax) : '',
    maxNumbersPerPlayer: game?.maxNumbersPerPlayer ? String(game.maxNumbersPerPlayer) : '',
    manualDraw: game?.manualDraw ?? true,
    subscriptionsEnabled: game?.subscriptionsEnabled ?? false,
    prepaid: (game?.maxPrepaidDraws ?? 1) > 1,
    maxPrepaidDraws: String(Math.max(game?.maxPrepaidDraws ?? 4, 2)),
    lockPlayersToRegion: game?.lockPlayersToRegion ?? false,
    region: game?.region ? JSON.stringify(game.region, null, 1) : '',
    drawWeekday: game?.drawWeekday == null ? '' : String(game.drawWeekday),
    drawTime: game?.drawTime ?? '',
    timeZone: game?.timeZone ?? timeZone,
    salesCloseMinutes: game ? String(game.salesCloseMinutesBeforeDraw) : '60',
  };
}

/** A typed number: empty is null (the schema says what is needed), "4,50" reads as 4.50. */
const numberOf = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.trim().replace(',', '.'));

/** Dollars as cents; 4.999 stays 499.9 so that the schema refuses it. */
function centsOf(text: string): number | null {
  const dollars = numberOf(text);
  return dollars === null ? null : Number((dollars * 100).toFixed(6));
}

const REGION_NOT_JSON = Symbol('region');

function regionOf(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return REGION_NOT_JSON;
  }
}

/** The body the add and edit calls take (unchecked: the domain schema checks it). */
export function bodyOf(values: GameFormValues) {
  const fr = {
    ...(values.nameFr.trim() ? { name: values.nameFr } : {}),
    ...(values.descriptionFr.trim() ? { description: values.descriptionFr } : {}),
  };
  return {
    type: values.type,
    name: values.name,
    description: values.description,
    translations: { fr },
    ticketPriceCents: centsOf(values.price),
    winnerSharePercent: numberOf(values.winnerShare),
    numberRangeMax: numberOf(values.numberRangeMax),
    maxNumbersPerPlayer:
      values.maxNumbersPerPlayer.trim() === '' ? null : numberOf(values.maxNumbersPerPlayer),
    manualDraw: values.manualDraw,
    subscriptionsEnabled: values.subscriptionsEnabled,
    maxPrepaidDraws: values.prepaid ? numberOf(values.maxPrepaidDraws) : 1,
    lockPlayersToRegion: values.lockPlayersToRegion,
    region: regionOf(values.region),
    schedule: {
      drawWeekday: values.drawWeekday === '' ? null : Number(values.drawWeekday),
      drawTime: values.drawTime.trim() === '' ? null : values.drawTime.trim(),
      timeZone: values.timeZone,
      salesCloseMinutesBeforeDraw: numberOf(values.salesCloseMinutes),
    },
  };
}

/** The form field a body path (the schema's or the server's) belongs to. */
export function fieldOfPath(path: string): string {
  const field = path.replace(/^body\./, '');
  if (field.startsWith('region')) return 'region';
  if (field.startsWith('translations.fr.')) return `${field.slice('translations.fr.'.length)}Fr`;
  const named: Record<string, string> = {
    ticketPriceCents: 'price',
    winnerSharePercent: 'winnerShare',
    maxPrepaidDraws: 'maxPrepaidDraws',
    'schedule.drawWeekday': 'drawWeekday',
    'schedule.drawTime': 'drawTime',
    'schedule.timeZone': 'timeZone',
    'schedule.salesCloseMinutesBeforeDraw': 'salesCloseMinutes',
  };
  return named[field] ?? field;
}

import { expect, orgUrl, PHONE, screenshot, test, expectNoAxeViolations } from './fixtures';
import { expectLastWinnerOnFrontPage } from './front-page/last-winner';
import { readTable, downloadCsv, type ScreenRow } from './reports/report-screen';
import {
  assign,
  changePledge,
  DECLINED_CARD,
  GOOD_CARD,
  mailedTransaction,
  nextInstance,
  openInstance,
  ORG,
  play,
  purchase,
  refundAtCardNetwork,
  runDraw,
  seasonPlayer,
  subscribe,
  type Instance,
  type SeasonPlayer,
} from './reports/season-actions';
import {
  dayIn,
  money,
  SeasonLedger,
  newDayWithin,
  type SalesFigures,
} from './reports/season-ledger';
import { demoAccounts, signIn } from './sign-in';

// The season organization's game (e2e/organizations/season.yaml).
const PRICE = 250;
const SHARE = 50;
const TIME_ZONE = 'America/Halifax';
const FOOD_BANK = 'Harbourview Food Bank';
const HOSPICE = 'South Shore Hospice Society';

test.use({ viewport: PHONE });
// No retry: the season fills the organization's twelve numbers, so a second try cannot
// register its players (the game is full), and would only hide the first try's failure.
const SEASON_MS = 300_000;
test.describe.configure({ timeout: SEASON_MS, retries: 0 });

/** A sales row as the screen writes it. */
const salesCells = (f: SalesFigures) => ({
  'Numbers played': String(f.numbersPlayed),
  'New numbers sold': String(f.newNumbersSold),
  'Gross sales': money(f.gross),
  'One-off': money(f.oneOff),
  Subscriptions: money(f.subscription),
  Refunds: String(f.refunds),
  Refunded: money(f.refunded),
  'Failed payments': String(f.failed),
});

/** The same row in the CSV: each amount formatted as on screen, and in cents. */
const salesCsvOf = (f: SalesFigures) => ({
  NumbersPlayed: String(f.numbersPlayed),
  NewNumbersSold: String(f.newNumbersSold),
  GrossSalesCents: String(f.gross),
  GrossSales: money(f.gross),
  OneOffSalesCents: String(f.oneOff),
  SubscriptionSalesCents: String(f.subscription),
  Refunds: String(f.refunds),
  RefundedAmountCents: String(f.refunded),
  FailedPayments: String(f.failed),
});

const only = (rows: ScreenRow[], key: string, value: string) => {
  const found = rows.filter((row) => row[key] === value);
  expect(found, `${key} = ${value} in ${JSON.stringify(rows)}`).toHaveLength(1);
  return found[0]!;
};

test.describe('reports after a scripted season (issue 7)', () => {
  test('every figure on screen equals the season the test recorded, and each CSV the screen', async ({
    page: admin,
    browser,
    request,
  }) => {
    const ledger = new SeasonLedger(PRICE, SHARE);
    const today = () => dayIn(TIME_ZONE);
    const waitForNewDay = newDayWithin(TIME_ZONE, SEASON_MS);
    if (waitForNewDay) {
      test.setTimeout(2 * SEASON_MS);
      await waitForNewDay();
    }
    await signIn(admin, ORG, demoAccounts.admin(ORG));

    // Three players register through the hosted pages and pledge.
    const avery = await seasonPlayer(browser, 'Avery', FOOD_BANK);
    const blake = await seasonPlayer(browser, 'Blake', HOSPICE);
    const casey = await seasonPlayer(browser, 'Casey', FOOD_BANK);
    const pay = (
      player: SeasonPlayer,
      instance: Instance,
      channel: 'purchase' | 'play' | 'renewal',
      numbers: number[],
      outcome: 'succeeded' | 'failed' | 'refunded',
    ) =>
      ledger.record({
        instance: instance.Name,
        player: player.displayName,
        charity: player.charity,
        channel,
        numbers,
        amount: numbers.length * PRICE,
        outcome,
        day: today(),
      });

    // Week 1: all twelve numbers end up paid, so its draw has a paid winner.
    const week1 = await openInstance(avery);
    const averyBuys = await purchase(avery, week1, [1, 2, 3, 4]);
    expect(averyBuys.Status).toBe('Succeeded');
    pay(avery, week1, 'purchase', [1, 2, 3, 4], 'succeeded');
    const averyGroup = averyBuys.PlayerNumberGroups[0]!.Id;
    await subscribe(avery, averyGroup);

    const blakeGroup = await assign(blake, [5, 6, 7, 8]);
    expect((await play(blake, week1, blakeGroup, DECLINED_CARD)).Status).toBe('Failed');
    pay(blake, week1, 'play', [5, 6, 7, 8], 'failed');
    // The same group paid with another card: a recovered failure.
    expect((await play(blake, week1, blakeGroup, GOOD_CARD)).Status).toBe('Succeeded');
    pay(blake, week1, 'play', [5, 6, 7, 8], 'succeeded');

    expect((await purchase(casey, week1, [9, 10, 11, 12])).Status).toBe('Succeeded');
    pay(casey, week1, 'purchase', [9, 10, 11, 12], 'succeeded');

    ledger.draws.push({ instance: week1.Name, winningNumber: await runDraw(admin, week1) });
    expect(ledger.drawFigures(0).winner).not.toBeNull();
    // The public front page names the winner (issue 14), signed out.
    const lastWon = ledger.drawFigures(0);
    await expectLastWinnerOnFrontPage(browser, ORG, {
      name: lastWon.winner ?? '',
      number: lastWon.winningNumber,
      prize: money(lastWon.prize),
    });

    // Week 2: Avery's auto-play pays, then the card network refunds it: nothing paid is left,
    // so the draw has no paid winner.
    const week2 = await nextInstance(avery, week1);
    const renewal = await mailedTransaction(avery, week2, [1, 2, 3, 4]);
    const refunded = pay(avery, week2, 'renewal', [1, 2, 3, 4], 'succeeded');
    await refundAtCardNetwork(request, renewal);
    refunded.outcome = 'refunded';
    // Avery moves the pledge: week 1's sale stays with the food bank, week 3's goes to the
    // hospice (issue 12: each sale to the pledge in force when it was made).
    await changePledge(avery, HOSPICE);
    ledger.draws.push({ instance: week2.Name, winningNumber: await runDraw(admin, week2) });
    expect(ledger.drawFigures(1).winner).toBeNull();

    // Week 3: auto-play pays again and stays paid.
    const week3 = await nextInstance(avery, week2);
    await mailedTransaction(avery, week3, [1, 2, 3, 4]);
    pay(avery, week3, 'renewal', [1, 2, 3, 4], 'succeeded');

    // The administrator's reports, first for the whole season: today's dates.
    await admin.goto(orgUrl(ORG, '/admin/reports'));
    await expect(admin.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
    // Mantine's segmented control: its label is what takes the click.
    await admin.getByText('Dates', { exact: true }).click();
    await admin.getByRole('textbox', { name: 'From', exact: true }).fill(today());
    await admin.getByRole('textbox', { name: 'To', exact: true }).fill(today());
    await admin.getByRole('button', { name: 'Show' }).click();

    // Sales per instance and per day.
    // The current draw's table shows first: wait for the period's, which holds every week.
    const salesTable = admin.getByRole('table', { name: 'Sales per draw' });
    for (const week of [week1, week2, week3]) await expect(salesTable).toContainText(week.Name);
    const salesRows = await readTable(admin, 'Sales per draw');
    expect(salesRows).toHaveLength(3);
    // At 360 px its columns go past the edge, and a line below the table says so.
    await expect(
      admin
        .getByRole('region', { name: 'Sales per draw' })
        .locator('xpath=following-sibling::p[1]'),
    ).toHaveText('Wider than the screen: scroll the table sideways to see every column.');
    for (const week of [week1, week2, week3]) {
      expect(only(salesRows, 'Draw', week.Name)).toMatchObject(
        salesCells(ledger.sales((p) => p.instance === week.Name)),
      );
    }
    const dayRows = await readTable(admin, 'Sales per day');
    expect(dayRows).toEqual([{ Day: today(), ...salesCells(ledger.salesAsMoneyMoved()) }]);

    // Draws and payouts.
    const drawRows = await readTable(admin, 'Draws of the period');
    expect(drawRows).toHaveLength(2);
    for (const index of [0, 1]) {
      const draw = ledger.drawFigures(index);
      expect(only(drawRows, 'Draw', draw.instance)).toMatchObject({
        'Winning number': String(draw.winningNumber),
        Winner: draw.winner ?? 'No paid winner (rollover)',
        Sales: money(draw.sales),
        Pot: money(draw.pot),
        Prize: money(draw.prize),
        Rollover: money(draw.rollover),
        'Charity share': money(draw.charity),
      });
    }

    // Week 1's prize is still to be paid out: an unclaimed prize, whatever the period.
    const won = ledger.drawFigures(0);
    expect(only(drawRows, 'Draw', week1.Name)['Prize paid']).toBe('Unclaimed');
    expect(only(drawRows, 'Draw', week2.Name)['Prize paid']).toBe('—');
    expect(await readTable(admin, 'Unclaimed prizes')).toEqual([
      expect.objectContaining({
        Draw: week1.Name,
        'Winning number': String(won.winningNumber),
        Winner: won.winner,
        Prize: money(won.prize),
      }),
    ]);
    await expect(admin.getByText(`Total unclaimed: ${money(won.prize)}`)).toBeVisible();

    // Charities: players by their pledge now, each sale by the pledge it was made under, and
    // the organization's share of the draws.
    const charityRows = await readTable(admin, 'Players and sales per pledged charity');
    const byCharity = ledger.charities();
    expect(charityRows).toHaveLength(byCharity.size);
    for (const [charity, figures] of byCharity) {
      expect(only(charityRows, 'Charity', charity)).toEqual({
        Charity: charity,
        Players: String(figures.players),
        'Sales made under this pledge': money(figures.sales),
      });
    }
    const share = ledger.drawFigures(0).charity + ledger.drawFigures(1).charity;
    await expect(
      admin.getByText(`Organization's share of the period's draws: ${money(share)}`),
    ).toBeVisible();

    // Players and subscriptions.
    const failures = ledger.payments.filter((p) => p.outcome === 'failed');
    const recovered = failures.filter((failure) =>
      ledger.payments.some(
        (later) =>
          later.player === failure.player &&
          later.instance === failure.instance &&
          later.outcome === 'succeeded' &&
          later.numbers.join() === failure.numbers.join() &&
          ledger.payments.indexOf(later) > ledger.payments.indexOf(failure),
      ),
    );
    const payers = new Set(
      ledger.payments.filter((p) => p.outcome === 'succeeded').map((p) => p.player),
    );
    const playerFigures = Object.fromEntries(
      (
        await readTable(admin, 'Registrations, active players, subscriptions and failed payments')
      ).map((row) => [row.Figure, row.Count]),
    );
    expect(playerFigures).toEqual({
      'New registrations': '3',
      'Active players': String(payers.size),
      'Subscribed groups (now)': '1',
      'Payment failures': String(failures.length),
      'Failures recovered': String(recovered.length),
    });

    // Reconciliation: it reconciles, and the provider's totals are the ledger's.
    await expect(admin.getByRole('status').filter({ hasText: 'Reconciles' })).toBeVisible();
    const season = ledger.sales();
    expect(await readTable(admin, 'Totals by payment provider')).toEqual([
      {
        Provider: 'Test card processor (sandbox)',
        'Successful payments': String(
          ledger.payments.filter((p) => p.outcome === 'succeeded').length,
        ),
        'Successful amount': money(season.gross),
        'Refunded amount': money(season.refunded),
      },
    ]);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await screenshot(admin, 'reports-season-dates');

    // Each CSV says what the screen says.
    const salesCsv = await downloadCsv(admin, 'Sales');
    for (const row of salesRows) {
      const record = salesCsv.find((r) => r.Grouping === 'Instance' && r.Key === row['Draw']);
      expect(record).toMatchObject({
        NumbersPlayed: row['Numbers played'],
        NewNumbersSold: row['New numbers sold'],
        GrossSales: row['Gross sales'],
        OneOffSales: row['One-off'],
        SubscriptionSales: row.Subscriptions,
        Refunds: row.Refunds,
        RefundedAmount: row.Refunded,
        FailedPayments: row['Failed payments'],
      });
    }
    expect(salesCsv.find((r) => r.Grouping === 'Day')).toMatchObject({
      Key: today(),
      ...salesCsvOf(ledger.salesAsMoneyMoved()),
    });

    const drawsCsv = await downloadCsv(admin, 'Draws and payouts');
    for (const row of drawRows) {
      const record = drawsCsv.find(
        (r) => r.Section === 'Draw' && r.GameInstanceName === row['Draw'],
      );
      expect(record).toMatchObject({
        WinningNumber: row['Winning number'],
        Sales: row.Sales,
        PotTotal: row.Pot,
        Prize: row.Prize,
        Rollover: row.Rollover,
        CharityAmount: row['Charity share'],
      });
      expect(record?.WinnerDisplayName || 'No paid winner (rollover)').toBe(row.Winner);
    }

    expect(drawsCsv.filter((r) => r.Section === 'Unclaimed')).toEqual([
      expect.objectContaining({
        GameInstanceName: week1.Name,
        WinnerDisplayName: won.winner,
        PrizeCents: String(won.prize),
        Prize: money(won.prize),
      }),
    ]);

    const charitiesCsv = await downloadCsv(admin, 'Charities');
    for (const row of charityRows) {
      expect(charitiesCsv.find((r) => r.CharityName === row.Charity)).toMatchObject({
        Players: row.Players,
        Sales: row['Sales made under this pledge'],
      });
    }
    expect(charitiesCsv.find((r) => r.CharityName === 'Organization share of draws')).toMatchObject(
      { SalesCents: String(share), Sales: money(share) },
    );

    expect(await downloadCsv(admin, 'Players and subscriptions')).toEqual([
      {
        NewRegistrations: playerFigures['New registrations'],
        ActivePlayers: playerFigures['Active players'],
        SubscribedGroups: playerFigures['Subscribed groups (now)'],
        PaymentFailures: playerFigures['Payment failures'],
        RecoveredFailures: playerFigures['Failures recovered'],
      },
    ]);

    const reconciliationCsv = await downloadCsv(admin, 'Reconciliation');
    expect(reconciliationCsv.find((r) => r.Section === 'Summary')).toMatchObject({
      Reconciles: 'true',
      Count: '0',
    });
    expect(reconciliationCsv.find((r) => r.Section === 'Provider')).toMatchObject({
      Provider: 'sandbox',
      Amount: money(season.gross),
      AmountCents: String(season.gross),
      RefundedAmount: money(season.refunded),
    });

    // One instance at a time: week 1 with its pot's growth.
    await admin.getByText('Draw', { exact: true }).first().click();
    await admin
      .getByRole('combobox', { name: 'Report on the draw' })
      .selectOption({ label: `${week1.Name} (drawn)` });
    await expect(admin.getByRole('table', { name: 'Sales per draw' })).not.toContainText(
      week3.Name,
    );
    expect(await readTable(admin, 'Sales per draw')).toEqual([
      {
        Draw: week1.Name,
        ...salesCells(ledger.sales((p) => p.instance === week1.Name)),
      },
    ]);
    expect(await readTable(admin, 'Draws of the period')).toEqual([
      expect.objectContaining({ Draw: week1.Name, Pot: money(won.pot) }),
    ]);
    // Its pot grew from nothing to the pot that was drawn.
    expect(await readTable(admin, 'Pot growth')).toEqual([
      { Day: 'Starting pot', 'Sales that day': '—', 'Pot at end of day': money(0) },
      {
        Day: today(),
        'Sales that day': money(ledger.sales((p) => p.instance === week1.Name).gross),
        'Pot at end of day': money(won.pot),
      },
    ]);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await screenshot(admin, 'reports-season-week1');
    await expectNoAxeViolations(admin);

    // Week 2: only a refund, so no sale made its pot grow.
    await admin
      .getByRole('combobox', { name: 'Report on the draw' })
      .selectOption({ label: `${week2.Name} (drawn)` });
    await expect(admin.getByRole('table', { name: 'Sales per draw' })).toContainText(week2.Name);
    expect(await readTable(admin, 'Sales per draw')).toEqual([
      {
        Draw: week2.Name,
        ...salesCells(ledger.sales((p) => p.instance === week2.Name)),
      },
    ]);
    await expect(admin.getByRole('table', { name: 'Pot growth' })).toHaveCount(0);

    // The prize is paid out through its claim: the report links to the draw page, where the
    // winner's contact, identity check and payment are recorded in turn; nothing is left unclaimed.
    await admin
      .getByRole('link', { name: `Record the claim of ${week1.Name} on the draw page` })
      .click();
    await expect(admin).toHaveURL(/\/admin\/draw$/);
    const claim = admin.getByRole('article', { name: week1.Name, exact: true });
    for (const step of ['contact', 'identity check', 'payment']) {
      const button = claim.getByRole('button', { name: `Record the ${step}: ${week1.Name}` });
      await button.click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(button).toHaveCount(0);
    }
    await expect(claim).toContainText('Paid');
    await admin.goto(orgUrl(ORG, '/admin/reports'));
    await admin
      .getByRole('combobox', { name: 'Report on the draw' })
      .selectOption({ label: `${week2.Name} (drawn)` });
    await expect(admin.getByRole('table', { name: 'Unclaimed prizes' })).toContainText(
      'No unclaimed prizes.',
    );
    await expect(admin.getByText(`Total unclaimed: ${money(0)}`)).toBeVisible();

    // Printed, the period's figures stand without the page's controls.
    await admin.emulateMedia({ media: 'print' });
    await expect(admin.getByRole('table', { name: 'Sales per draw' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Download CSV: Sales' })).toBeHidden();
    await expect(admin.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(admin.getByRole('combobox', { name: 'Report on the draw' })).toBeHidden();
    await screenshot(admin, 'reports-season-print');
  });
});

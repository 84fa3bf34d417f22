import { expect, test } from './fixtures';
import { openApp, shot, storedSetting } from './helpers';
import { handOver, handPoint, painted, readPanel, startHalo, step, type PanelState } from './drivers/halotcg/e2eDriver';

test('two players play the first full turn of Halo TCG through the table', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  await startHalo(page, { players: 2, seed: 'halotcg-e2e-2', names: ['Ana', 'Ben'] });
  const phases = new Set<string>();
  let handOvers = 0;
  let played = 0;
  const shots = new Set<string>();
  const look = async (state: PanelState) => {
    if (state.phase !== 'shadow' && state.phase !== 'assignment' && state.phase !== 'company') return;
    if (shots.has(state.phase)) return;
    shots.add(state.phase);
    await shot(page, `halotcg-${state.phase}-en`);
    if (state.phase === 'shadow') await illegalClick(state);
  };
  // A hand card with nothing to do now: the click is refused with the engine's own coded message.
  const illegalClick = async (state: PanelState) => {
    const playable = new Set(state.legal.flatMap((a) => ('card' in a ? [a.card] : [])));
    const hand = ((await page.getByTestId('halotcg-panel').getAttribute('data-hand')) ?? '').split(' ');
    const idle = hand.find((iid) => iid !== '' && !playable.has(iid));
    if (idle === undefined) return;
    const at = await handPoint(page, idle);
    if (at === null) return;
    await painted(page);
    await page.mouse.click(at.x, at.y);
    await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', /^halotcg\//);
    await expect(page.getByTestId('error-message')).not.toBeEmpty();
    illegalShown = true;
    await page.getByTestId('error-dismiss').click();
  };
  let illegalShown = false;
  for (let i = 0; i < 150; i++) {
    const done = await step(page, look);
    if (done.handedOver) handOvers++;
    phases.add(done.state.phase);
    if (done.state.phase === 'shadow' && done.action?.type === 'play') played++;
    if (done.state.turn >= 2) break;
    if (done.action === null) break;
  }
  expect([...phases]).toEqual(expect.arrayContaining(['bid', 'starting', 'company', 'shadow', 'regroup']));
  expect(handOvers).toBeGreaterThanOrEqual(4);
  expect(played).toBeGreaterThanOrEqual(1);
  expect(illegalShown).toBe(true);
  await handOver(page);
  await expect(page.getByTestId('halotcg-panel')).toHaveAttribute('data-turn', '2');
  await expect(page.getByTestId('game-log')).toContainText('moves to site 2');
  await expect(page.getByTestId('game-log')).toContainText('passes automatically: nothing to play');
  // Hovering a hand card shows it large; the table in both languages.
  const first = ((await page.getByTestId('halotcg-panel').getAttribute('data-hand')) ?? '').split(' ')[0] ?? '';
  const at = await handPoint(page, first);
  if (at === null) throw new Error('no hand card');
  await page.mouse.move(at.x, at.y);
  await expect(page.getByTestId('halotcg-zoom')).toBeVisible();
  await shot(page, 'halotcg-table-en');
  await page.getByTestId('language-de').click();
  await expect(page.getByTestId('halotcg-prompt')).toContainText('Phase');
  await shot(page, 'halotcg-table-de');
});

test('a player’s phase stops are kept, shown again after a reload, and pass for them', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  await startHalo(page, { players: 2, seed: 'halotcg-e2e-2', names: ['Ana', 'Ben'] });
  // Play up to Ana's company phase (her own turn: the bar shows her own-turn stops).
  for (let i = 0; i < 20; i++) {
    await handOver(page);
    const now = await readPanel(page);
    if (now.phase === 'company' && now.viewer === '0') break;
    await step(page);
  }
  const maneuver = page.getByTestId('halotcg-stop-maneuver');
  await expect(maneuver).toHaveAttribute('aria-pressed', 'true');
  await maneuver.click();
  await expect(maneuver).toHaveAttribute('aria-pressed', 'false');
  // Stored a moment after the button shows it; then, after a reload, the saved stop shows before anything is clicked.
  await expect.poll(async () => ((await storedSetting(page, 'prefs')) as Record<string, unknown> | undefined)?.['halotcg.stops.own.Ana']).toBeDefined();
  await page.reload();
  await page.getByTestId('continue').click();
  await handOver(page);
  await expect(page.getByTestId('halotcg-panel')).toHaveAttribute('data-viewer', '0');
  await expect(page.getByTestId('halotcg-stop-maneuver')).toHaveAttribute('aria-pressed', 'false');
  // Ana, who could play something at the maneuver phase, is not called to the screen: the table passes for her and says why.
  for (let i = 0; i < 20; i++) {
    const done = await step(page);
    if (done.state.phase === 'assignment' || done.action === null) break;
  }
  await handOver(page);
  await expect(page.getByTestId('game-log')).toContainText('Ana passes automatically: no stop set at this phase.');
});

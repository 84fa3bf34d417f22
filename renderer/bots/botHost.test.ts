import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureBot } from '../../engines/fixture/bot';
import { BotHost, GRACE_MS, START_MS, type Asked } from './botHost';
import { botReply, FakeWorker, type Reply } from './fakeWorker';
import type { AnyBot } from './registry';
import { isBotAnswer, isBotRequest } from './protocol';

const question: Asked = {
  gameId: 'fixture',
  seat: 1,
  players: 2,
  options: { trackLength: 10 },
  view: { trackLength: 10, positions: [0, 0], handCounts: [3, 3], hand: [{ id: 'fx-card-05', value: 5 }], played: [], turn: 1, winner: null, lastRoll: null },
  legal: [{ type: 'roll' }, { type: 'step' }, { type: 'play', card: 'fx-card-05' }],
  level: 'normal',
  seed: 'bot:salt:1:0',
  budgetMs: 300,
};

function hostWith(reply: Reply) {
  const workers: FakeWorker[] = [];
  const host = new BotHost(() => {
    const worker = new FakeWorker(reply);
    workers.push(worker);
    return worker;
  });
  return { host, workers };
}

afterEach(() => vi.useRealTimers());

describe('the bot worker protocol', () => {
  it('sends only the seat’s question (no state) and gets the bot’s move back', async () => {
    const { host, workers } = hostWith(botReply(fixtureBot as AnyBot));
    const answer = await host.ask(question);
    expect(answer).toEqual({ id: 1, ok: true, action: { type: 'play', card: 'fx-card-05' } });
    expect(Object.keys(workers[0]?.received[0] ?? {}).sort()).toEqual(['budgetMs', 'gameId', 'id', 'legal', 'level', 'options', 'players', 'seat', 'seed', 'view']);
  });

  it('uses one worker for many questions', async () => {
    const { host, workers } = hostWith(botReply(fixtureBot as AnyBot));
    await host.ask(question);
    await host.ask({ ...question, level: 'easy' });
    expect(workers).toHaveLength(1);
  });

  const failures: { name: string; reply: Reply; reason: string }[] = [
    { name: 'a bot that throws', reply: botReply({ styles: [], decide: () => { throw new Error('boom'); } }), reason: 'boom' },
    { name: 'a game without a bot', reply: (r) => ({ id: r.id, ok: false, reason: 'no bot for chess' }), reason: 'no bot for chess' },
  ];
  for (const c of failures) {
    it(`says why there is no move for ${c.name}`, async () => {
      const { host } = hostWith(c.reply);
      expect(await host.ask(question)).toEqual({ id: 1, ok: false, reason: c.reason });
    });
  }

  it('gives up on a late answer, ends that worker and starts a new one for the next question', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { host, workers } = hostWith((r) => (++calls === 1 ? undefined : { id: r.id, ok: true, action: { type: 'step' } }));
    const late = host.ask(question);
    await vi.advanceTimersByTimeAsync(question.budgetMs + GRACE_MS + START_MS + 1);
    expect(await late).toEqual({ id: 1, ok: false, reason: 'late' });
    expect(workers[0]?.terminated).toBe(true);
    const next = host.ask(question);
    await vi.advanceTimersByTimeAsync(1);
    expect(await next).toEqual({ id: 2, ok: true, action: { type: 'step' } });
    expect(workers).toHaveLength(2);
  });

  it('ignores messages that are no answer and answers to other questions', async () => {
    vi.useFakeTimers();
    const { host } = hostWith((r) => (r.id === 1 ? { hello: 'world' } : { id: 99, ok: true, action: 'x' }));
    const asked = host.ask(question);
    await vi.advanceTimersByTimeAsync(question.budgetMs + GRACE_MS + START_MS + 1);
    expect(await asked).toMatchObject({ ok: false, reason: 'late' });
  });

  it('gives a new worker, still loading the bot, more time for its first answer than a warm one', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { host, workers } = hostWith((r) => (++calls === 2 ? undefined : { id: r.id, ok: true, action: { type: 'step' } }));
    const loading = host.ask(question);
    await vi.advanceTimersByTimeAsync(1);
    expect(await loading).toMatchObject({ ok: true });
    const warm = host.ask(question);
    await vi.advanceTimersByTimeAsync(question.budgetMs + GRACE_MS + 1);
    expect(await warm).toEqual({ id: 2, ok: false, reason: 'late' });
    expect(workers).toHaveLength(1);
  });

  it('answers every open question when the worker fails', async () => {
    const { host, workers } = hostWith(() => undefined);
    const asked = host.ask(question);
    workers[0]?.fail('script error');
    expect(await asked).toEqual({ id: 1, ok: false, reason: 'script error' });
    expect(workers[0]?.terminated).toBe(true);
  });

  it.each([
    { name: 'an answer', data: { id: 1, ok: true, action: null }, answer: true, request: false },
    { name: 'a refusal', data: { id: 1, ok: false, reason: 'x' }, answer: true, request: false },
    { name: 'a refusal without a reason', data: { id: 1, ok: false }, answer: false, request: false },
    { name: 'a request', data: { ...question, id: 3 }, answer: false, request: true },
    { name: 'null', data: null, answer: false, request: false },
  ])('tells $name apart', ({ data, answer, request }) => {
    expect(isBotAnswer(data)).toBe(answer);
    expect(isBotRequest(data)).toBe(request);
  });
});

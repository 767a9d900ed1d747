/**
 * One tap is one action: a screen that passes no intention still sends the same Idempotency-Key
 * when the person taps again after an answer that never came, and a fresh one after a definite answer.
 */
import { envelope, freshClient, mockFetch, signIn, type Client } from '../support';

let client: Client;

beforeEach(() => {
  client = freshClient();
  signIn(client);
});

const grab = (c: Client, contactName: string) =>
  c.http.request(c.endpoints.waybill.grabOrder, { body: { goodsSourceId: 7, vehicleId: 3, contactName } as never });

test('a re-tap after a lost answer reuses the key; after a definite answer the next tap gets a new one', async () => {
  let lose = true;
  const { sent } = mockFetch(() => {
    if (lose) throw new TypeError('Failed to fetch');
    return envelope({});
  });
  await expect(grab(client, 'a')).rejects.toMatchObject({ status: 0 });
  lose = false;
  await grab(client, 'a').catch(() => undefined);
  const keys = sent.map((s) => s.headers['idempotency-key']);
  expect(keys[0]).toMatch(/.{8,}/);
  expect(keys[1]).toBe(keys[0]);

  // Answered: the same input tapped again is a new intention.
  await grab(client, 'a').catch(() => undefined);
  expect(sent.at(-1)!.headers['idempotency-key']).not.toBe(keys[0]);
});

test('other input is another intention even while an earlier tap is unanswered', async () => {
  const { sent } = mockFetch(() => {
    throw new TypeError('Failed to fetch');
  });
  await grab(client, 'a').catch(() => undefined);
  await grab(client, 'b').catch(() => undefined);
  expect(sent[1].headers['idempotency-key']).not.toBe(sent[0].headers['idempotency-key']);
});

/**
 * Product polls through the gateway against the real api (schema/polls.graphql): the viewer's polls with
 * their products, one vote (a second → userError 23008), results after voting, push switches per poll and
 * option, removal; every piece of it the viewer's own (another member, and a guest, never see it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PollMessages } from '@tote/contract/polls';
import { Browser, freshShopper } from './account-helpers.js';
import { startGateway, type Gateway } from './helpers.js';

const POLL_FIELDS = /* GraphQL */ `
  id
  pollId
  title
  open
  votedOptionId
  totalVotes
  pushOn
  options {
    optionId
    voteCount
    percent
    voted
    pushOn
    product {
      productId
      title
    }
  }
`;
const POLLS = `query ProductPolls { viewer { productPolls { ${POLL_FIELDS} } } }`;
const PAYLOAD = `poll { ${POLL_FIELDS} } userErrors { code field message }`;
const VOTE = `mutation Vote($input: VoteInPollInput!) { voteInPoll(input: $input) { ${PAYLOAD} } }`;
const POLL_PUSH = `mutation PollPush($input: SetPollPushInput!) { setPollPush(input: $input) { ${PAYLOAD} } }`;
const OPTION_PUSH = /* GraphQL */ `
  mutation OptionPush($input: SetPollOptionPushInput!) { setPollOptionPush(input: $input) { ${PAYLOAD} } }
`;
const REMOVE = /* GraphQL */ `
  mutation Remove($input: RemovePollInput!) {
    removePoll(input: $input) {
      removedPollId
      viewer {
        productPolls {
          pollId
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;
const NODE = `query PollNode($id: ID!) { node(id: $id) { ... on ProductPoll { ${POLL_FIELDS} } } }`;

interface Option {
  optionId: number;
  voteCount: number | null;
  percent: number | null;
  voted: boolean;
  pushOn: boolean;
  product: { productId: number; title: string } | null;
}
interface Poll {
  id: string;
  pollId: number;
  title: string;
  open: boolean;
  votedOptionId: number | null;
  totalVotes: number | null;
  pushOn: boolean;
  options: Option[];
}

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => {
  await gw?.close();
});

async function pollsOf(b: Browser): Promise<Poll[]> {
  const r = await b.gql<{ viewer: { productPolls: Poll[] } }>(POLLS);
  expect(r.errors).toBeUndefined();
  return r.data!.viewer.productPolls;
}

describe('viewer.productPolls and voteInPoll', () => {
  it('lists the seeded polls with their products; results after the one vote; a second vote is refused', async () => {
    const b = await freshShopper(gw.url);
    const polls = await pollsOf(b);
    expect(polls.length).toBeGreaterThanOrEqual(3);
    const poll = polls[0]!;
    expect(poll).toMatchObject({ open: true, votedOptionId: null, totalVotes: null, pushOn: false });
    expect(poll.options.length).toBeGreaterThanOrEqual(2);
    for (const o of poll.options) {
      expect(o.product?.title).toEqual(expect.any(String));
      expect([o.voteCount, o.percent, o.voted]).toEqual([null, null, false]);
    }
    const optionId = poll.options[1]!.optionId;
    const voted = await b.gql(VOTE, { input: { pollId: poll.pollId, optionId } });
    expect(voted.data.voteInPoll.userErrors).toEqual([]);
    const after: Poll = voted.data.voteInPoll.poll;
    expect(after.votedOptionId).toBe(optionId);
    expect(after.totalVotes).toBeGreaterThanOrEqual(1);
    expect(after.options[1]).toMatchObject({ voted: true, voteCount: expect.any(Number), percent: expect.any(Number) });
    expect(after.options.reduce((sum, o) => sum + o.voteCount!, 0)).toBe(after.totalVotes);

    const again = await b.gql(VOTE, { input: { pollId: poll.pollId, optionId: poll.options[0]!.optionId } });
    expect(again.data.voteInPoll).toEqual({
      poll: null,
      userErrors: [{ code: '23008', field: null, message: PollMessages.alreadyVoted }],
    });
    expect((await pollsOf(b))[0]!.votedOptionId).toBe(optionId);
  });

  it('answers an unknown poll or option as a userError; a guest gets no polls and UNAUTHENTICATED', async () => {
    const b = await freshShopper(gw.url);
    const [poll] = await pollsOf(b);
    const r = await b.gql(VOTE, { input: { pollId: poll!.pollId, optionId: 2147483000 } });
    expect(r.data.voteInPoll.userErrors).toEqual([
      { code: '20003', field: ['input', 'optionId'], message: 'Option 2147483000 not found' },
    ]);
    const bad = await b.gql(VOTE, { input: { pollId: 0, optionId: 1 } });
    expect(bad.data.voteInPoll.userErrors[0]).toMatchObject({ code: 'VALIDATION', field: ['input', 'pollId'] });

    const guest = new Browser(gw.url);
    expect((await guest.gql(POLLS)).data.viewer).toBeNull();
    const refused = await guest.gql(VOTE, { input: { pollId: poll!.pollId, optionId: poll!.options[0]!.optionId } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await guest.gql(NODE, { id: poll!.id })).data.node).toBeNull();
  });
});

describe('push switches and removal', () => {
  it('keeps the switches per member; removing hides the poll for the viewer only', async () => {
    const a = await freshShopper(gw.url);
    const other = await freshShopper(gw.url);
    const [poll] = await pollsOf(a);
    const pollId = poll!.pollId;
    const optionId = poll!.options[0]!.optionId;

    const on = await a.gql(POLL_PUSH, { input: { pollId, on: true } });
    expect(on.data.setPollPush.poll.pushOn).toBe(true);
    const optionOn = await a.gql(OPTION_PUSH, { input: { pollId, optionId, on: true } });
    expect(optionOn.data.setPollOptionPush.poll.options.map((o: Option) => o.pushOn)).toEqual(
      poll!.options.map((o) => o.optionId === optionId),
    );
    await a.gql(VOTE, { input: { pollId, optionId } });

    // Another member, the same operation: none of it shows.
    const seen = (await pollsOf(other)).find((p) => p.pollId === pollId)!;
    expect(seen).toMatchObject({ pushOn: false, votedOptionId: null, totalVotes: null });
    expect(seen.options.every((o) => !o.pushOn && !o.voted && o.voteCount === null)).toBe(true);
    const node = await other.gql(NODE, { id: poll!.id });
    expect(node.data.node).toMatchObject({ pollId, pushOn: false, votedOptionId: null });

    const removed = await a.gql(REMOVE, { input: { pollId } });
    expect(removed.data.removePoll.userErrors).toEqual([]);
    expect(removed.data.removePoll.removedPollId).toBe(poll!.id);
    expect(removed.data.removePoll.viewer.productPolls.map((p: Poll) => p.pollId)).not.toContain(pollId);
    expect((await a.gql(NODE, { id: poll!.id })).data.node).toBeNull();
    expect((await pollsOf(other)).map((p) => p.pollId)).toContain(pollId);
    const removeAgain = await a.gql(REMOVE, { input: { pollId } });
    expect(removeAgain.data.removePoll.userErrors[0]).toMatchObject({ code: '20003', field: ['input', 'pollId'] });
  });
});

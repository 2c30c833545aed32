/**
 * PhotoPicker (web/src/files): a real file input; each chosen image asks requestPhotoUpload for a key and PUTs
 * its bytes to the upload URL given (here a local HTTP server standing in for the store), shows a thumbnail,
 * its state and errors (the shop's rules before sending, the api's refusals after), and reports the keys.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FileMessages } from '@tote/contract/files';
import { PhotoPicker } from '../PhotoPicker/PhotoPicker.tsx';
import { renderWithRelay } from '../../../../test/relay.tsx';

interface Received {
  path: string;
  contentType: string | undefined;
  bytes: Buffer;
}

const received: Received[] = [];
/** Paths the store refuses, with the api's envelope. */
const refusals = new Map<string, string>();
let server: Server;
let base = '';

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'PUT',
      'access-control-allow-headers': 'content-type',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    void readBody(req).then((bytes) => {
      received.push({ path: req.url ?? '', contentType: req.headers['content-type'], bytes });
      const refusal = refusals.get(req.url ?? '');
      const body = refusal ? { code: 40001, message: { content: refusal } } : { code: 0, data: {} };
      res.writeHead(refusal ? 400 : 200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const PNG = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));

/** Answers requestPhotoUpload with key-{n} and an upload URL on the local server, one per call. */
function uploadResolvers(userErrors: { message: string }[] = [], asked: unknown[] = []) {
  let n = 0;
  return {
    RequestPhotoUploadPayload: (context: { args?: Record<string, unknown> | null }) => {
      asked.push(context.args?.input);
      return { userErrors, upload: userErrors.length ? null : undefined };
    },
    PhotoUpload: () => {
      n += 1;
      return {
        key: `key-${n}`,
        uploadUrl: `${base}/put/${n}`,
        headers: [{ name: 'content-type', value: 'image/png' }],
      };
    },
  };
}

function renderPicker(resolvers: ReturnType<typeof uploadResolvers>, max?: number) {
  const calls: { keys: string[]; uploading: boolean }[] = [];
  const r = renderWithRelay(<PhotoPicker max={max} onChange={(keys, uploading) => calls.push({ keys, uploading })} />, {
    resolvers,
  });
  return { ...r, calls, last: () => calls[calls.length - 1] };
}

const choose = (files: File[]) => fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });

describe('PhotoPicker', () => {
  it('uploads a chosen photo, shows it, reports its key; Remove takes it back', async () => {
    const asked: unknown[] = [];
    const { calls, last } = renderPicker(uploadResolvers([], asked));
    const input = screen.getByLabelText<HTMLInputElement>('Add photos');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    const before = received.length;
    choose([new File([PNG], 'look.png', { type: 'image/png' })]);
    const list = await screen.findByRole('list', { name: 'Chosen photos' });
    expect(await within(list).findByText('Uploaded', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(last()).toEqual({ keys: ['key-1'], uploading: false }));
    expect(calls.some((c) => c.uploading)).toBe(true);
    const put = received[before]!;
    expect(put).toMatchObject({ path: '/put/1', contentType: 'image/png' });
    expect(new Uint8Array(put.bytes)).toEqual(PNG);
    expect(asked).toEqual([{ contentType: 'image/png', size: PNG.length }]);

    fireEvent.click(within(list).getByRole('button', { name: 'Remove look.png' }));
    await waitFor(() => expect(last()).toEqual({ keys: [], uploading: false }));
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).toBeNull();
  }, 20_000);

  it("refuses another type or an empty file with the shop's message, without asking", async () => {
    const { last } = renderPicker(uploadResolvers());
    const before = received.length;
    choose([new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), new File([], 'empty.png', { type: 'image/png' })]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([FileMessages.type, FileMessages.empty]);
    expect(received.length).toBe(before);
    await waitFor(() => expect(last()).toEqual({ keys: [], uploading: false }));
  });

  it("shows the api's refusal of the key", async () => {
    renderPicker(uploadResolvers([{ message: FileMessages.size }]));
    choose([new File([PNG], 'big.png', { type: 'image/png' })]);
    expect((await screen.findByRole('alert')).textContent).toBe(FileMessages.size);
  });

  it("shows the api's refusal of the bytes", async () => {
    refusals.set('/put/1', FileMessages.mismatch);
    try {
      const { last } = renderPicker(uploadResolvers());
      choose([new File([PNG], 'fake.png', { type: 'image/png' })]);
      expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(FileMessages.mismatch);
      // onChange reports from an effect after the render that shows the alert.
      await waitFor(() => expect(last()).toEqual({ keys: [], uploading: false }));
    } finally {
      refusals.clear();
    }
  }, 20_000);

  it('takes at most `max` photos, then the input is off', async () => {
    const { last } = renderPicker(uploadResolvers(), 2);
    choose(['a', 'b', 'c'].map((n) => new File([PNG], `${n}.png`, { type: 'image/png' })));
    const list = await screen.findByRole('list', { name: 'Chosen photos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(last()?.keys).toHaveLength(2), { timeout: 10_000 });
    expect(screen.getByLabelText<HTMLInputElement>('Add photos').disabled).toBe(true);
  }, 20_000);
});

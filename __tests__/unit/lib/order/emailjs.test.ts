import { EmailJSResponseStatus } from '@emailjs/browser';
import type { EmailJsConfig } from '@/lib/env';
import { loadEmailJsTransport } from '@/lib/order/emailjs';
import { envelope } from '@/__tests__/fixtures/emailjs';

// The real SDK runs, only fetch faked, so these tests pin down how 4.4.1 behaves.
const config: EmailJsConfig = {
  publicKey: 'test-public-key',
  serviceId: 'service_test',
  templateShop: 'template_winkel',
  templateCustomer: 'template_klant',
  origin: 'https://api.emailjs.com',
  recaptchaSiteKey: '',
};

function fakeFetch(...answers: ({ status: number; text: string } | Error)[]) {
  const fetchMock = jest.fn(
    async (_url: string, _init: { method: string; headers: object; body: string }) => {
      const answer = answers.shift() ?? { status: 200, text: 'OK' };
      if (answer instanceof Error) throw answer;
      return { ok: answer.status >= 200 && answer.status < 300, ...answer, text: async () => answer.text };
    },
  );
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}

afterEach(() => localStorage.clear());

it('posts the EmailJS envelope to the configured origin, another one (the local inbox of npm start) too; rejects with the status and text of a refused request, with a TypeError on a network failure, and with a 400 status for the SDK string thrown for a missing id', async () => {
  const fetchMock = fakeFetch();
  const transport = await loadEmailJsTransport(config);
  await expect(transport('template_winkel', { naam: 'Jan', producten: [] })).resolves.toBeUndefined();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
  expect(init.method).toBe('POST');
  expect(init.headers).toEqual({ 'Content-type': 'application/json' });
  expect(JSON.parse(init.body)).toEqual(envelope('template_winkel', { naam: 'Jan', producten: [] }));
  const local = await loadEmailJsTransport({ ...config, origin: 'http://localhost:3000' });
  await local('template_klant', {});
  expect(fetchMock.mock.calls[1]![0]).toBe('http://localhost:3000/api/v1.0/email/send');
  const refusing = fakeFetch(
    { status: 400, text: 'The template ID not found.' },
    new TypeError('Failed to fetch'),
  );
  const refused = await loadEmailJsTransport(config);
  const error = await refused('template_winkel', {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(EmailJSResponseStatus);
  expect(error).toMatchObject({ status: 400, text: 'The template ID not found.' });
  await expect(refused('template_winkel', {})).rejects.toBeInstanceOf(TypeError);
  const missingId = await refused('', {}).catch((e: unknown) => e);
  expect(missingId).toMatchObject({ status: 400, text: expect.stringContaining('template ID is required') });
  expect(refusing).toHaveBeenCalledTimes(2);
});

it('posts the same request without the SDK when site data is blocked (localStorage throws)', async () => {
  const fetchMock = fakeFetch({ status: 200, text: 'OK' }, { status: 403, text: 'Forbidden' });
  const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  try {
    const transport = await loadEmailJsTransport(config);
    await expect(transport('template_winkel', { naam: 'Jan' })).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(init.headers).toEqual({ 'Content-type': 'application/json' });
    expect(init.body).toBe(JSON.stringify(envelope('template_winkel', { naam: 'Jan' })));
    await expect(transport('template_klant', {})).rejects.toMatchObject({ status: 403, text: 'Forbidden' });
  } finally {
    spy.mockRestore();
  }
});

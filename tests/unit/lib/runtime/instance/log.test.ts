import { requestContext } from '@/lib/runtime/instance/request-context';
import { capturedLogger } from '../../../../support/captured-log';

const EMAIL = 'jana.novakova@example.sk';

describe('log lines an operator reads', () => {
  it('fields that carry secrets are censored even when a caller passes them', () => {
    const { logger, lines } = capturedLogger();
    logger.warn({ password: 'Heslo123!', user: { email: EMAIL, token: 'reset-token-value' }, cookie: 'sid=abc' }, 'mistake');
    expect(lines[0]).not.toMatch(/Heslo123|reset-token-value|sid=abc/);
    expect(lines[0]).not.toContain(EMAIL);
  });

  it('an e-mail address inside an error message is masked', () => {
    const { logger, lines } = capturedLogger();
    logger.error({ err: new Error(`550 mailbox ${EMAIL} unavailable`) }, 'mail: not sent');
    expect(lines[0]).not.toContain(EMAIL);
    expect(lines[0]).toContain('550 mailbox [e-mail] unavailable');
  });

  it('every line written while a request is served carries its id', () => {
    const { logger, parsed } = capturedLogger();
    requestContext().run({ requestId: 'edge-id-1' }, () => logger.info('inside'));
    logger.info('outside');
    expect(parsed().map((line) => line.reqId)).toEqual(['edge-id-1', undefined]);
    expect(parsed()[0]).toMatchObject({ level: 'info', msg: 'inside' });
    expect(typeof parsed()[0]?.time).toBe('string');
  });
});
